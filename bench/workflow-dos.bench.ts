/**
 * A workflow cannot stall the server (issue 21), run as whole processes beside dos.bench.ts:
 * starts the real server (embedded PGlite, fresh data folder, demo seed), deploys hostile
 * processes as the administrator (the demo user `test` may not deploy) and STARTS them as `test`
 * (password test123, tenant 1: role common, which starts and approves processes), while polling
 * GET /system/health every ~20 ms from outside. A health answer is as late as the longest stretch
 * the event loop was held, so the worst health latency of a phase is what every tenant felt.
 * Phases:
 *   0. nothing (5 s), the machine's own latency floor;
 *   1. script task → exclusive gateway → back to the script task, forever: 4 starts, 2 at a time;
 *   2. a script that allocates in a loop (`a.push(new Array(100000).fill(i))`): 4 starts, 2 at a time;
 *   3. service task → exclusive gateway → inclusive gateway → back, forever (no script): 4 starts;
 *   4. a script stuck in a native call QuickJS cannot interrupt (a naive indexOf, ~30 s): 2 starts;
 *   5. one script spinning to its deadline, 6 starts at once (more than the worker pool).
 * Prints per phase the worst and p99 health latency (with the main thread's CPU time during the
 * worst one: on a shared machine a slow answer may be the scheduler's, not a held event loop), the server's RSS before (idle), at its
 * peak during the phase and 2 s after it, what the server answered to each start, and at the end
 * the RSS settled after BENCH_SETTLE_SECONDS of idle against the idle figure.
 *
 *   npm run workflow-dos -w bench        (BENCH_PORT, BENCH_SETTLE_SECONDS)
 */
import os from 'node:os';
import { BpmAssignRuleType, formApi, modelApi, processDefinitionApi, processInstanceApi, taskAssignRuleApi, type BodyOf, type Endpoint, type QueryOf, type ResponseOf } from '@tenon/contracts';
import { bpmnXml, gatewayLoop, oneScript, scriptLoop } from '../apps/server/src/modules/bpm/engine/testing/fixtures.ts';
import { phase as probePhase, rssMb as serverRssMb, sleep, type PhaseResult } from './healthProbe.ts';
import { serverProcess } from './serverProcess.ts';

const server = serverProcess(Number(process.env.BENCH_PORT ?? 48196));
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 10);
const rssMb = () => serverRssMb(server);

interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

async function login(username: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${server.base}/system/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify({ username, password }),
  }).then((r) => r.json() as Promise<Envelope<{ accessToken: string }>>);
  if (res.code !== 0) throw new Error(`login ${username}: ${res.msg}`);
  return { 'tenant-id': '1', authorization: `Bearer ${res.data.accessToken}` };
}

/** One contract call as `headers`; answers the envelope (a refusal is a result here, not an error). */
async function call<E extends Endpoint>(headers: Record<string, string>, e: E, input: { query?: QueryOf<E>; body?: BodyOf<E> } = {}): Promise<Envelope<ResponseOf<E>>> {
  const query = input.query ? `?${new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, String(v)]))}` : '';
  const res = await fetch(`${server.base}${e.path}${query}`, {
    method: e.method,
    headers: { ...headers, ...(input.body ? { 'content-type': 'application/json' } : {}) },
    body: input.body ? JSON.stringify(input.body) : undefined,
  });
  return (await res.json()) as Envelope<ResponseOf<E>>;
}

async function ok<E extends Endpoint>(headers: Record<string, string>, e: E, input: { query?: QueryOf<E>; body?: BodyOf<E> } = {}): Promise<ResponseOf<E>> {
  const res = await call(headers, e, input);
  if (res.code !== 0) throw new Error(`${e.method} ${e.path}: ${res.code} ${res.msg}`);
  return res.data;
}

const PROCESSES: Record<string, string> = {
  dos_script_loop: scriptLoop('execution.setVariable("n", (typeof n === "number" ? n : 0) + 1)', '${n < 0}', '计算'),
  dos_alloc: oneScript('hog', 'var a = []; for (var i = 0; ; i++) a.push(new Array(100000).fill(i));', '占内存'),
  dos_gateway_loop: gatewayLoop('${reason == "never"}'),
  dos_native: oneScript('stuck', 'var h = "a".repeat(200000); h.indexOf("a".repeat(100000) + "b")', '卡住'),
  dos_spin: oneScript('spin', 'for (;;) {}', '忙'),
};

/** As an administrator: a start form, each model drawn and deployed; answers definition ids by key. */
async function deployAll(admin: Record<string, string>): Promise<Record<string, string>> {
  const formId = await ok(admin, formApi.create, {
    body: { name: '压测表单', status: 0, conf: '{}', fields: [JSON.stringify({ type: 'input', field: 'reason', title: '原因', $required: true })] },
  });
  const ids: Record<string, string> = {};
  for (const [key, body] of Object.entries(PROCESSES)) {
    const modelId = await ok(admin, modelApi.create, { body: { key, name: key } });
    await ok(admin, modelApi.update, { body: { id: modelId, name: key, bpmnXml: bpmnXml({ key, name: key, body }), formType: 10, formId } });
    if (body.includes('userTask')) await ok(admin, taskAssignRuleApi.create, { body: { modelId, taskDefinitionKey: 'never', type: BpmAssignRuleType.USER, options: [1] } });
    await ok(admin, modelApi.deploy, { query: { id: modelId } });
    const [definition] = (await ok(admin, processDefinitionApi.page, { query: { pageNo: 1, pageSize: 10, key } })).list;
    ids[key] = definition!.id;
  }
  return ids;
}

