/**
 * What the operate log costs a write call. Every write stores its audit row before the answer
 * leaves (docs/decisions/platform.md, "Operate log write path"), so a write pays one more insert. Loads
 * the real server (embedded database, demo seed) with autocannon on a write that is logged
 * (PUT /system/post/update, the same post unchanged) and on a read that is not (the post's
 * page), and prints req/s and latency for both, then checks that every write left its row.
 * Run it on two commits to compare write paths; the figures compare within one machine only.
 *
 *   node --import tsx bench/operate-log.bench.ts     (BENCH_SECONDS, BENCH_CONNECTIONS to tune)
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { serverProcess } from './serverProcess.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const server = serverProcess(Number(process.env.BENCH_PORT ?? 48198));
const { base } = server;

await server.start();
const auth = await server.adminHeaders();
const json = { ...auth, 'content-type': 'application/json' };
const get = async <T>(path: string) => ((await (await fetch(`${base}${path}`, { headers: auth })).json()) as { data: T }).data;

const posts = await get<{ list: Array<{ id: number; code: string; name: string; sort: number; status: number; remark?: string }> }>('/system/post/page?pageSize=1');
const post = posts.list[0]!;
const body = JSON.stringify({ id: post.id, code: post.code, name: post.name, sort: post.sort, status: post.status, remark: post.remark ?? '' });
const logged = async () => (await get<{ total: number }>('/system/operate-log/page?pageSize=1')).total;

// A short warm-up so the JIT and the database caches are in the same state for both routes.
await autocannon({ url: `${base}/system/post/update`, method: 'PUT', body, connections, duration: 2, headers: json });

const rows: Array<{ name: string; r: autocannon.Result }> = [];
rows.push({ name: 'GET /system/post/page (not logged)', r: await autocannon({ url: `${base}/system/post/page`, connections, duration: seconds, headers: auth }) });
const before = await logged();
const write = await autocannon({ url: `${base}/system/post/update`, method: 'PUT', body, connections, duration: seconds, headers: json });
// Read at once after the last answer: an answered write whose row is not there yet is missing
// (requests cut off when the load stops may still be logged, hence at least 0).
const missing = Math.max(0, write['2xx'] - ((await logged()) - before));
rows.push({ name: 'PUT /system/post/update (logged)', r: write });

console.log(`\nOperate-log benchmark: ${connections} connections, ${seconds} s per route, ${os.cpus().length} cores, embedded PGlite`);
console.log('route'.padEnd(40), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
for (const { name, r } of rows) {
  const errors = r.non2xx + r.errors + r.timeouts;
  console.log(name.padEnd(40), r.requests.average.toFixed(0).padStart(8), String(r.latency.p50).padStart(8), String(r.latency.p99).padStart(8), String(errors).padStart(7));
}
console.log(`writes answered: ${write['2xx']}, operate-log rows missing right after: ${missing}`);
server.dispose();
process.exit(missing !== 0 || rows.some(({ r }) => r.non2xx + r.errors + r.timeouts > 0) ? 1 : 0);
