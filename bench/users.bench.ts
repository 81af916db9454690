/**
 * 用户管理 at scale, run as whole processes: the real server answers the user page query
 * (as the screen sends it, with each of its filters) first on the demo's handful of users,
 * then, after 100,000 users are added to the same tenant with the server stopped, again.
 * Prints p99 and req/s per query for both, and the ratio of the two p99s: how much slower the
 * list gets with a tenant of that size, measured in one run on one machine.
 *
 *   npm run users -w bench     (BENCH_USERS, BENCH_SECONDS, BENCH_CONNECTIONS; BENCH_DATABASE_URL for PostgreSQL)
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { serverProcess } from './serverProcess.ts';

const users = Number(process.env.BENCH_USERS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const server = serverProcess(Number(process.env.BENCH_PORT ?? 48198));

const today = new Date();
const day = (offset: number) => new Date(today.getTime() - offset * 86_400_000).toISOString().slice(0, 10);

/** The screen's queries: first page, each filter, a deep page. */
const scenarios: Array<{ name: string; query: Record<string, string> }> = [
  { name: 'first page, no filter', query: {} },
  { name: 'username contains "0042"', query: { username: '0042' } },
  { name: 'mobile contains "13900421"', query: { mobile: '13900421' } },
  // Matches one user in ten: the trigram index cannot narrow it, the table is read.
  { name: 'mobile contains "1390004" (10%)', query: { mobile: '1390004' } },
  { name: 'department 101 and below, enabled', query: { deptId: '101', status: '0' } },
  { name: 'created in the last 7 days', query: { 'createTime[0]': `${day(7)} 00:00:00`, 'createTime[1]': `${day(0)} 23:59:59` } },
  { name: 'page 100 of the whole list', query: { pageNo: '100' } },
];

interface Measure {
  p99: number;
  rps: number;
  total: number;
}

async function measure(headers: Record<string, string>): Promise<Measure[]> {
  const out: Measure[] = [];
  for (const s of scenarios) {
    const params = new URLSearchParams({ pageNo: '1', pageSize: '10', ...s.query });
    const url = `${server.base}/system/user/page?${params}`;
    // One checked call first: a refused or failing query must not pass for a fast one.
    const first = (await fetch(url, { headers }).then((r) => r.json())) as { code: number; msg: string; data: { total: number } };
    if (first.code !== 0) throw new Error(`${s.name}: ${first.code} ${first.msg}`);
    await autocannon({ url, connections, duration: 1, headers }); // warm-up
    const r = await autocannon({ url, connections, duration: seconds, headers });
    if (r.non2xx + r.errors + r.timeouts > 0) throw new Error(`${s.name}: ${r.non2xx + r.errors + r.timeouts} failed requests`);
    out.push({ p99: r.latency.p99, rps: r.requests.average, total: first.data.total });
  }
  return out;
}

/** Users spread over the ten demo departments, one in ten disabled, created over the last ~70 days. */
async function addUsers(n: number) {
  const database = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir, rls: false }); // the operator's bulk load, as the tables' owner
  try {
    await database.db.execute(sql`
      INSERT INTO system_users (tenant_id, username, password, nickname, dept_id, email, mobile, sex, status, create_time, creator)
      SELECT 1, 'u' || lpad(g::text, 7, '0'), '', '用户' || g, 100 + g % 10, 'u' || g || '@bench.local',
             '139' || lpad(g::text, 8, '0'), g % 3, CASE WHEN g % 10 = 0 THEN 1 ELSE 0 END,
             now() - make_interval(mins => g), 'bench'
      FROM generate_series(1, ${n}) g`);
    await database.db.execute(sql`ANALYZE system_users`);
  } finally {
    await database.close();
  }
}

await server.start();
const before = await measure(await server.adminHeaders());
await server.stop();
const seedStart = performance.now();
await addUsers(users);
const seedSeconds = (performance.now() - seedStart) / 1000;
await server.start();
const after = await measure(await server.adminHeaders());
await server.stop();

console.log(
  `\n用户分页 (GET /system/user/page, pageSize 10): ${connections} connections, ${seconds} s per query, ${os.cpus().length} cores, ` +
    `${server.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}; ${users.toLocaleString('en')} users added in ${seedSeconds.toFixed(1)} s`,
);
console.log(
  'query'.padEnd(38),
  'rows'.padStart(8),
  'p99 empty'.padStart(10),
  `p99 ${users / 1000}k`.padStart(10),
  'p99 ratio'.padStart(10),
  'req/s empty'.padStart(12),
  `req/s ${users / 1000}k`.padStart(11),
);
scenarios.forEach((s, i) => {
  const [b, a] = [before[i]!, after[i]!];
  console.log(
    s.name.padEnd(38),
    String(a.total).padStart(8),
    `${b.p99} ms`.padStart(10),
    `${a.p99} ms`.padStart(10),
    `${(a.p99 / Math.max(b.p99, 1)).toFixed(1)}×`.padStart(10),
    b.rps.toFixed(0).padStart(12),
    a.rps.toFixed(0).padStart(11),
  );
});
await server.drop();
process.exit(0);