/** A phase under the health probe (`healthProbe.ts`), printed as it ends. */
async function phase(name: string, work: () => Promise<string>): Promise<PhaseResult> {
  const result = await probePhase(server, name, work);
  const { seconds, answers } = result;
  console.log(`  ${name}: ${seconds.toFixed(1)} s, ${result.polls} health polls, worst ${result.worstMs.toFixed(0)} ms (main thread busy ${result.worstCpuMs.toFixed(0)} ms of it)\n    ${answers}`);
  return result;
}

/** `count` starts of a definition as `who`, `parallel` at a time; the answers grouped with their time. */
async function starts(who: Record<string, string>, definitionId: string, count: number, parallel: number): Promise<string> {
  const answers: Array<{ code: number; msg: string; ms: number }> = [];
  let left = count;
  const one = async () => {
    while (left-- > 0) {
      const t0 = performance.now();
      const res = await call(who, processInstanceApi.create, { body: { processDefinitionId: definitionId, variables: { reason: '压测' } } });
      answers.push({ code: res.code, msg: res.msg, ms: performance.now() - t0 });
    }
  };
  await Promise.all(Array.from({ length: parallel }, one));
  const groups = new Map<string, number[]>();
  for (const a of answers) {
    const key = `code ${a.code} ${a.msg}`;
    groups.set(key, [...(groups.get(key) ?? []), a.ms]);
  }
  return [...groups].map(([k, ms]) => `${ms.length} × ${k} (${ms.map((m) => m.toFixed(0)).join(', ')} ms)`).join('\n    ');
}

// ---- run ------------------------------------------------------------------------------------

await server.start();
const admin = await server.adminHeaders();
const test = await login('test', 'test123');
const ids = await deployAll(admin);
// Warm-up: a trivial start of each kind's route once, then quiet, so idle is a served, settled process.
await call(test, processInstanceApi.create, { body: { processDefinitionId: ids.dos_gateway_loop!, variables: { reason: '预热' } } });
await sleep(5000);
const idleSamples: number[] = [];
for (let i = 0; i < 10; i++) {
  idleSamples.push(rssMb());
  await sleep(200);
}
const idleMb = Math.min(...idleSamples);
console.log(`idle RSS ${idleMb.toFixed(0)} MB; deploying as admin, starting as test (tenant 1, role common)\n`);

const results: PhaseResult[] = [];
results.push(await phase('baseline: nothing sent for 5 s', () => sleep(5000).then(() => '—')));
results.push(await phase('(a) script task ⇄ gateway loop: 4 starts as test, 2 at a time', () => starts(test, ids.dos_script_loop!, 4, 2)));
results.push(await phase('(b) script allocating in a loop: 4 starts as test, 2 at a time', () => starts(test, ids.dos_alloc!, 4, 2)));
results.push(await phase('(c) service task ⇄ gateways loop, no script: 4 starts as test', () => starts(test, ids.dos_gateway_loop!, 4, 2)));
results.push(await phase('(d) script stuck in a native call (indexOf): 2 starts as test', () => starts(test, ids.dos_native!, 2, 2)));
results.push(await phase('(e) for (;;) {} script: 6 starts at once as test', () => starts(test, ids.dos_spin!, 6, 6)));

await sleep(settleSeconds * 1000);
const settledMb = rssMb();

console.log(`\nWorkflow DoS bench: ${os.cpus().length} cores, embedded PGlite, idle RSS ${idleMb.toFixed(0)} MB`);
console.log('phase'.padEnd(64), 'worst ms'.padStart(9), 'its CPU'.padStart(8), 'p99 ms'.padStart(7), 'peak MB'.padStart(8), 'after MB'.padStart(9), 'peak − idle'.padStart(12));
for (const r of results) {
  console.log(
    r.name.padEnd(64),
    r.worstMs.toFixed(0).padStart(9),
    r.worstCpuMs.toFixed(0).padStart(8),
    r.p99Ms.toFixed(0).padStart(7),
    r.peakMb.toFixed(0).padStart(8),
    r.afterMb.toFixed(0).padStart(9),
    (r.peakMb - idleMb).toFixed(0).padStart(12),
  );
}
const worst = results.slice(1).reduce((a, b) => (b.worstMs > a.worstMs ? b : a));
console.log(`worst health latency under attack: ${worst.worstMs.toFixed(0)} ms (${worst.name}); baseline ${results[0]!.worstMs.toFixed(0)} ms`);
console.log(`RSS: idle ${idleMb.toFixed(0)} MB, peak ${Math.max(...results.map((r) => r.peakMb)).toFixed(0)} MB, settled after ${settleSeconds} s ${settledMb.toFixed(0)} MB (× ${(settledMb / idleMb).toFixed(2)} of idle)`);
server.dispose();
process.exit(0);
