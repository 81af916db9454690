/**
 * Durability (issue 25): `kill -9` of every server under a write load that spans several tables,
 * then a restart, on embedded PGlite (one server on its data folder) and, with
 * BENCH_DATABASE_URL and BENCH_REDIS_URL, on PostgreSQL (three servers behind nginx, started as
 * apps/server/src/topology.test.ts starts them). BENCH_WRITERS clients loop, as the demo
 * administrator, over four writes and record each one the server acknowledged (HTTP 200, code 0):
 *
 *   - a user created with two 岗位, then given a role (system_users.post_ids, system_user_role);
 *   - a process started, and its first task approved (bpm_process_instance, bpm_task, bpm_activity);
 *   - 执行一次 of the demo job, each run taking 3 s (`wait 3000`) so the kill cuts some (infra_job_log);
 *   - a file uploaded (infra_file, and its content in the master storage).
 *
 * After a random 2 to BENCH_LOAD_SECONDS s every server is killed with SIGKILL while writes are
 * in flight. With the servers down, the database is read directly (PGlite opened on the folder
 * the killed server left): every acknowledged write is there and whole, and nothing is half
 * written (a user without the 岗位 it was created with, a process running with no open task).
 * Then the servers start again and, through the API: every acknowledged file reads back as
 * uploaded, every file row has its content, no run of 调度日志 is left 运行中 once the servers had
 * time to find the runs the crash cut short, and the load runs again. BENCH_ROUNDS rounds
 * (default 3) per database. Prints the counts; exits 1 on any loss.
 *
 *   npm run crash -w bench
 *   DB_RLS=false BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_REDIS_URL=redis://127.0.0.1:6379/12 npm run crash -w bench
 *   (BENCH_ROUNDS 3, BENCH_WRITERS 8, BENCH_LOAD_SECONDS 8, BENCH_RECOVERY_SECONDS 60; the Redis database is flushed first)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import {
  BpmProcessInstanceStatus,
  BpmResult,
  JobLogStatus,
  jobApi,
  jobLogApi,
  permissionApi,
  postApi,
  processInstanceApi,
  roleApi,
  taskApi,
  userApi,
} from '@tenon/contracts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  adminSql,
  exited,
  freePort,
  NGINX,
  running,
  sleep,
  spawnServer,
  startTopology,
  withDatabase,
  type Instance,
} from '../apps/server/src/test/topology.ts';
import { answeredOk, call, deploySelfApproval, must, PROCESS_KEY, PROCESS_STEPS, signIn, uploadFile, type Session } from './loadKit.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const writers = Number(process.env.BENCH_WRITERS ?? 8);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const recoverySeconds = Number(process.env.BENCH_RECOVERY_SECONDS ?? 60);
const adminUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL;
/** How long each run of the demo job takes (its parameter `wait <ms>`). */
const JOB_RUN_MS = 3000;

/** What the servers acknowledged, over every round of one database. */
interface Acked {
  users: Map<number, { posts: number[]; role?: number }>;
  processes: Set<string>;
  /** Approved first tasks, by process. */
  approvals: Map<string, string>;
  jobTriggers: number;
  files: Map<string, { name: string; content: string }>;
}

/** A database under test: how its servers start and die, and how to read it with them down. */
interface Target {
  name: string;
  /** Where the clients send their requests (nginx, or the one server). */
  front(): string;
  startAll(): Promise<void>;
  killAll(): Promise<void>;
  /** Rows of one query, read with the servers down. */
  query<T>(text: string): Promise<T[]>;
  stop(): Promise<void>;
}

interface Setup {
  posts: number[];
  roleId: number;
  definitionId: string;
  jobId: number;
}

async function prepare(s: Session): Promise<Setup> {
  const posts: number[] = [];
  for (const code of ['crash_a', 'crash_b']) posts.push(await must(s, postApi.create, { body: { code, name: `崩溃岗位${code}`, sort: 0, status: 0 } }));
  const role = (await must(s, roleApi.listAllSimple)).find((r) => r.code === 'common');
  if (!role) throw new Error('no role common');
  const definitionId = await deploySelfApproval(s);
  const [job] = (await must(s, jobApi.page, { query: { pageNo: 1, pageSize: 1, handlerName: 'demoJob' } })).list;
  if (!job) throw new Error('no demo job');
  // Runs of a few seconds: a kill finds some going, which only a restart's recovery can end.
  const { createTime: _c, status: _s, ...editable } = job;
  await must(s, jobApi.update, { body: { ...editable, handlerParam: `wait ${JOB_RUN_MS}`, retryCount: 0 } });
  return { posts, roleId: role.id, definitionId, jobId: job.id };
}

