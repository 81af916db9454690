/**
 * Scheduled jobs benchmark: two real server processes on one PostgreSQL database, each running
 * the scheduler, for BENCH_SECONDS (default 600) of the demo job switched to every second. From
 * 调度日志 it prints the fire times expected, run, run twice (duplicated) and not run (missed),
 * and how late each run began after its fire time (median and worst). Exits non-zero on any
 * duplicate or miss.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run jobs -w bench
 *
 * With BENCH_REDIS_URL (a Redis database of its own: the servers' start removes BullMQ schedulers
 * of jobs their database lacks) the servers schedule through BullMQ instead of the database's
 * compare-and-set, and the same counts are printed.
 *
 * PGlite is one process's database, so two servers need PostgreSQL; the PGlite claim is covered
 * by apps/server's job-scheduler.test.ts (two schedulers in one process).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from './serverProcess.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error('jobs bench: set BENCH_DATABASE_URL to a PostgreSQL server (two server processes cannot share PGlite)');
  process.exit(2);
}
const redisUrl = process.env.BENCH_REDIS_URL;
const seconds = Number(process.env.BENCH_SECONDS ?? 600);
const dbName = `tenon_jobs_bench_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const ports = [48221, 48222];
// Both servers read the same sealed secrets (SMS channels, mail accounts), so they share the key.
const secretKey = process.env.SECRET_KEY ?? `jobs-bench-${process.pid}-${Date.now()}-shared-by-both-servers`;
const apiOf = (port: number) => `http://127.0.0.1:${port}/tri-real-api/admin-api`;

async function sql<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

function startServer(port: number): ChildProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-jobs-bench-'));
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SECRET_KEY: secretKey, APP_TIME_ZONE: 'Asia/Shanghai', SEED_DEMO: 'true', JOB_SCHEDULER: 'true', LOG_LEVEL: 'error', REDIS_URL: redisUrl ?? '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUp(port: number) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${apiOf(port)}/system/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server on ${port} did not start`);
}

async function api<T>(port: number, token: string, method: string, p: string, body?: unknown): Promise<T> {
  const res = await fetch(`${apiOf(port)}${p}`, {
    method,
    headers: { 'content-type': 'application/json', 'tenant-id': '1', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; data: T; msg: string };
  if (json.code !== 0) throw new Error(`${method} ${p}: ${json.msg}`);
  return json.data;
}

await sql(adminUrl, `CREATE DATABASE ${dbName}`);
const servers: ChildProcess[] = [];
try {
  // One after the other: the first start migrates and seeds, the second finds it done.
  servers.push(startServer(ports[0]!));
  await waitUp(ports[0]!);
  servers.push(startServer(ports[1]!));
  await waitUp(ports[1]!);

  const login = await fetch(`${apiOf(ports[0]!)}/system/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  type Job = { id: number; name: string; handlerName: string; handlerParam: string; cronExpression: string; retryCount: number; retryInterval: number; monitorTimeout: number };
  const [demo] = (await api<{ list: Job[] }>(ports[0]!, token, 'GET', '/infra/job/page?handlerName=demoJob')).list;
  await api(ports[0]!, token, 'PUT', '/infra/job/update', { ...demo!, handlerParam: 'bench', cronExpression: '* * * * * ?', retryCount: 0 });
  const claim = redisUrl ? 'one Redis (BullMQ job schedulers)' : "the database's compare-and-set";
  console.log(`Jobs benchmark: two servers, one PostgreSQL database, ${claim}, an every-second job for ${seconds} s`);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  await api(ports[1]!, token, 'PUT', '/infra/job/update-status', { id: demo!.id, status: 2 });
  // Runs already claimed finish within a moment; the pause leaves next_fire_time null.
  await new Promise((r) => setTimeout(r, 3000));
  const logs = await sql<{ result: string; begin: Date }>(databaseUrl, `SELECT result, begin_time AS begin FROM infra_job_log WHERE job_id = $1 AND result LIKE '%参数：bench，计划时间%'`, [demo!.id]);
  const fired = logs.map((l) => ({ planned: l.result.slice(l.result.indexOf('计划时间：') + 5), begin: l.begin.getTime() }));
  const plannedTimes = [...new Set(fired.map((f) => f.planned))].sort();
  const last = plannedTimes.at(-1)!;
  // Every second from the first fire time run to the last one: the schedule began with the edit
  // (its first fire time may be claimed before this script could read it) and ended with the pause.
  const expected: string[] = [];
  const wall = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
  const first = Date.parse(`${plannedTimes[0]!.replace(' ', 'T')}+08:00`);
  for (let t = first; wall(t) <= last; t += 1000) expected.push(wall(t));
  const counts = new Map<string, number>();
  for (const f of fired) counts.set(f.planned, (counts.get(f.planned) ?? 0) + 1);
  const duplicated = [...counts.values()].filter((n) => n > 1).reduce((s, n) => s + n - 1, 0);
  const missed = expected.filter((t) => !counts.has(t)).length;
  const lateness = fired
    .map((f) => f.begin - (Date.parse(`${f.planned.replace(' ', 'T')}+08:00`)))
    .sort((a, b) => a - b);
  console.log(`fires expected  ${expected.length}`);
  console.log(`runs            ${fired.length}`);
  console.log(`duplicated      ${duplicated}`);
  console.log(`missed          ${missed}`);
  console.log(`lateness ms     median ${lateness[Math.floor(lateness.length / 2)]}, worst ${lateness.at(-1)}`);
  if (duplicated || missed) process.exitCode = 1;
} finally {
  for (const s of servers) s.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 2000));
  await sql(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
