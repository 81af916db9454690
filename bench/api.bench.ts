/**
 * API benchmark, run as whole processes: starts the real server (embedded database, demo
 * seed) in a child process, logs in, then loads three routes of that same server with
 * autocannon, one after another: the bare health route (baseline), get-permission-info and
 * dict-data/list-all-simple. Prints req/s, p99 latency and the ratio to the baseline, so the
 * figures compare within one run on one machine rather than against a number from elsewhere.
 *
 *   npm run api -w bench            (BENCH_SECONDS, BENCH_CONNECTIONS to tune)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 48199);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${port}/tri-real-api/admin-api`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-bench-'));

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/system/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

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

await waitUp();
const login = await fetch(`${base}/system/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'tenant-id': '1' },
  body: JSON.stringify({ username: 'admin', password: 'admin123' }),
}).then((r) => r.json() as Promise<{ data: { accessToken: string } }>);
const auth = { 'tenant-id': '1', authorization: `Bearer ${login.data.accessToken}` };

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
stop();
process.exit(rows.some((r) => r.errors > 0) ? 1 : 0);
