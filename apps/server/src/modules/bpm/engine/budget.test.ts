/**
 * One command is bounded as a whole (budget.ts): a loop of script tasks, a loop of plain
 * gateways, a script that spins, allocates or hides in a native call all end with
 * LimitExceeded, and scripts run off the event loop (script-pool.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { bpmnXml, flow, oneScript, scriptLoop } from './testing/fixtures.ts';
import { loadProcessGraph } from './graph.ts';
import { CommandBudget, DEFAULT_LIMITS, LimitExceeded, type EngineLimits } from './budget.ts';
import { evaluate, expressionProblem } from './expression.ts';
import { emptyState, Execution } from './interpreter.ts';
import { MemoryHost } from './testing/memory-host.ts';
import { newScriptPool } from './script.ts';

const pool = newScriptPool(1, DEFAULT_LIMITS.scriptMemoryBytes);
afterAll(() => pool.close());

async function start(xml: string, limits: Partial<EngineLimits> = {}, variables: Record<string, unknown> = {}) {
  const graph = await loadProcessGraph(xml);
  expect(graph.unsupported).toEqual([]);
  const budget = new CommandBudget({ ...DEFAULT_LIMITS, ...limits });
  const exec = new Execution(graph, new MemoryHost(), emptyState(), { ...variables }, { budget, scripts: pool });
  const outcome = await exec.start().then(
    () => null,
    (e: unknown) => e as Error,
  );
  return { exec, budget, outcome };
}

/**
 * Limits for a test about something else than a script's own 200 ms wall clock, which a starved
 * machine can meet on a trivial script (a replaced worker's first one did, beside the journeys).
 */
const ROOMY = { scriptMs: 10_000, commandScriptMs: 10_000 };

/** start → script → gateway → back to the script (the way out is never taken). */
const loopOf = (source: string) => bpmnXml({ key: 'scriptLoop', name: 'scriptLoop', body: scriptLoop(source, '${done == true}') });

/** A script that runs once, then ends. */
const once = (source: string) => bpmnXml({ key: 'once', name: 'once', body: oneScript('work', source) });

