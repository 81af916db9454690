/**
 * The workflow runtime under load: a leave process (start → 领导审批 → `${day > 3}` → HR审批 →
 * end) deployed through the API, then N instances with `day: 5` started and both tasks approved
 * over HTTP against the real server as a child process, on embedded PGlite and, when
 * `BENCH_DATABASE_URL` is set, on PostgreSQL. In the same run the bare engine (the same
 * interpreter with an in-memory host) walks the same XML N times, so the persistence cost is
 * printed as a ratio measured on one machine at one moment, not against a number from elsewhere.
 * Every call's envelope is checked (a refused call must never pass for a fast one) and every
 * instance must end approved after exactly two approvals.
 *
 * Then approvals alone (the figure): the same number of instances started untimed, and
 * their tasks approved by BENCH_APPROVERS (8) at once: approvals/s, p50 and p99.
 *
 *   npm run workflow -w bench   (BENCH_INSTANCES, BENCH_CONCURRENCY, BENCH_APPROVERS, BENCH_WARMUP, BENCH_PORT;
 *                                BENCH_DATABASE_URL to run on PostgreSQL as well)
 */
// The engine's typing of bpmn-moddle, which the server's tsconfig includes and this one does not.
/// <reference path="../apps/server/src/modules/bpm/engine/vendor.d.ts" />
import os from 'node:os';
import {
  API_BASE,
  BpmAssignRuleType,
  BpmProcessInstanceStatus,
  BpmResult,
  ConfigKeys,
  configApi,
  formApi,
  modelApi,
  processDefinitionApi,
  processInstanceApi,
  taskApi,
  taskAssignRuleApi,
  type BodyOf,
  type Endpoint,
  type QueryOf,
  type ResponseOf,
} from '@tenon/contracts';
import { bpmnXml, flow } from '../apps/server/src/modules/bpm/engine/testing/fixtures.ts';
import { loadProcessGraph } from '../apps/server/src/modules/bpm/engine/graph.ts';
import { emptyState, Execution } from '../apps/server/src/modules/bpm/engine/interpreter.ts';
import { MemoryHost } from '../apps/server/src/modules/bpm/engine/testing/memory-host.ts';
import { databaseLabel, serverProcess, type ServerProcess } from './serverProcess.ts';