/** The writers: each loops over the four writes until `stop()`, recording what was acknowledged. */
function writeLoad(front: string, token: string, setup: Setup, acked: Acked, round: number) {
  let stopping = false;
  let seq = 0;
  const counts = { sent: 0, acked: 0, refused: 0 };
  const refusedSamples: string[] = [];
  const s: Session = { base: front, token };
  const note = (ok: boolean, what: string, text: string) => {
    counts.sent++;
    if (ok) counts.acked++;
    else {
      counts.refused++;
      // Before the kill nothing may be refused; after it, anything in flight may be.
      if (!stopping && refusedSamples.length < 5) refusedSamples.push(`${what}: ${text.slice(0, 200)}`);
    }
    return ok;
  };
  const writes: Array<() => Promise<void>> = [
    async () => {
      const username = `crash${round}x${++seq}`;
      const created = await call(s, userApi.create, { body: { username, nickname: username, password: 'crash123', postIds: setup.posts } });
      if (!note(answeredOk(created), 'user', created.text)) return;
      const userId = created.data!;
      acked.users.set(userId, { posts: setup.posts });
      const assigned = await call(s, permissionApi.assignUserRole, { body: { userId, roleIds: [setup.roleId] } });
      if (note(answeredOk(assigned), 'role', assigned.text)) acked.users.get(userId)!.role = setup.roleId;
    },
    async () => {
      const started = await call(s, processInstanceApi.create, { body: { processDefinitionId: setup.definitionId, variables: {} } });
      if (!note(answeredOk(started), 'process', started.text)) return;
      acked.processes.add(started.data!);
      const tasks = await call(s, taskApi.listByProcessInstanceId, { query: { processInstanceId: started.data! } });
      const first = tasks.data?.find((t) => t.result === BpmResult.PROCESS);
      if (!first) return;
      const approved = await call(s, taskApi.approve, { body: { id: first.id, reason: '同意' } });
      if (note(answeredOk(approved), 'approve', approved.text)) acked.approvals.set(started.data!, first.id);
    },
    async () => {
      const triggered = await call(s, jobApi.trigger, { query: { id: setup.jobId } });
      if (note(answeredOk(triggered), 'job', triggered.text)) acked.jobTriggers++;
    },
    async () => {
      const name = `crash-${round}-${++seq}.txt`;
      const content = `崩溃测试 ${name}\n`.repeat(1 + (seq % 40));
      const uploaded = await uploadFile(s, name, content);
      if (note(answeredOk(uploaded), 'upload', uploaded.text)) acked.files.set(new URL(uploaded.data!, front).pathname, { name, content });
    },
  ];
  const done = Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = w; !stopping; i++) await writes[i % writes.length]!();
    }),
  );
  return {
    counts,
    refusedSamples,
    /** Stops issuing writes; answers once those in flight have their answer (or their error). */
    stop: async () => {
      stopping = true;
      await done;
    },
  };
}

