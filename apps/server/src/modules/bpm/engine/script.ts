/**
 * Script tasks and script listeners in JavaScript, run in QuickJS compiled to WebAssembly: a
 * separate interpreter with no access to Node, the process, the file system or the network.
 * Only JSON crosses the boundary. Scripts run in a pool of worker threads (script-pool.ts), never
 * on the server's event loop, and within the command's budget (budget.ts): each script stops at
 * its deadline (BPM_SCRIPT_MS, or what the command has left of BPM_COMMAND_SCRIPT_MS) and at its
 * heap (BPM_SCRIPT_MEMORY_MB); past either the step fails with a clear message.
 * In the script: the process variables are globals (read-only copies), and
 * `execution.getVariable(name)` / `execution.setVariable(name, value)` read and write them; the
 * last expression's value is the task's result (stored under `camunda:resultVariable`).
 */
import { CommandBudget, DEFAULT_LIMITS, LimitExceeded } from './budget.ts';
import { ScriptPool } from './script-pool.ts';

/** One script's time limit when nothing else is configured (BPM_SCRIPT_MS). */
export const SCRIPT_TIME_LIMIT_MS = DEFAULT_LIMITS.scriptMs;

export class ScriptError extends Error {}

export interface ScriptOutcome {
  result: unknown;
  variables: Record<string, unknown>;
}

const MB = 1024 * 1024;

/**
 * A pool for scripts of at most `scriptMemoryBytes`: each worker's WebAssembly memory is capped at
 * QuickJS's own 16 MB plus that, and a worker that grew past half of it is replaced (its memory,
 * which WebAssembly never gives back, goes with it).
 */
export function newScriptPool(size: number, scriptMemoryBytes: number): ScriptPool {
  return new ScriptPool({ size, heapCapBytes: 16 * MB + scriptMemoryBytes, recycleHeapBytes: 16 * MB + scriptMemoryBytes / 2 });
}

/** The pool the engine uses when its host gives none (engine tests, the in-memory bench). */
let shared: ScriptPool | null = null;
export function defaultScriptPool(): ScriptPool {
  shared ??= newScriptPool(1, DEFAULT_LIMITS.scriptMemoryBytes);
  return shared;
}

export async function runScript(
  source: string,
  variables: Record<string, unknown>,
  budget: CommandBudget = new CommandBudget(),
  pool: ScriptPool = defaultScriptPool(),
): Promise<ScriptOutcome> {
  const { limits } = budget;
  const variablesJson = JSON.stringify(variables);
  if (variablesJson.length > limits.variablesMaxBytes) throw new LimitExceeded(`流程变量超过 ${limits.variablesMaxBytes} 个字符`);
  const limit = budget.timeLimit();
  const reply = await pool.run({
    source,
    variablesJson,
    timeLimitMs: limit.ms,
    memoryLimitBytes: limits.scriptMemoryBytes,
    maxOutputChars: limits.variablesMaxBytes,
  });
  budget.spend(reply.ok || reply.kind !== 'time' ? reply.elapsedMs : Math.max(reply.elapsedMs, limit.ms));
  if (reply.ok) return JSON.parse(reply.json) as ScriptOutcome;
  switch (reply.kind) {
    case 'time':
      throw limit.commandBound ? budget.commandTimeExceeded() : new LimitExceeded(`脚本执行超过 ${limit.ms} 毫秒，已中止`);
    case 'memory':
      throw new LimitExceeded(`脚本使用的内存超过 ${Math.round(limits.scriptMemoryBytes / MB)} MB，已中止`);
    case 'output':
      throw new LimitExceeded(`脚本留下的流程变量和结果超过 ${limits.variablesMaxBytes} 个字符`);
    default:
      throw new ScriptError(`脚本执行出错：${reply.message}`);
  }
}
