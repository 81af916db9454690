/**
 * Load and soak (issue 25): the topology of docs/deploy.md (three server processes on one
 * PostgreSQL database and one Redis, behind nginx with deploy/nginx.conf; the same start as
 * apps/server/src/topology.test.ts) under BENCH_SESSIONS virtual users for BENCH_SECONDS. Each
 * user is one of the bench's own users (super_admin, created in a set-up step), connecting from a
 * loopback address of its own (127.0.x.y: from one address, 200 sign-ins at once would meet the
 * throttle's per-address captcha, docs/captcha.md, as an office behind one NAT would), signs in through nginx, then
 * loops a weighted mix of what the console does (list pages, permission info, the unread count
 * and the bell, creating 岗位 and 通知公告, starting and approving a two-step process, uploads,
 * signing out and in again) with a random pause of 0 to 2 × BENCH_THINK_MS between calls.
 *
 * Prints requests, errors (any answer but HTTP 200 with code 0: the first few with status and
 * body), p50/p99 per kind after the warm-up, and each instance's RSS (/proc/<pid>/status VmRSS,
 * the median of the samples in the 10 s after the warm-up and in the last 10 s) as a ratio, with
 * its level at each fifth of the run between (the 200 sign-ins' argon2 hashing lifts the level
 * just after the warm-up, so a steady server often ends below it).
 * Exits 1 on any error or on memory grown more than 10 %.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_REDIS_URL=redis://127.0.0.1:6379/12 npm run soak -w bench
 *   (BENCH_SESSIONS 200, BENCH_SECONDS 300, BENCH_WARMUP 30, BENCH_THINK_MS 250; the Redis
 *   database is flushed first)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  authApi,
  dictDataApi,
  noticeApi,
  notifyMessageApi,
  operateLogApi,
  postApi,
  processInstanceApi,
  taskApi,
  userApi,
  BpmResult,
} from '@tenon/contracts';
import { adminSql, NGINX, sleep, startTopology, withDatabase, type Topology } from '../apps/server/src/test/topology.ts';
import {
  BENCH_PASSWORD,
  answeredOk,
  call,
  clientAgent,
  createBenchUsers,
  deploySelfApproval,
  inParallel,
  percentile,
  signIn,
  uploadFile,
  type Answer,
  type Session,
} from './loadKit.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
const redisBase = process.env.BENCH_REDIS_URL;
if (!adminUrl || !redisBase || !fs.existsSync(NGINX)) {
  console.error('soak bench: set BENCH_DATABASE_URL (PostgreSQL) and BENCH_REDIS_URL, and install nginx (apt-get install nginx)');
  process.exit(2);
}
const sessions = Number(process.env.BENCH_SESSIONS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 300);
const warmup = Number(process.env.BENCH_WARMUP ?? 30);
const think = Number(process.env.BENCH_THINK_MS ?? 250);
const MEMORY_WINDOW_MS = 10_000;

const run = `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}`;
const dbName = `tenon_soak_${process.pid}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-soak-'));

interface Stats {
  latencies: Map<string, number[]>;
  requests: number;
  errors: number;
  firstErrors: string[];
}
const stats: Stats = { latencies: new Map(), requests: 0, errors: 0, firstErrors: [] };
let measuring = false;
let stopping = false;

/** Times one call and counts it; answers it for the caller to read. */
async function timed<T>(kind: string, request: () => Promise<Answer<T>>): Promise<Answer<T>> {
  const t0 = performance.now();
  const answer = await request();
  const ms = performance.now() - t0;
  stats.requests++;
  if (!answeredOk(answer)) {
    stats.errors++;
    if (stats.firstErrors.length < 10) stats.firstErrors.push(`${kind}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
  } else if (measuring) {
    let list = stats.latencies.get(kind);
    if (!list) stats.latencies.set(kind, (list = []));
    list.push(ms);
  }
  return answer;
}

type Action = (s: Session, n: number) => Promise<void>;

function actions(definitionId: string, signInAgain: (s: Session) => Promise<void>): Array<[weight: number, action: Action]> {
  const page = { pageNo: 1, pageSize: 10 };
  return [
    [10, async (s) => void (await timed('用户列表', () => call(s, userApi.page, { query: page })))],
    [8, async (s) => void (await timed('字典数据列表', () => call(s, dictDataApi.page, { query: page })))],
    [6, async (s) => void (await timed('操作日志列表', () => call(s, operateLogApi.page, { query: page })))],
    [8, async (s) => void (await timed('待办任务', () => call(s, taskApi.todoPage, { query: page })))],
    [10, async (s) => void (await timed('get-permission-info', () => call(s, authApi.getPermissionInfo)))],
    [10, async (s) => void (await timed('未读数', () => call(s, notifyMessageApi.getUnreadCount)))],
    [6, async (s) => void (await timed('铃铛（未读列表）', () => call(s, notifyMessageApi.getUnreadList, { query: { size: 10 } })))],
    [
      4,
      async (s, n) =>
        void (await timed('新增岗位', () => call(s, postApi.create, { body: { code: `soak_${run}_${n}`, name: `压测岗位${run}${n}`, sort: n % 1000, status: 0 } }))),
    ],
    [2, async (s, n) => void (await timed('新增通知公告', () => call(s, noticeApi.create, { body: { title: `压测公告${n}`, type: 1, content: `<p>压测 ${run} ${n}</p>`, status: 0 } })))],
    [
      4,
      // 发起 then 审批 both steps, as 待办任务 shows them.
      async (s) => {
        const started = await timed('发起流程', () => call(s, processInstanceApi.create, { body: { processDefinitionId: definitionId, variables: {} } }));
        if (!answeredOk(started)) return;
        for (let step = 0; step < 2; step++) {
          const tasks = await timed('流程任务列表', () => call(s, taskApi.listByProcessInstanceId, { query: { processInstanceId: started.data! } }));
          const open = tasks.data?.find((t) => t.result === BpmResult.PROCESS);
          if (!open) return;
          await timed('审批通过', () => call(s, taskApi.approve, { body: { id: open.id, reason: '同意' } }));
        }
      },
    ],
    [3, async (s, n) => void (await timed('上传文件', () => uploadFile(s, `soak-${n}.txt`, `压测文件 ${run} ${n}\n`.repeat(1 + (n % 50)))))],
    [1, async (s) => signInAgain(s)],
  ];
}

/** Each instance's VmRSS in bytes, by pid. */
function rssOf(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) * 1024 : NaN;
}
/** Pads to a width counted in terminal columns (a CJK character takes two). */
const padColumns = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0)));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

let topology: Topology | undefined;
let exitCode = 0;
try {
  await adminSql(adminUrl, `CREATE DATABASE ${dbName}`);
  const redisUrl = redisBase;
  spawnSync('redis-cli', ['-u', redisUrl, 'flushdb']);
  console.log(`soak: starting 3 instances and nginx (database ${dbName}, Redis ${redisUrl})`);
  topology = await startTopology({ dir, databaseUrl: withDatabase(adminUrl, dbName), redisUrl, env: { SEED_DEMO: 'true' } });
  const { front, instances } = topology;
  const admin = await signIn(front, 'admin', 'admin123');
  const definitionId = await deploySelfApproval(admin);
  const usernames = await createBenchUsers(admin, `soak${run}u`, sessions);
  console.log(`soak: ${sessions} users created; ${sessions} sessions for ${seconds} s (warm-up ${warmup} s, think 0–${2 * think} ms)`);

  const signInAgain = async (s: Session & { username?: string }) => {
    await timed('退出登录', () => call(s, authApi.logout));
    const answer = await timed('登录', () => call({ base: front, agent: s.agent }, authApi.login, { body: { username: s.username!, password: BENCH_PASSWORD } }));
    if (answeredOk(answer)) s.token = answer.data!.accessToken;
  };
  const mix = actions(definitionId, signInAgain);
  const totalWeight = mix.reduce((sum, [w]) => sum + w, 0);
  const pick = (): Action => {
    let r = Math.random() * totalWeight;
    for (const [w, a] of mix) if ((r -= w) < 0) return a;
    return mix[0]![1];
  };

  const samples = new Map<number, Array<{ at: number; rss: number }>>(instances.map((i) => [i.child!.pid!, []]));
  const t0 = Date.now();
  const sampler = setInterval(() => {
    for (const [pid, list] of samples) list.push({ at: Date.now() - t0, rss: rssOf(pid) });
  }, 2000);
  const warmedUp = setTimeout(() => (measuring = true), warmup * 1000);
  const ended = setTimeout(() => (stopping = true), (warmup + seconds) * 1000);
  let seq = 0;
  const startedAt = performance.now();
  await inParallel(usernames, sessions, async (username, i) => {
    const session: Session & { username: string } = { base: front, username, agent: clientAgent(i) };
    const login = await timed('登录', () => call({ base: front, agent: session.agent }, authApi.login, { body: { username, password: BENCH_PASSWORD } }));
    if (!answeredOk(login)) return;
    session.token = login.data!.accessToken;
    while (!stopping) {
      await pick()(session, ++seq);
      await sleep(Math.random() * 2 * think);
    }
  });
  const elapsed = (performance.now() - startedAt) / 1000;
  clearInterval(sampler);
  clearTimeout(warmedUp);
  clearTimeout(ended);

  console.log(`\nrequests ${stats.requests} in ${elapsed.toFixed(0)} s (${(stats.requests / elapsed).toFixed(0)}/s), errors ${stats.errors}, ${os.cpus().length} cores`);
  for (const e of stats.firstErrors) console.log(`  ${e}`);
  console.log(`${'kind'.padEnd(22)}${'count'.padStart(8)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}`);
  for (const [kind, list] of [...stats.latencies].sort((a, b) => b[1].length - a[1].length)) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(`${padColumns(kind, 22)}${String(sorted.length).padStart(8)}${percentile(sorted, 0.5).toFixed(1).padStart(10)}${percentile(sorted, 0.99).toFixed(1).padStart(10)}`);
  }
  const all = [...stats.latencies.values()].flat().sort((a, b) => a - b);
  console.log(`${'all'.padEnd(22)}${String(all.length).padStart(8)}${percentile(all, 0.5).toFixed(1).padStart(10)}${percentile(all, 0.99).toFixed(1).padStart(10)}`);

  let grown = false;
  console.log('\ninstance  RSS after warm-up  RSS at end  ratio  (MB at each fifth of the measured time)');
  for (const inst of instances) {
    const list = samples.get(inst.child!.pid!)!;
    const after = median(list.filter((s) => s.at >= warmup * 1000 && s.at < warmup * 1000 + MEMORY_WINDOW_MS).map((s) => s.rss));
    const end = median(list.filter((s) => s.at >= (warmup + seconds) * 1000 - MEMORY_WINDOW_MS).map((s) => s.rss));
    const ratio = end / after;
    if (!(ratio <= 1.1)) grown = true;
    // The trend shows a leak a lucky pair of samples could hide.
    const fifths = [1, 2, 3, 4].map((k) => median(list.filter((s) => s.at >= (warmup + (seconds * k) / 5) * 1000 - MEMORY_WINDOW_MS && s.at < (warmup + (seconds * k) / 5) * 1000).map((s) => s.rss)));
    const trend = fifths.map((b) => (b / 2 ** 20).toFixed(0)).join(' → ');
    console.log(`${inst.name.padEnd(10)}${`${(after / 2 ** 20).toFixed(0)} MB`.padStart(17)}${`${(end / 2 ** 20).toFixed(0)} MB`.padStart(12)}${ratio.toFixed(2).padStart(7)}  (${trend})`);
  }
  if (stats.errors > 0 || grown) exitCode = 1;
  console.log(exitCode ? '\nsoak: FAILED (errors, or memory grown more than 10 %)' : '\nsoak: passed (0 errors, memory within 10 %)');
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await topology?.stop();
  await adminSql(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((err: unknown) => console.error(err));
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
