/**
 * Dictionary benchmark: `list-all-simple` (every screen's dictionary preload, read through the
 * catalogue cache) as a ratio of the bare health route, before a dictionary change, in the
 * first seconds after it (second by second: the refresh must not cost a cold start), and
 * steady afterwards. It also times the first answer after the change and checks it already
 * carries the new label. Both routes pass the same gate except the token check (a database
 * read per request), which list-all-simple pays and the health route does not. Real server in a child process, embedded PGlite (or
 * BENCH_DATABASE_URL; REDIS_URL passes through for the shared invalidation).
 *
 *   npm run dict -w bench            (BENCH_SECONDS, BENCH_CONNECTIONS to tune)
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { serverProcess } from './serverProcess.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const afterWindows = Number(process.env.BENCH_AFTER_WINDOWS ?? 5);
const server = serverProcess(Number(process.env.BENCH_PORT ?? 48198));
const { base } = server;
const LIST = `${base}/system/dict-data/list-all-simple`;

interface Row {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}
interface Item {
  id: number;
  dictType: string;
  label: string;
  value: string;
  sort: number;
  status: number;
  colorType: string;
  cssClass: string;
}

async function load(name: string, url: string, headers: Record<string, string>, duration = seconds): Promise<Row> {
  const r = await autocannon({ url, connections, duration, headers });
  return { name, rps: r.requests.average, p99: r.latency.p99, errors: r.non2xx + r.errors + r.timeouts };
}

async function api<T>(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 0) throw new Error(`${method} ${path}: ${json.code} ${json.msg}`);
  return json.data;
}

await server.start();
const auth = await server.adminHeaders();
const { list } = await api<{ list: Item[] }>('GET', '/system/dict-data/page?dictType=common_status&pageSize=10', auth);
const item = list.find((d) => d.value === '0')!;

// A short warm-up so the JIT and the database caches are in the same state for every route.
await autocannon({ url: LIST, connections, duration: 2, headers: auth });
const rows: Row[] = [
  await load('baseline: GET /system/health', `${base}/system/health`, {}),
  await load('list-all-simple, before the change', LIST, auth),
  // The windows after the change are 1 s long; one of the same length before compares like with like.
  await load('list-all-simple, 1 s window before', LIST, auth, 1),
];

const changedAt = performance.now();
await api('PUT', '/system/dict-data/update', auth, { ...item, label: `${item.label}·bench` });
const writeMs = performance.now() - changedAt;
const firstAt = performance.now();
const first = await api<Array<{ dictType: string; value: string; label: string }>>('GET', '/system/dict-data/list-all-simple', auth);
const firstMs = performance.now() - firstAt;
const fresh = first.find((d) => d.dictType === 'common_status' && d.value === '0')?.label === `${item.label}·bench`;
for (let s = 1; s <= afterWindows; s++) rows.push(await load(`list-all-simple, second ${s} after`, LIST, auth, 1));
rows.push(await load('list-all-simple, steady after', LIST, auth));
await api('PUT', '/system/dict-data/update', auth, item);

const [baseline] = rows;
console.log(`\nDictionary benchmark: ${connections} connections, ${seconds} s per steady route, 1 s windows after the change, ${os.cpus().length} cores, ${server.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`);
console.log(`the change: PUT took ${writeMs.toFixed(1)} ms; the next list-all-simple took ${firstMs.toFixed(1)} ms and ${fresh ? 'already carried' : 'did NOT carry'} the new label`);
console.log('route'.padEnd(40), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'req/s ÷ baseline'.padStart(18), 'errors'.padStart(7));
for (const r of rows) {
  console.log(r.name.padEnd(40), r.rps.toFixed(0).padStart(9), String(r.p99).padStart(8), (r.rps / baseline!.rps).toFixed(3).padStart(18), String(r.errors).padStart(7));
}
server.dispose();
process.exit(!fresh || rows.some((r) => r.errors > 0) ? 1 : 0);