/** Compares the database, read with the servers down, to what was acknowledged. Answers the problems found. */
async function checkStored(target: Target, setup: Setup, acked: Acked): Promise<{ problems: string[]; seen: Record<string, number> }> {
  const problems: string[] = [];
  const users = await target.query<{ id: number; username: string; post_ids: number[] }>(`SELECT id, username, post_ids FROM system_users WHERE username LIKE 'crash%'`);
  const roles = await target.query<{ user_id: number; role_id: number }>(`SELECT user_id, role_id FROM system_user_role WHERE role_id = ${setup.roleId}`);
  const byId = new Map(users.map((u) => [Number(u.id), u]));
  const roleHolders = new Set(roles.map((r) => Number(r.user_id)));
  const samePosts = (a: number[]) => JSON.stringify([...a].map(Number).sort()) === JSON.stringify([...setup.posts].sort());
  for (const [id, want] of acked.users) {
    const row = byId.get(id);
    if (!row) problems.push(`acknowledged user ${id} missing`);
    else if (!samePosts(row.post_ids)) problems.push(`acknowledged user ${id} has posts ${JSON.stringify(row.post_ids)}, created with ${JSON.stringify(want.posts)}`);
    if (want.role && !roleHolders.has(id)) problems.push(`acknowledged role of user ${id} missing`);
  }
  // Whether acknowledged or not: every bench user was created with both posts.
  for (const u of users) if (!samePosts(u.post_ids)) problems.push(`half-written user ${u.username}: posts ${JSON.stringify(u.post_ids)}`);

  const instances = await target.query<{ id: string; status: number }>(`SELECT id, status FROM bpm_process_instance WHERE process_key = '${PROCESS_KEY}'`);
  const tasks = await target.query<{ id: string; process_instance_id: string; definition_key: string; result: number; end_time: unknown }>(
    `SELECT t.id, t.process_instance_id, t.definition_key, t.result, t.end_time FROM bpm_task t JOIN bpm_process_instance p ON p.id = t.process_instance_id WHERE p.process_key = '${PROCESS_KEY}'`,
  );
  const instanceIds = new Set(instances.map((i) => i.id));
  const taskById = new Map(tasks.map((t) => [t.id, t]));
  const tasksOf = new Map<string, typeof tasks>();
  for (const t of tasks) tasksOf.set(t.process_instance_id, [...(tasksOf.get(t.process_instance_id) ?? []), t]);
  for (const id of acked.processes) if (!instanceIds.has(id)) problems.push(`acknowledged process ${id} missing`);
  for (const [processId, taskId] of acked.approvals) {
    const t = taskById.get(taskId);
    if (!t || Number(t.result) !== BpmResult.APPROVE || t.end_time === null) problems.push(`acknowledged approval of task ${taskId} not stored (${JSON.stringify(t)})`);
    // The process moved on: the second step was opened (and may have been approved since).
    if (!tasksOf.get(processId)?.some((x) => x.definition_key === PROCESS_STEPS[1])) problems.push(`process ${processId}: approved, but no ${PROCESS_STEPS[1]} task`);
  }
  for (const i of instances) {
    const open = (tasksOf.get(i.id) ?? []).filter((t) => t.end_time === null);
    if (Number(i.status) === BpmProcessInstanceStatus.RUNNING && !open.length) problems.push(`process ${i.id} stuck: running with no open task`);
    if (Number(i.status) !== BpmProcessInstanceStatus.RUNNING && open.length) problems.push(`process ${i.id} ended with ${open.length} open task(s)`);
  }

  const logs = await target.query<{ id: number; status: number; begin_time: unknown }>(`SELECT id, status, begin_time FROM infra_job_log WHERE job_id = ${setup.jobId}`);
  // Each acknowledged 执行一次 wrote its 调度日志 row before the answer (scheduled fires add more).
  if (logs.length < acked.jobTriggers) problems.push(`${acked.jobTriggers} job runs acknowledged, ${logs.length} logged`);

  const files = await target.query<{ url: string }>(`SELECT url FROM infra_file WHERE name LIKE 'crash-%'`);
  const fileUrls = new Set(files.map((f) => new URL(f.url, 'http://x').pathname));
  for (const url of acked.files.keys()) if (!fileUrls.has(url)) problems.push(`acknowledged file ${url} missing`);
  return {
    problems,
    seen: { users: users.length, processes: instances.length, tasks: tasks.length, jobLogs: logs.length, running: logs.filter((l) => Number(l.status) === JobLogStatus.RUNNING).length, files: files.length },
  };
}

/** With the servers up again: files read back, and the runs the crash cut short end. */
async function checkServed(s: Session, setup: Setup, acked: Acked, killedAt: number, fileUrls: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [url, want] of acked.files) {
    const res = await fetch(`${s.base}${url}`);
    const body = await res.text();
    if (res.status !== 200 || body !== want.content) problems.push(`acknowledged file ${url}: HTTP ${res.status}, ${body.length} chars (uploaded ${want.content.length})`);
  }
  // Every row of 文件列表, acknowledged or not, serves its content: no row without it.
  for (const url of fileUrls) {
    const res = await fetch(`${s.base}${new URL(url, 'http://x').pathname}`);
    await res.arrayBuffer();
    if (res.status !== 200) problems.push(`file row ${url} without content: HTTP ${res.status}`);
  }
  // 调度日志: no run that began before the kill may stay 运行中 for good.
  const deadline = Date.now() + recoverySeconds * 1000;
  for (;;) {
    const page = await must(s, jobLogApi.page, { query: { pageNo: 1, pageSize: 100, jobId: setup.jobId, status: JobLogStatus.RUNNING } });
    const cut = page.list.filter((l) => l.beginTime < killedAt);
    if (!cut.length) break;
    if (Date.now() > deadline) {
      problems.push(`${cut.length} job run(s) begun before the kill still 运行中 ${recoverySeconds} s after the restart (log ids ${cut.map((l) => l.id).join(', ')})`);
      break;
    }
    await sleep(1000);
  }
  return problems;
}