describe('a command within its budget', () => {
  it('ends a loop of trivial script tasks with a clear limit, not after thousands of scripts', async () => {
    // The command's limits are what this is about: a single trivial script must not trip its own
    // 200 ms limit because a busy machine left the script's worker waiting for a core.
    const { outcome, budget } = await start(loopOf('1 + 1'), { scriptMs: 10_000 });
    expect(outcome).toBeInstanceOf(LimitExceeded);
    expect(outcome!.message).toMatch(/一次操作最多执行 1000 步|一次操作中脚本和表达式累计运行超过 1000 毫秒/);
    expect(budget.steps).toBeLessThanOrEqual(DEFAULT_LIMITS.maxSteps + 1);
  });

  it('ends a loop of plain gateways and tasks (no script at all) by its steps', async () => {
    const xml = bpmnXml({
      key: 'gwLoop',
      name: 'gwLoop',
      body: [
        '<bpmn:startEvent id="start" />',
        '<bpmn:task id="noop" name="空任务" />',
        '<bpmn:exclusiveGateway id="again" default="back" />',
        '<bpmn:endEvent id="end" />',
        flow('f0', 'start', 'noop'),
        flow('f1', 'noop', 'again'),
        flow('out', 'again', 'end', '${n > 1000000}'),
        flow('back', 'again', 'noop'),
      ].join(''),
    });
    const { outcome, budget } = await start(xml, { maxSteps: 60 }, { n: 1 });
    expect(outcome).toBeInstanceOf(LimitExceeded);
    expect(outcome!.message).toMatch(/一次操作最多执行 60 步/);
    // Each pass is three steps: the task, the gateway and its condition.
    expect(budget.steps).toBe(61);
  });

  it('adds the time of every script of the command, so a loop of short scripts stops too', async () => {
    const spin = 'var t = Date.now(); while (Date.now() - t < 40) {} 1';
    // Each script's own 200 ms limit raised: a 40 ms spin must not trip it on a starved machine.
    const { outcome } = await start(loopOf(spin), { scriptMs: 10_000, commandScriptMs: 300, maxSteps: 100_000 });
    expect(outcome).toBeInstanceOf(LimitExceeded);
    expect(outcome!.message).toMatch(/累计运行超过 300 毫秒/);
  });

  it('refuses a script that allocates in a loop with a memory error', async () => {
    const { outcome } = await start(once('var a = []; for (;;) a.push(new Uint8Array(1 << 20));'), ROOMY);
    expect(outcome).toBeInstanceOf(LimitExceeded);
    expect(outcome!.message).toMatch(/节点【work】的脚本：脚本使用的内存超过 16 MB/);
    // The pool still runs scripts afterwards (the worker was replaced).
    expect((await start(once('execution.setVariable("x", 7)'), ROOMY)).exec.variables.x).toBe(7);
  });

  it('terminates a worker stuck in a native call the interrupt handler cannot stop', async () => {
    // A naive substring search QuickJS runs without checking its deadline (~30 s here).
    const stuck = 'var h = "a".repeat(200000); h.indexOf("a".repeat(100000) + "b")';
    const t0 = performance.now();
    const { outcome } = await start(once(stuck));
    expect(outcome).toBeInstanceOf(LimitExceeded);
    expect(outcome!.message).toMatch(/脚本执行超过 200 毫秒/);
    expect(performance.now() - t0).toBeLessThan(10_000);
    // The replaced worker runs the next script.
    expect((await start(once('execution.setVariable("x", 8)'), ROOMY)).exec.variables.x).toBe(8);
  });

  it('keeps the event loop free while a script runs', async () => {
    let ticks = 0;
    let done = false;
    let ticksBeforeDone = 0;
    const timer = setInterval(() => {
      ticks++;
      if (!done) ticksBeforeDone = ticks;
    }, 10);
    try {
      const { outcome } = await start(once('var t = Date.now(); while (Date.now() - t < 600) {} 1'), { scriptMs: 5000, commandScriptMs: 5000 });
      done = true;
      expect(outcome).toBeNull();
    } finally {
      clearInterval(timer);
    }
    // A script on the event loop would let no timer run until it finished (about 60 here).
    expect(ticksBeforeDone).toBeGreaterThan(5);
  });

  it('refuses variables a script would leave past the limit', async () => {
    // The variables' bound is the subject: the script's own time limit must not trip first on a busy machine.
    const { outcome } = await start(once('execution.setVariable("big", "x".repeat(300000))'), { variablesMaxBytes: 100_000, scriptMs: 10_000, commandScriptMs: 20_000 });
    expect(outcome).toBeInstanceOf(LimitExceeded);
    expect(outcome!.message).toMatch(/超过 100000 个字符/);
  });
});

describe('expressions within the budget', () => {
  it('counts each evaluation as a step of the command', () => {
    const budget = new CommandBudget({ ...DEFAULT_LIMITS, maxSteps: 3 });
    for (let i = 0; i < 3; i++) expect(evaluate('${a > 1}', { a: 2 }, budget)).toBe(true);
    expect(() => evaluate('${a > 1}', { a: 2 }, budget)).toThrow(LimitExceeded);
  });

  it("refuses jexl's collection filters, which loop (and nest into loops of loops)", () => {
    expect(expressionProblem('${list[.x > 1]}')).toMatch(/不支持集合过滤/);
    expect(expressionProblem('${list[list[list[.x]]] == 1}')).toMatch(/不支持集合过滤/);
    expect(() => evaluate('${list[.x > 1]}', { list: [{ x: 2 }] })).toThrow(/不支持集合过滤/);
    // Indexing stays: JUEL's a[0] and a['k'].
    expect(evaluate("${list[0].x == 2 and m['k'] == 'v'}", { list: [{ x: 2 }], m: { k: 'v' } })).toBe(true);
  });

  it('bounds the text an expression builds', () => {
    const s = 'x'.repeat(60_000);
    expect(() => evaluate('${s + s == s}', { s })).toThrow(/表达式拼接的文本超过 100000 个字符/);
    expect(evaluate("${s + '!' != s}", { s })).toBe(true);
  });

  it('stops an evaluation at the time the command has left', () => {
    const budget = new CommandBudget({ ...DEFAULT_LIMITS, commandScriptMs: 1 });
    budget.spend(1);
    expect(() => evaluate('${a > 1}', { a: 2 }, budget)).toThrow(/累计运行超过 1 毫秒/);
  });
});
