/**
 * What the API access log costs a call. Two real servers (embedded database, demo seed) run side
 * by side in this one process tree, one with `API_LOG=on` (every call queued and written in
 * batches, docs/api-logs.md) and one with `API_LOG=off`; autocannon drives the same
 * authenticated reads on each, in alternating rounds so both see the same machine, and the
 * script prints req/s of each, the ratio and the access rows written. Each round runs the two
 * back to back (the order alternating), and the ratio reported is the median of the rounds'
 * on/off ratios, so a machine whose load drifts (other work on it) moves both sides of a pair.
 * Goal: logging costs at most 10% (ratio ≥ 0.90); exits non-zero below that, on any failed
 * request, or when an answered call has no row.
 *
 *   npm run api-log -w bench     (BENCH_SECONDS per run, default 5; BENCH_CONNECTIONS, default 50; BENCH_ROUNDS, default 6;
 *                                BENCH_DATABASE_URL to run both servers on PostgreSQL)
 */
import os from 'node:os';
import autocannon from 'autocannon';
import path from 'node:path';
import { databaseLabel, serverProcess, type ServerProcess } from './serverProcess.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const routes = [
  { name: 'GET /system/dict-data/list-all-simple', path: '/system/dict-data/list-all-simple' },
  { name: 'GET /system/post/list-all-simple', path: '/system/post/list-all-simple' },
];

/** The server with API_LOG as given, at its first start and after a restart. */
async function started(port: number, apiLog: 'on' | 'off'): Promise<ServerProcess> {
  const server = serverProcess(port, [], { API_LOG: apiLog });
  await server.start();
  return server;
}

const on = await started(Number(process.env.BENCH_PORT ?? 48196), 'on');
const off = await started(Number(process.env.BENCH_PORT ?? 48196) + 1, 'off');
/**
 * The access rows written so far, counted in the database: on PostgreSQL over a connection of its
 * own; on PGlite, which one process opens at a time, with the server stopped (its close writes
 * what its batch writer still held). The list's total is no help: it stops counting at
 * PAGE_TOTAL_CAP, and one round writes more rows than that.
 */
const countAccessRows = async (server: ServerProcess): Promise<number> => {
  const text = 'select count(*)::int as n from infra_api_access_log';
  if (server.databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ n: number }>(text)).rows[0]!.n;
    } finally {
      await client.end();
    }
  }
  const { openPglite } = await import('../apps/server/src/db/pglite-open.mjs');
  const db = await openPglite({ dataDir: path.join(server.dataDir, 'pglite') });
  try {
    return (await db.query<{ n: number }>(text)).rows[0]!.n;
  } finally {
    await db.close();
  }
};

// The seed's rows counted, then the server started again on the same data.
await on.stop();
const rowsBefore = await countAccessRows(on);
await on.start();
const headers = { on: await on.adminHeaders(), off: await off.adminHeaders() };

const load = (server: ServerProcess, auth: Record<string, string>, path: string, duration: number) =>
  autocannon({ url: `${server.base}${path}`, connections, duration, headers: auth });

// A short warm-up of each route on each server: the JIT and caches in the same state for both.
let warmUpAnswered = 0;
for (const route of routes) {
  warmUpAnswered += (await load(on, headers.on, route.path, 2))['2xx'];
  await load(off, headers.off, route.path, 2);
}

const results = new Map<string, { on: number[]; off: number[]; answered: number; failed: number }>();
for (const route of routes) {
  const r = { on: [] as number[], off: [] as number[], answered: 0, failed: 0 };
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, so neither always gets the machine's warmer half.
    const order = round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
    for (const which of order) {
      const res = await load(which === 'on' ? on : off, headers[which], route.path, seconds);
      r[which].push(res.requests.average);
      r.failed += res.non2xx + res.errors + res.timeouts;
      if (which === 'on') r.answered += res['2xx'];
    }
  }
  results.set(route.name, r);
}
// Stopping writes what the batch writer still holds; then every answered call must have its row.
await on.stop();
const rowsWritten = (await countAccessRows(on)) - rowsBefore;

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
console.log(`\nAPI log benchmark: ${connections} connections, ${rounds} rounds of ${seconds} s per route and setting, ${os.cpus().length} cores, ${databaseLabel(on.databaseUrl)}`);
console.log('route'.padEnd(42), 'API_LOG=on'.padStart(11), 'API_LOG=off'.padStart(12), 'on/off (median of rounds)'.padStart(26));
let worst = Infinity;
let answered = 0;
let failed = 0;
for (const [name, r] of results) {
  const ratio = median(r.on.map((x, i) => x / r.off[i]!));
  worst = Math.min(worst, ratio);
  answered += r.answered;
  failed += r.failed;
  console.log(name.padEnd(42), mean(r.on).toFixed(0).padStart(11), mean(r.off).toFixed(0).padStart(12), ratio.toFixed(3).padStart(26), `  rounds on ${r.on.map((x) => x.toFixed(0)).join("/")}, off ${r.off.map((x) => x.toFixed(0)).join("/")}`);
}
// The page calls above are logged too (a handful); every answered call of the load must have its row.
// Every call answered by the server with logging on since the count, the warm-up's included, must have its row (the login's is one more).
const missing = Math.max(0, warmUpAnswered + answered - rowsWritten);
console.log(`calls answered with API_LOG=on: ${answered}; access rows written (warm-up's ${warmUpAnswered} and the login's included): ${rowsWritten}; missing: ${missing}; failed requests: ${failed}`);
console.log(`worst ratio ${worst.toFixed(3)} (goal ≥ 0.90: logging costs at most 10%)`);
on.dispose();
off.dispose();
process.exit(worst < 0.9 || failed > 0 || missing > 0 ? 1 : 0);
