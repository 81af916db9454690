/**
 * Lists at scale (issue 25, "Lists that stay flat"), run as whole processes: the real server
 * answers each list's page query as its screen sends it (default, and each filter it offers)
 * with BENCH_SMALL rows (10,000) in each table, then, after the tables are grown to BENCH_ROWS
 * (1,000,000) with the server stopped, again. Prints p99 and req/s at both sizes and the ratio
 * of the two p99s; the goal is a ratio of at most 2 on PostgreSQL.
 *
 * Tables: system_users (用户管理), system_operate_log (操作日志), infra_api_access_log (访问日志),
 * infra_job_log (调度日志), bpm_process_instance (我的流程) and bpm_task (待办, 已办). Rows are
 * added in SQL (INSERT … SELECT generate_series), a tenth of the users' and the workflow's rows
 * belonging to the demo administrator who asks.
 *
 *   npm run lists -w bench
 *   BENCH_ROWS=100000 npm run lists -w bench      (a quick run)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run lists -w bench
 *   (BENCH_SMALL, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT, BENCH_ONLY=<list name or path part>,
 *   BENCH_KEEP=1 to keep the PostgreSQL database for EXPLAIN)
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { serverProcess } from './serverProcess.ts';

const small = Number(process.env.BENCH_SMALL ?? 10_000);
const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const only = process.env.BENCH_ONLY;
const server = serverProcess(Number(process.env.BENCH_PORT ?? 48199));

const today = new Date();
const day = (offset: number) => new Date(today.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
const lastWeek = (name: string) => ({ [`${name}[0]`]: `${day(7)} 00:00:00`, [`${name}[1]`]: `${day(0)} 23:59:59` });

interface Scenario {
  list: string;
  name: string;
  path: string;
  query: Record<string, string>;
}

/** Each list's page query as its screen sends it: no filter, then each filter it offers. */
const allScenarios: Scenario[] = [
  ...[
    ['no filter', {}],
    ['username contains "0042"', { username: '0042' }],
    ['mobile contains "33592398"', { mobile: '33592398' }],
    ['department 101 and below, enabled', { deptId: '101', status: '0' }],
    ['created in the last 7 days', lastWeek('createTime')],
    ['page 100', { pageNo: '100' }],
  ].map(([name, query]) => ({ list: '用户管理', name, path: '/system/user/page', query }) as Scenario),
  ...[
    ['no filter', {}],
    ['module contains "岗位"', { module: '岗位' }],
    ['operator contains "用户42"', { userNickname: '用户42' }],
    ['type 删除', { type: '4' }],
    ['failed', { success: 'false' }],
    ['in the last 7 days', lastWeek('startTime')],
  ].map(([name, query]) => ({ list: '操作日志', name, path: '/system/operate-log/page', query }) as Scenario),
  ...[
    ['no filter', {}],
    ['user 42, administrator', { userId: '42', userType: '2' }],
    ['application contains "app-004"', { applicationName: 'app-004' }],
    ['address contains "/post/page"', { requestUrl: '/post/page' }],
    ['address contains "/4200.png"', { requestUrl: '/4200.png' }],
    ['result code 500', { resultCode: '500' }],
    ['took at least 990 ms', { duration: '990' }],
    ['in the last 7 days', lastWeek('beginTime')],
  ].map(([name, query]) => ({ list: '访问日志', name, path: '/infra/api-access-log/page', query }) as Scenario),
  ...[
    ['no filter', {}],
    ['job 7', { jobId: '7' }],
    ['handler contains "bench42Handler"', { handlerName: 'bench42Handler' }],
    ['failed', { status: '2' }],
  ].map(([name, query]) => ({ list: '调度日志', name, path: '/infra/job-log/page', query }) as Scenario),
  ...[
    ['no filter', {}],
    ['name contains "请假" (a quarter)', { name: '请假' }],
    ['name contains "用印" (one in a thousand)', { name: '用印' }],
    ['finished, approved', { status: '2', result: '2' }],
    ['category "bench-b"', { category: 'bench-b' }],
    ['submitted in the last 7 days', lastWeek('createTime')],
  ].map(([name, query]) => ({ list: '我的流程', name, path: '/bpm/process-instance/my-page', query }) as Scenario),
  ...[
    ['no filter', {}],
    ['name contains "主管" (a third)', { name: '主管' }],
    ['name contains "法务" (one in a thousand)', { name: '法务' }],
    ['created in the last 7 days', lastWeek('createTime')],
  ].map(([name, query]) => ({ list: '待办任务', name, path: '/bpm/task/todo-page', query }) as Scenario),
  ...[
    ['no filter', {}],
    ['name contains "主管" (a third)', { name: '主管' }],
    ['name contains "法务" (one in a thousand)', { name: '法务' }],
    ['created in the last 7 days', lastWeek('createTime')],
  ].map(([name, query]) => ({ list: '已办任务', name, path: '/bpm/task/done-page', query }) as Scenario),
];
const scenarios = only ? allScenarios.filter((s) => s.list.includes(only) || s.path.includes(only)) : allScenarios;