const instances = Number(process.env.BENCH_INSTANCES ?? 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
// Untimed instances first, so the JIT and the database's caches are warm for both sides alike.
const warmup = Number(process.env.BENCH_WARMUP ?? 20);
const port = Number(process.env.BENCH_PORT ?? 48195);
// The figure: approvals alone, by 8 people at once, on tasks that are already open.
const approvers = Number(process.env.BENCH_APPROVERS ?? 8);
const ADMIN_ID = 1;
const variables = { day: 5, reason: '压测请假' };

const KEY = 'bench_leave';
const NAME = '压测请假';
const xml = bpmnXml({
  key: KEY,
  name: NAME,
  body: [
    '<bpmn:startEvent id="start" name="开始" />',
    '<bpmn:userTask id="deptLeaderVerify" name="领导审批" />',
    '<bpmn:exclusiveGateway id="dayGateway" name="请假天数" default="flow_short" />',
    '<bpmn:userTask id="hrVerify" name="HR审批" />',
    '<bpmn:endEvent id="end" name="结束" />',
    flow('flow_start', 'start', 'deptLeaderVerify'),
    flow('flow_leader', 'deptLeaderVerify', 'dayGateway'),
    flow('flow_long', 'dayGateway', 'hrVerify', '${day > 3}'),
    flow('flow_short', 'dayGateway', 'end'),
    flow('flow_hr', 'hrVerify', 'end'),
  ].join(''),
});

interface Result {
  name: string;
  perSecond: number;
  /** The approvals-only phase: open tasks approved by `approvers` at once, per second. */
  approvalsPerSecond?: number;
  approvals?: number[];
  /** Milliseconds; the bare engine's "approve" is `completeTask`, its "start" is `start()`. */
  start: number[];
  approve: number[];
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] ?? 0;
const sortNumbers = (xs: number[]) => [...xs].sort((a, b) => a - b);

/** One instance in memory: start, then approve each open task until the process ends. */
async function bareInstance(graph: Awaited<ReturnType<typeof loadProcessGraph>>, into?: Result): Promise<void> {
  const host = new MemoryHost();
  const exec = new Execution(graph, host, emptyState(), { ...variables });
  let t0 = performance.now();
  await exec.start();
  into?.start.push(performance.now() - t0);
  let approvals = 0;
  for (let task = host.open()[0]; task; task = host.open()[0]) {
    t0 = performance.now();
    task.result = BpmResult.APPROVE;
    await exec.completeTask(task.id);
    into?.approve.push(performance.now() - t0);
    approvals++;
  }
  if (!exec.ended || approvals !== 2) throw new Error(`bare engine: ended=${exec.ended} after ${approvals} approvals`);
}

async function bareEngine(): Promise<Result> {
  const graph = await loadProcessGraph(xml);
  if (graph.unsupported.length) throw new Error(graph.unsupported.join('; '));
  // A whole untimed pass: at microseconds an instance, a few warm-up runs leave it half-compiled.
  for (let i = 0; i < Math.max(warmup, instances); i++) await bareInstance(graph);
  const out: Result = { name: 'bare engine (memory)', perSecond: 0, start: [], approve: [] };
  const t0 = performance.now();
  for (let i = 0; i < instances; i++) await bareInstance(graph, out);
  out.perSecond = instances / ((performance.now() - t0) / 1000);
  return out;
}

/** The server's API through `fetch`, typed by the contract; throws unless the envelope says code 0. */
function client(server: ServerProcess, headers: Record<string, string>) {
  return async function call<E extends Endpoint>(e: E, input: { query?: QueryOf<E>; body?: BodyOf<E> } = {}): Promise<ResponseOf<E>> {
    const query = input.query ? `?${new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, String(v)]))}` : '';
    const res = await fetch(`${server.base}${e.path}${query}`, {
      method: e.method,
      headers: { ...headers, ...(input.body ? { 'content-type': 'application/json' } : {}) },
      body: input.body ? JSON.stringify(input.body) : undefined,
    });
    const envelope = (await res.json()) as { code: number; data: ResponseOf<E>; msg: string };
    if (envelope.code !== 0) throw new Error(`${e.method} ${e.path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
}
type Call = ReturnType<typeof client>;

/** As an administrator does it: a start form, the model drawn, rules to the admin, deployed. */
async function deployLeave(call: Call): Promise<string> {
  const field = (rule: object) => JSON.stringify(rule);
  const formId = await call(formApi.create, {
    body: {
      name: '压测请假表单',
      status: 0,
      conf: '{}',
      fields: [field({ type: 'inputNumber', field: 'day', title: '天数' }), field({ type: 'input', field: 'reason', title: '请假原因', $required: true })],
    },
  });
  const modelId = await call(modelApi.create, { body: { key: KEY, name: NAME } });
  await call(modelApi.update, { body: { id: modelId, name: NAME, bpmnXml: xml, formType: 10, formId } });
  for (const taskDefinitionKey of ['deptLeaderVerify', 'hrVerify'])
    await call(taskAssignRuleApi.create, { body: { modelId, taskDefinitionKey, type: BpmAssignRuleType.USER, options: [ADMIN_ID] } });
  await call(modelApi.deploy, { query: { id: modelId } });
  const [definition] = (await call(processDefinitionApi.page, { query: { pageNo: 1, pageSize: 10, key: KEY } })).list;
  if (!definition) throw new Error('deployed, but no process definition');
  return definition.id;
}

/** Starts one instance and approves its open tasks until none is left; timing only start and approve. */
async function driveInstance(call: Call, definitionId: string, into?: Result): Promise<string> {
  let t0 = performance.now();
  const id = await call(processInstanceApi.create, { body: { processDefinitionId: definitionId, variables } });
  into?.start.push(performance.now() - t0);
  let approvals = 0;
  for (;;) {
    const open = (await call(taskApi.listByProcessInstanceId, { query: { processInstanceId: id } })).filter((t) => t.result === BpmResult.PROCESS);
    if (!open.length) break;
    for (const task of open) {
      t0 = performance.now();
      await call(taskApi.approve, { body: { id: task.id, reason: '同意' } });
      into?.approve.push(performance.now() - t0);
      approvals++;
    }
  }
  if (approvals !== 2) throw new Error(`instance ${id}: ${approvals} approvals, expected 2 (领导审批, HR审批)`);
  return id;
}

/** `count` instances shared by `concurrency` workers, each driving one instance at a time. */
async function driveAll(call: Call, definitionId: string, count: number, into?: Result): Promise<string[]> {
  const ids: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      ids.push(await driveInstance(call, definitionId, into));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return ids;
}

/** The open tasks of `ids`, one per instance (untimed). */
async function openTasks(call: Call, ids: string[]): Promise<string[]> {
  const tasks: string[] = [];
  for (const id of ids) {
    const open = (await call(taskApi.listByProcessInstanceId, { query: { processInstanceId: id } })).filter((t) => t.result === BpmResult.PROCESS);
    if (open.length !== 1) throw new Error(`instance ${id}: ${open.length} open tasks, expected 1`);
    tasks.push(open[0]!.id);
  }
  return tasks;
}

/**
 * Approvals alone: `instances` started untimed, then their first tasks approved by `approvers`
 * at once (each approval opens the next task), then the second ones (each ends its instance);
 * approvals/s over both rounds, each approval checked.
 */
async function approvalsAlone(call: Call, definitionId: string, out: Result): Promise<void> {
  const ids: string[] = [];
  for (let i = 0; i < instances; i++) ids.push(await call(processInstanceApi.create, { body: { processDefinitionId: definitionId, variables } }));
  out.approvals = [];
  let spent = 0;
  for (let round = 0; round < 2; round++) {
    const tasks = await openTasks(call, ids);
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: approvers }, async () => {
        while (next < tasks.length) {
          const id = tasks[next++]!;
          const a0 = performance.now();
          await call(taskApi.approve, { body: { id, reason: '同意' } });
          out.approvals!.push(performance.now() - a0);
        }
      }),
    );
    spent += performance.now() - t0;
  }
  out.approvalsPerSecond = (2 * instances) / (spent / 1000);
  for (const id of ids) {
    const inst = await call(processInstanceApi.get, { query: { id } });
    if (inst.status !== BpmProcessInstanceStatus.FINISH || inst.result !== BpmResult.APPROVE) throw new Error(`instance ${id}: status ${inst.status}, result ${inst.result}`);
  }
}

async function persisted(name: string, server: ServerProcess): Promise<Result> {
  await server.start();
  try {
    const call = client(server, await server.adminHeaders());
    // The bench's administrator starts and approves alike: separation of duties is off for it.
    const [starterSwitch] = (await call(configApi.page, { query: { pageNo: 1, pageSize: 1, key: ConfigKeys.BPM_FORBID_STARTER_APPROVAL } })).list;
    if (!starterSwitch) throw new Error(`no ${ConfigKeys.BPM_FORBID_STARTER_APPROVAL} in 配置管理`);
    await call(configApi.update, { body: { ...starterSwitch, value: 'false' } });
    const definitionId = await deployLeave(call);
    await driveAll(call, definitionId, warmup);
    const out: Result = { name, perSecond: 0, start: [], approve: [] };
    const t0 = performance.now();
    const ids = await driveAll(call, definitionId, instances, out);
    out.perSecond = instances / ((performance.now() - t0) / 1000);
    await approvalsAlone(call, definitionId, out);
    // After the clock: each instance must be stored as finished and approved.
    for (const id of ids) {
      const inst = await call(processInstanceApi.get, { query: { id } });
      if (inst.status !== BpmProcessInstanceStatus.FINISH || inst.result !== BpmResult.APPROVE)
        throw new Error(`instance ${id}: status ${inst.status}, result ${inst.result}`);
    }
    return out;
  } finally {
    await server.drop();
  }
}

const bare = await bareEngine();
const results = [bare];
// PGlite always: serverProcess reads BENCH_DATABASE_URL when it is made, so hide it for this one.
const postgresUrl = process.env.BENCH_DATABASE_URL;
delete process.env.BENCH_DATABASE_URL;
const pglite = serverProcess(port);
if (postgresUrl) process.env.BENCH_DATABASE_URL = postgresUrl;
results.push(await persisted(databaseLabel(undefined), pglite));
if (postgresUrl) results.push(await persisted('PostgreSQL', serverProcess(port - 1)));

const ms = (x: number) => (x < 1 ? `${x.toFixed(3)} ms` : `${x.toFixed(1)} ms`);
console.log(
  `\n请假流程 (领导审批 → day > 3 → HR审批), ${instances.toLocaleString('en')} instances with day 5 after ${warmup} untimed (bare: ${Math.max(warmup, instances)}); ` +
    `${concurrency} concurrent workers over HTTP (${API_BASE}), ${os.cpus().length} cores; instances/s counts start + both approvals end to end`,
);
console.log(
  'runtime'.padEnd(40),
  'instances/s'.padStart(12),
  'start p99'.padStart(11),
  'approve p50'.padStart(12),
  'approve p99'.padStart(12),
  'slower than bare'.padStart(17),
);
for (const r of results) {
  const [start, approve] = [sortNumbers(r.start), sortNumbers(r.approve)];
  console.log(
    r.name.padEnd(40),
    r.perSecond.toFixed(r.perSecond < 100 ? 1 : 0).padStart(12),
    ms(percentile(start, 0.99)).padStart(11),
    ms(percentile(approve, 0.5)).padStart(12),
    ms(percentile(approve, 0.99)).padStart(12),
    `${(bare.perSecond / r.perSecond).toFixed(0)}×`.padStart(17),
  );
}
console.log(`\napprovals alone: ${instances.toLocaleString('en')} instances started untimed, their 2 tasks each approved by ${approvers} approvers at once`);
console.log('runtime'.padEnd(40), 'approvals/s'.padStart(12), 'approve p50'.padStart(12), 'approve p99'.padStart(12));
for (const r of results.filter((x) => x.approvals)) {
  const approvals = sortNumbers(r.approvals!);
  console.log(
    r.name.padEnd(40),
    r.approvalsPerSecond!.toFixed(0).padStart(12),
    ms(percentile(approvals, 0.5)).padStart(12),
    ms(percentile(approvals, 0.99)).padStart(12),
  );
}
process.exit(0);