async function soakTarget(target: Target): Promise<boolean> {
  console.log(`\n== ${target.name} ==`);
  await target.startAll();
  let s = await signIn(target.front(), 'admin', 'admin123');
  const setup = await prepare(s);
  const acked: Acked = { users: new Map(), processes: new Set(), approvals: new Map(), jobTriggers: 0, files: new Map() };
  let lost = 0;
  for (let round = 1; round <= rounds; round++) {
    const load = writeLoad(target.front(), s.token!, setup, acked, round);
    await sleep((2 + Math.random() * Math.max(0, loadSeconds - 2)) * 1000);
    const killedAt = Date.now();
    const killing = target.killAll();
    await load.stop();
    await killing;
    const stored = await checkStored(target, setup, acked);
    const fileRows = (await target.query<{ url: string }>(`SELECT url FROM infra_file WHERE name LIKE 'crash-%'`)).map((f) => f.url);
    await target.startAll();
    s = await signIn(target.front(), 'admin', 'admin123');
    const served = await checkServed(s, setup, acked, killedAt, fileRows);
    const problems = [...stored.problems, ...served];
    lost += problems.length;
    console.log(
      `round ${round}: writes sent ${load.counts.sent}, acknowledged ${load.counts.acked}, cut by the kill ${load.counts.refused}; ` +
        `acknowledged so far: ${acked.users.size} users, ${acked.processes.size} processes (${acked.approvals.size} approved), ${acked.jobTriggers} job runs, ${acked.files.size} files; ` +
        `stored at the kill: ${JSON.stringify(stored.seen)}; problems ${problems.length}`,
    );
    for (const r of load.refusedSamples) console.log(`  refused before the kill: ${r}`);
    for (const p of problems.slice(0, 10)) console.log(`  ${p}`);
  }
  await target.stop();
  return lost === 0;
}

function pgliteTarget(port: number, dir: string): Target {
  const inst: Instance = { name: 'pglite', port, base: `http://127.0.0.1:${port}`, dataDir: path.join(dir, 'pglite-server') };
  // The embedded start as `npm start` makes it: demo data, no PostgreSQL, no Redis.
  const env = { DATABASE_URL: '', REDIS_URL: '', SEED_DEMO: 'true', DRAIN_SECONDS: '0', JOB_SCHEDULER: 'true' };
  return {
    name: 'embedded PGlite, one server',
    front: () => inst.base,
    startAll: () => spawnServer(inst, env),
    killAll: async () => {
      inst.child?.kill('SIGKILL');
      await exited(inst);
    },
    async query<T>(text: string) {
      // The folder the killed server left, opened as its next start would open it.
      const database = await openDatabase({ dataDir: inst.dataDir });
      try {
        return ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
      } finally {
        await database.close();
      }
    },
    stop: async () => {
      if (running(inst)) {
        inst.child!.kill('SIGKILL');
        await exited(inst);
      }
    },
  };
}

async function postgresTarget(dir: string, dbName: string): Promise<Target> {
  const databaseUrl = withDatabase(adminUrl!, dbName);
  await adminSql(adminUrl!, `CREATE DATABASE ${dbName}`);
  spawnSync('redis-cli', ['-u', redisUrl!, 'flushdb']);
  let topology: Awaited<ReturnType<typeof startTopology>> | undefined;
  return {
    name: 'PostgreSQL, three servers behind nginx',
    front: () => topology!.front,
    async startAll() {
      if (!topology) {
        topology = await startTopology({ dir, databaseUrl, redisUrl: redisUrl!, env: { SEED_DEMO: 'true' } });
        return;
      }
      const [first, ...others] = topology.instances;
      await topology.start(first!);
      await Promise.all(others.map((i) => topology!.start(i)));
    },
    killAll: async () => {
      for (const inst of topology!.instances) inst.child?.kill('SIGKILL');
      await Promise.all(topology!.instances.map(exited));
    },
    async query<T>(text: string) {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      try {
        return (await c.query(text)).rows as T[];
      } finally {
        await c.end();
      }
    },
    stop: async () => {
      await topology?.stop();
      await adminSql(adminUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-crash-'));
let ok = true;
try {
  ok = (await soakTarget(pgliteTarget(await freePort(), dir))) && ok;
  if (adminUrl && redisUrl && fs.existsSync(NGINX)) ok = (await soakTarget(await postgresTarget(dir, `tenon_crash_${process.pid}`))) && ok;
  else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL and BENCH_REDIS_URL, and install nginx)');
} catch (err) {
  console.error(err);
  ok = false;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(ok ? '\ncrash: passed (every acknowledged write stored whole, nothing half written, nothing stuck)' : '\ncrash: FAILED');
process.exit(ok ? 0 : 1);
