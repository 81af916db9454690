/**
 * What one command (a start, an approval, a timer: one locked transaction) may spend running a
 * diagram: steps (nodes entered, joins fired, tasks opened, expressions evaluated, scripts and
 * listeners run), the time its scripts and expressions take together, and each script's time and
 * memory. Whatever a diagram does — a loop of script tasks, a loop of gateways, an expression
 * evaluated a thousand times — the command ends within these bounds: past one, it fails with
 * `LimitExceeded` and its transaction rolls back (nothing of it is kept).
 * The budget belongs to the command, not to a script: a loop cannot get a fresh allowance per
 * iteration. Configured by BPM_COMMAND_STEPS, BPM_COMMAND_SCRIPT_MS, BPM_SCRIPT_MS,
 * BPM_SCRIPT_MEMORY_MB (docs/workflow.md).
 */

export interface EngineLimits {
  /** Steps one command may take (BPM_COMMAND_STEPS). */
  maxSteps: number;
  /** Time all scripts and expressions of one command may take together, ms (BPM_COMMAND_SCRIPT_MS). */
  commandScriptMs: number;
  /** Time one script may take, ms (BPM_SCRIPT_MS). */
  scriptMs: number;
  /** Heap of one script's interpreter (BPM_SCRIPT_MEMORY_MB): scripts run one at a time, each in a fresh heap. */
  scriptMemoryBytes: number;
  /** Largest JSON of the variables (and result) a script hands back: the request body limit. */
  variablesMaxBytes: number;
}

export const DEFAULT_LIMITS: EngineLimits = {
  maxSteps: 1000,
  commandScriptMs: 1000,
  scriptMs: 200,
  scriptMemoryBytes: 16 * 1024 * 1024,
  variablesMaxBytes: 1024 * 1024,
};

/** A command went past one of its bounds; the runtime answers PROCESS_EXECUTION_LIMIT and rolls back. */
export class LimitExceeded extends Error {}

/**
 * Every this many steps the interpreter lets the event loop run: the embedded database answers
 * within microtasks, so a chain of database-only steps would otherwise hold the loop (32 steps
 * held it ~200 ms in bench/workflow-dos.bench.ts; a yield costs microseconds).
 */
const YIELD_EVERY = 1;

export class CommandBudget {
  steps = 0;
  /** Time scripts and expressions have taken so far, ms. */
  spentMs = 0;

  constructor(readonly limits: EngineLimits = DEFAULT_LIMITS) {}

  /** Counts one step; past the bound the command fails. */
  step(): void {
    if (++this.steps > this.limits.maxSteps)
      throw new LimitExceeded(`一次操作最多执行 ${this.limits.maxSteps} 步（经过的节点、计算的表达式、运行的脚本和监听器），流程可能存在没有出口的循环`);
  }

  /** Whether the caller should yield to the event loop now (every few steps). */
  get shouldYield(): boolean {
    return this.steps % YIELD_EVERY === 0;
  }

  /** Time the next script or expression may take: one script's limit, or what the command has left. */
  timeLimit(): { ms: number; commandBound: boolean } {
    const left = Math.floor(this.limits.commandScriptMs - this.spentMs);
    if (left <= 0) throw this.commandTimeExceeded();
    return left < this.limits.scriptMs ? { ms: left, commandBound: true } : { ms: this.limits.scriptMs, commandBound: false };
  }

  spend(ms: number): void {
    this.spentMs += ms;
  }

  commandTimeExceeded(): LimitExceeded {
    return new LimitExceeded(`一次操作中脚本和表达式累计运行超过 ${this.limits.commandScriptMs} 毫秒`);
  }
}

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