interface Measure {
  p99: number;
  rps: number;
  total: string;
}

async function measure(headers: Record<string, string>): Promise<Measure[]> {
  const out: Measure[] = [];
  for (const s of scenarios) {
    const params = new URLSearchParams({ pageNo: '1', pageSize: '10', ...s.query });
    const url = `${server.base}${s.path}?${params}`;
    // One checked call first: a refused or failing query must not pass for a fast one.
    const first = (await fetch(url, { headers }).then((r) => r.json())) as { code: number; msg: string; data: { total: number; totalCapped?: boolean } };
    if (first.code !== 0) throw new Error(`${s.list} ${s.name}: ${first.code} ${first.msg}`);
    await autocannon({ url, connections, duration: 1, headers }); // warm-up
    const r = await autocannon({ url, connections, duration: seconds, headers });
    if (r.non2xx + r.errors + r.timeouts > 0) throw new Error(`${s.list} ${s.name}: ${r.non2xx + r.errors + r.timeouts} failed requests`);
    out.push({ p99: r.latency.p99, rps: r.requests.average, total: `${first.data.total}${first.data.totalCapped ? '+' : ''}` });
  }
  return out;
}

/** Rows numbered from..to (inclusive) in every table; row g is the same row whatever the run's size. */
async function addRows(from: number, to: number) {
  const database = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir, rls: false }); // the operator's bulk load, as the tables' owner
  const { db } = database;
  try {
    // 用户管理: spread over the ten demo departments, one in ten disabled, one a minute back in time.
    // Mobiles as a real table holds them: two dozen carriers' prefixes, then eight scattered digits
    // (g × 7919 mod 10⁸, each once). Numbers that all began 13900 gave every row the same five
    // digits' trigrams, which no user table has; the search is the middle of user 4242's number.
    // The newest users have the lowest g: a creation-time range is not found by walking ids.
    await db.execute(sql`
      INSERT INTO system_users (tenant_id, username, password, nickname, dept_id, email, mobile, sex, status, create_time, creator)
      SELECT 1, 'u' || lpad(g::text, 7, '0'), '', '用户' || g, 100 + g % 10, 'u' || g || '@bench.local',
             (ARRAY['130','131','132','133','135','136','137','138','139','150','151','152','155','156','157','158','159','166','177','180','186','187','188','199'])[1 + g % 24]
               || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'), g % 3, CASE WHEN g % 10 = 0 THEN 1 ELSE 0 END,
             now() - make_interval(mins => g), 'bench'
      FROM generate_series(${from}::int, ${to}::int) g`);
    // 操作日志: eight modules, a thousand operators, one in twenty failed, one a minute back.
    await db.execute(sql`
      INSERT INTO system_operate_log (tenant_id, user_id, user_type, user_nickname, module, name, type, request_method, request_url,
                                      user_ip, start_time, duration, result_code)
      SELECT 1, 1 + g % 10, 2, '用户' || (g % 1000),
             (ARRAY['用户管理','角色管理','岗位管理','部门管理','字典管理','通知公告','菜单管理','租户管理'])[1 + g % 8],
             '操作' || (g % 50), g % 7, 'POST', '/admin-api/system/bench/' || (g % 100), '127.0.0.1',
             now() - make_interval(mins => g), g % 500, CASE WHEN g % 20 = 0 THEN 1002000000 ELSE 0 END
      FROM generate_series(${from}::int, ${to}::int) g`);
    // 访问日志: a hundred callers, ten applications (the services writing to one database: one for
    // Tenon, a dozen for the reference's microservices), one in fifty answering 500. Addresses as the
    // product writes them (the query string is in the parameters): thirty routes, and one call in a
    // hundred a file viewed, whose address names the file.
    await db.execute(sql`
      INSERT INTO infra_api_access_log (tenant_id, user_id, user_type, application_name, request_method, request_url, user_ip,
                                        begin_time, end_time, duration, result_code)
      SELECT 1, g % 100, 2, 'app-' || lpad((g % 10)::text, 3, '0'), 'GET',
             CASE WHEN g % 100 = 0 THEN '/admin-api/infra/file/4/get/bench/' || g || '.png'
                  ELSE '/admin-api/system/' || (ARRAY['user','role','post','dept','dict'])[1 + g % 5] || '/'
                       || (ARRAY['page','get','create','update','delete','list-all-simple'])[1 + (g / 5) % 6] END, '127.0.0.1',
             now() - make_interval(mins => g), now() - make_interval(mins => g) + make_interval(secs => (g % 1000) / 1000.0),
             g % 1000, CASE WHEN g % 50 = 0 THEN 500 ELSE 0 END
      FROM generate_series(${from}::int, ${to}::int) g`);
    // 调度日志: twenty jobs, fifty handlers, one run in ten failed.
    await db.execute(sql`
      INSERT INTO infra_job_log (job_id, handler_name, execute_index, begin_time, end_time, duration, status)
      SELECT 1 + g % 20, 'bench' || (g % 50) || 'Handler', 1, now() - make_interval(mins => g),
             now() - make_interval(mins => g) + interval '1 second', 1000, CASE WHEN g % 10 = 0 THEN 2 ELSE 1 END
      FROM generate_series(${from}::int, ${to}::int) g`);
    // 我的流程: started by users 1…10 in turn (1 is the administrator), a third finished. Named as the
    // product names them, after their definition: four names, and 用印申请 in a thousandth of the
    // administrator's (a name per row, which the product never writes, hid what a search costs).
    await db.execute(sql`
      INSERT INTO bpm_process_instance (id, tenant_id, process_definition_id, process_key, name, category, status, result,
                                        start_user_id, form_variables, variables, state, create_time, end_time)
      SELECT 'bench-pi-' || g, 1, 'bench:1:bench', 'bench',
             CASE WHEN g % 1000 = 10 THEN '用印申请' ELSE (ARRAY['请假','报销','采购','出差'])[1 + g % 4] || '申请' END,
             'bench-' || chr(97 + (g / 10) % 5),
             CASE WHEN g % 3 = 0 THEN 2 ELSE 1 END, CASE WHEN g % 3 = 0 THEN 2 ELSE 1 END,
             1 + g % 10, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, now() - make_interval(mins => g),
             CASE WHEN g % 3 = 0 THEN now() - make_interval(mins => g) + interval '1 hour' END
      FROM generate_series(${from}::int, ${to}::int) g`);
    // 待办 / 已办: one task per instance, assigned to users 1…10 in turn, every other one finished;
    // named after their node: three names, and 法务审批 in a five-hundredth (the administrator's).
    await db.execute(sql`
      INSERT INTO bpm_task (id, tenant_id, process_instance_id, process_definition_id, definition_key, name, assignee_user_id,
                            result, create_time, end_time)
      SELECT 'bench-t-' || g, 1, 'bench-pi-' || g, 'bench:1:bench', 'approve',
             CASE WHEN g % 1000 < 2 THEN '法务审批' ELSE (ARRAY['主管','经理','财务'])[1 + g % 3] || '审批' END, 1 + (g / 2) % 10,
             CASE WHEN g % 2 = 0 THEN 1 ELSE 2 END, now() - make_interval(mins => g),
             CASE WHEN g % 2 = 1 THEN now() - make_interval(mins => g) + interval '1 hour' END
      FROM generate_series(${from}::int, ${to}::int) g`);
    for (const table of ['system_users', 'system_operate_log', 'infra_api_access_log', 'infra_job_log', 'bpm_process_instance', 'bpm_task']) {
      // As autovacuum leaves a table in steady state: statistics, and the visibility map that lets
      // a count read the index alone.
      await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
    }
  } finally {
    await database.close();
  }
}

