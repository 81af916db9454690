/**
 * The harness of the "read through the catalogue cache, before and after a change" benchmarks
 * (dict.bench.ts, config.bench.ts): one cached read route as a ratio of the bare health route,
 * before a change, second by second in the first seconds after it (the refresh must not cost a
 * cold start) and steady afterwards. It also times the change and the first read after it, and
 * checks that read already answers the new value; the run fails when it does not, or when any
 * request failed. Both routes pass the same gate except the token check (a database read per
 * request), which the cached route pays and the health route does not. Real server in a child
 * process, embedded PGlite (or BENCH_DATABASE_URL; REDIS_URL passes through for the shared
 * invalidation). BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_AFTER_WINDOWS tune it.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { serverProcess } from './serverProcess.ts';

export type CallApi = <T>(method: string, path: string, body?: unknown) => Promise<T>;

export interface CacheChangeBench<State> {
  /** The printed title, e.g. `Dictionary benchmark`. */
  title: string;
  port: number;
  /** The cached read: its short name in the table and its path below the API base. */
  read: { name: string; path: string };
  /** Looks up what the change is made on (before any load). */
  prepare: (api: CallApi) => Promise<State>;
  change: (api: CallApi, state: State) => Promise<void>;
  /** Whether the first read after the change (its envelope's data) already shows it. */
  showsChange: (data: unknown, state: State) => boolean;
  /** What the printout calls the changed value, e.g. `the new label`. */
  changed: string;
  restore: (api: CallApi, state: State) => Promise<void>;
}

interface Row {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

export async function runCacheChangeBench<State>(bench: CacheChangeBench<State>): Promise<never> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const afterWindows = Number(process.env.BENCH_AFTER_WINDOWS ?? 5);
  const server = serverProcess(Number(process.env.BENCH_PORT ?? bench.port));
  const { base } = server;
  const url = `${base}${bench.read.path}`;
  const name = bench.read.name;

  const load = async (label: string, target: string, headers: Record<string, string>, duration = seconds): Promise<Row> => {
    const r = await autocannon({ url: target, connections, duration, headers });
    return { name: label, rps: r.requests.average, p99: r.latency.p99, errors: r.non2xx + r.errors + r.timeouts };
  };

  await server.start();
  const auth = await server.adminHeaders();
  const api: CallApi = async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { code: number; msg: string; data: T };
    if (json.code !== 0) throw new Error(`${method} ${path}: ${json.code} ${json.msg}`);
    return json.data;
  };
  const state = await bench.prepare(api);

  // A short warm-up so the JIT and the database caches are in the same state for every route.
  await autocannon({ url, connections, duration: 2, headers: auth });
  const rows: Row[] = [
    await load('baseline: GET /system/health', `${base}/system/health`, {}),
    await load(`${name}, before the change`, url, auth),
    // The windows after the change are 1 s long; one of the same length before compares like with like.
    await load(`${name}, 1 s window before`, url, auth, 1),
  ];

  const changedAt = performance.now();
  await bench.change(api, state);
  const writeMs = performance.now() - changedAt;
  const firstAt = performance.now();
  const first = await api('GET', bench.read.path);
  const firstMs = performance.now() - firstAt;
  const fresh = bench.showsChange(first, state);
  for (let s = 1; s <= afterWindows; s++) rows.push(await load(`${name}, second ${s} after`, url, auth, 1));
  rows.push(await load(`${name}, steady after`, url, auth));
  await bench.restore(api, state);

  const [baseline] = rows;
  const width = Math.max(40, ...rows.map((r) => r.name.length + 2));
  console.log(`\n${bench.title}: ${connections} connections, ${seconds} s per steady route, 1 s windows after the change, ${os.cpus().length} cores, ${server.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`);
  console.log(`the change took ${writeMs.toFixed(1)} ms; the next ${name} took ${firstMs.toFixed(1)} ms and ${fresh ? 'already carried' : 'did NOT carry'} ${bench.changed}`);
  console.log('route'.padEnd(width), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'req/s ÷ baseline'.padStart(18), 'errors'.padStart(7));
  for (const r of rows) {
    console.log(r.name.padEnd(width), r.rps.toFixed(0).padStart(9), String(r.p99).padStart(8), (r.rps / baseline!.rps).toFixed(3).padStart(18), String(r.errors).padStart(7));
  }
  server.dispose();
  process.exit(!fresh || rows.some((r) => r.errors > 0) ? 1 : 0);
}
