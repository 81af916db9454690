/**
 * API benchmark, run as whole processes: starts the real server (embedded database, demo
 * seed) in a child process, logs in, then loads three routes of that same server with
 * autocannon, one after another: the bare health route (baseline), then the hot paths every
 * console screen calls (get-permission-info, dict-data/list-all-simple, the user page, the to-do
 * page, the unread count). Prints req/s, p99 latency and the ratio to the baseline, so the
 * figures compare within one run on one machine rather than against a number from elsewhere.
 * Issue 25's goal: each of the first four at ≥ 0.5 of the baseline's req/s with p99 < 20 ms.
 * The readiness probe is printed as the database's floor: one `select 1` and nothing else (no
 * session, no access-log row), so a route that must send one statement, let alone a page's two,
 * cannot be faster than it.
 *
 *   npm run api -w bench            (BENCH_SECONDS, BENCH_CONNECTIONS (default 50) to tune;
 *                                    BENCH_DATABASE_URL=postgres://… for PostgreSQL;
 *                                    BENCH_ONLY=<regexp> for the baseline and the routes it matches)
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { databaseLabel, serverProcess } from './serverProcess.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const server = serverProcess(Number(process.env.BENCH_PORT ?? 48199));
const { base } = server;

interface Row {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string, headers: Record<string, string>): Promise<Row> {
  const r = await autocannon({ url, connections, duration: seconds, headers });
  const non2xx = r.non2xx + r.errors + r.timeouts;
  return { name, rps: r.requests.average, p99: r.latency.p99, errors: non2xx };
}

await server.start();
// Every request carries what the console's browser sends with it: its token and tenant, and the
// codings it takes (Chromium's Accept-Encoding over HTTPS).
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const auth = { ...browser, ...(await server.adminHeaders()) };

// A short warm-up so the JIT and the database caches are in the same state for every route.
await autocannon({ url: `${base}/system/dict-data/list-all-simple`, connections, duration: 2, headers: auth });

const routes: [name: string, url: string, headers: Record<string, string>][] = [
  ['baseline: GET /system/health', `${base}/system/health`, browser],
  ['GET /system/auth/get-permission-info', `${base}/system/auth/get-permission-info`, auth],
  ['GET /system/dict-data/list-all-simple', `${base}/system/dict-data/list-all-simple`, auth],
  ['GET /system/user/page', `${base}/system/user/page?pageNo=1&pageSize=10`, auth],
  ['GET /bpm/task/todo-page', `${base}/bpm/task/todo-page?pageNo=1&pageSize=10`, auth],
  ['floor: GET /system/ready (select 1)', `${base}/system/ready`, browser],
  ['GET /system/notify-message/get-unread-count', `${base}/system/notify-message/get-unread-count`, auth],
];
// BENCH_ONLY (a regular expression on the route's name) keeps the baseline and the routes it
// matches: one route at a time under a profiler (BENCH_SERVER_ARGS="--cpu-prof ...").
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const rows: Row[] = [];
for (const [name, url, headers] of routes) if (!only || name.startsWith('baseline') || only.test(name)) rows.push(await load(name, url, headers));
const [baseline] = rows;
console.log(`\nAPI benchmark: ${connections} connections, ${seconds} s per route, ${os.cpus().length} cores, ${databaseLabel(server.databaseUrl)}`);
console.log('route'.padEnd(46), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'req/s ÷ baseline'.padStart(18), 'p99 × baseline'.padStart(16), 'errors'.padStart(7));
for (const r of rows) {
  console.log(
    r.name.padEnd(46),
    r.rps.toFixed(0).padStart(9),
    String(r.p99).padStart(8),
    (r.rps / baseline!.rps).toFixed(3).padStart(18),
    (r.p99 / Math.max(baseline!.p99, 1)).toFixed(1).padStart(16),
    String(r.errors).padStart(7),
  );
}
await server.drop();
process.exit(rows.some((r) => r.errors > 0) ? 1 : 0);
