/**
 * API benchmark, run as whole processes: starts the real server (embedded database, demo
 * seed) in a child process, logs in, then loads three routes of that same server with
 * autocannon, one after another: the bare health route (baseline), get-permission-info and
 * dict-data/list-all-simple. Prints req/s, p99 latency and the ratio to the baseline, so the
 * figures compare within one run on one machine rather than against a number from elsewhere.
 *
 *   npm run api -w bench            (BENCH_SECONDS, BENCH_CONNECTIONS to tune)
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { serverProcess } from './serverProcess.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
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
const auth = await server.adminHeaders();

// A short warm-up so the JIT and the database caches are in the same state for every route.
await autocannon({ url: `${base}/system/dict-data/list-all-simple`, connections, duration: 2, headers: auth });

const rows = [
  await load('baseline: GET /system/health', `${base}/system/health`, {}),
  await load('GET /system/auth/get-permission-info', `${base}/system/auth/get-permission-info`, auth),
  await load('GET /system/dict-data/list-all-simple', `${base}/system/dict-data/list-all-simple`, auth),
];
const [baseline] = rows;
console.log(`\nAPI benchmark: ${connections} connections, ${seconds} s per route, ${os.cpus().length} cores, embedded PGlite`);
console.log('route'.padEnd(42), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'req/s ÷ baseline'.padStart(18), 'p99 × baseline'.padStart(16), 'errors'.padStart(7));
for (const r of rows) {
  console.log(
    r.name.padEnd(42),
    r.rps.toFixed(0).padStart(9),
    String(r.p99).padStart(8),
    (r.rps / baseline!.rps).toFixed(3).padStart(18),
    (r.p99 / Math.max(baseline!.p99, 1)).toFixed(1).padStart(16),
    String(r.errors).padStart(7),
  );
}
server.dispose();
process.exit(rows.some((r) => r.errors > 0) ? 1 : 0);