const seed = async (from: number, to: number) => {
  const start = performance.now();
  await addRows(from, to);
  return (performance.now() - start) / 1000;
};

await server.start();
await server.stop();
const smallSeconds = await seed(1, small);
await server.start();
const before = await measure(await server.adminHeaders());
await server.stop();
const bigSeconds = await seed(small + 1, rows);
await server.start();
const after = await measure(await server.adminHeaders());
await server.stop();

const k = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
console.log(
  `\n列表分页 (pageSize 10): ${connections} connections, ${seconds} s per query, ${os.cpus().length} cores, ` +
    `${server.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}; ${k(small)} rows per table seeded in ${smallSeconds.toFixed(1)} s, ` +
    `grown to ${k(rows)} in ${bigSeconds.toFixed(1)} s`,
);
console.log(
  'list'.padEnd(10),
  'query'.padEnd(36),
  `total ${k(small)}`.padStart(10),
  `total ${k(rows)}`.padStart(11),
  `p99 ${k(small)}`.padStart(9),
  `p99 ${k(rows)}`.padStart(9),
  'p99 ratio'.padStart(9),
  `req/s ${k(small)}`.padStart(10),
  `req/s ${k(rows)}`.padStart(10),
);
let worst = 0;
scenarios.forEach((s, i) => {
  const [b, a] = [before[i]!, after[i]!];
  const ratio = a.p99 / Math.max(b.p99, 1);
  worst = Math.max(worst, ratio);
  console.log(
    s.list.padEnd(8),
    s.name.padEnd(36),
    b.total.padStart(10),
    a.total.padStart(11),
    `${b.p99} ms`.padStart(9),
    `${a.p99} ms`.padStart(9),
    `${ratio.toFixed(1)}×`.padStart(9),
    b.rps.toFixed(0).padStart(10),
    a.rps.toFixed(0).padStart(10),
  );
});
console.log(`worst p99 ratio ${worst.toFixed(1)}× (goal: at most 2×)`);
// BENCH_KEEP=1 leaves the PostgreSQL database in place (to EXPLAIN a query against it).
if (process.env.BENCH_KEEP && server.databaseUrl) console.log(`kept ${server.databaseUrl}`);
else await server.drop();
process.exit(0);
