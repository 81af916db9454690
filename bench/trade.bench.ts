/**
 * The money path under load (issue 28), run as whole processes against the real server:
 *
 * 1. Orders placed and paid per second through the members' API: BENCH_BUYERS members (8), each
 *    in a loop for BENCH_SECONDS (10): `POST /app-api/trade/order/create` (price, stock reserved,
 *    pay order filed, one transaction) then `POST /app-api/pay/order/submit` with 模拟支付 (the
 *    payment settled and its merchant notification filed, one transaction). Printed: cycles/s,
 *    the p50/p99 of a cycle, and, as the baseline measured in the same run, the bare health
 *    route's req/s at the same concurrency.
 * 2. 订单列表 at scale: the console's order page (its default view and each search it offers) on
 *    the demo table, then again after BENCH_ORDERS orders (1,000,000) with one item each are
 *    added with the server stopped. Printed: p99 at both sizes and their ratio; the goal is at
 *    most 2× (docs/performance-lists.md).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run trade -w bench
 *   npm run trade -w bench      (embedded PGlite; BENCH_ORDERS=100000 keeps it to minutes)
 *   (BENCH_BUYERS, BENCH_SECONDS, BENCH_ORDERS, BENCH_CONNECTIONS, BENCH_PORT, BENCH_ONLY=throughput|list)
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/platform/password.ts';
import { serverProcess } from './serverProcess.ts';

const buyers = Number(process.env.BENCH_BUYERS ?? 8);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const orders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const only = process.env.BENCH_ONLY;
const server = serverProcess(Number(process.env.BENCH_PORT ?? 48199));
const appBase = server.base.replace('/admin-api', '/app-api');
const PASSWORD = 'bench123';

type Rows<T> = { rows?: T[] } & T[];
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows ?? (result as T[]);

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  // The operator's bulk load, as the tables' owner.
  const database = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir, rls: false });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** The buyers (members of tenant 1 with an address each) and a SKU on sale with stock for the whole run. */
async function prepare(): Promise<{ skuId: number; mobiles: string[] }> {
  const password = await hashPassword(PASSWORD);
  return withDatabase(async (db) => {
    const mobiles = Array.from({ length: buyers }, (_, i) => `1990000${String(i).padStart(4, '0')}`);
    for (const mobile of mobiles) {
      await db.execute(sql`INSERT INTO member_user (tenant_id, mobile, password, nickname, status) VALUES (1, ${mobile}, ${password}, ${`压测买家${mobile.slice(-4)}`}, 0)`);
    }
    await db.execute(sql`
      INSERT INTO member_address (tenant_id, user_id, name, mobile, area_id, detail_address, default_status)
      SELECT 1, m.id, m.nickname, m.mobile, a.area_id, '压测路 1 号', true
      FROM member_user m, (SELECT area_id FROM member_address WHERE tenant_id = 1 LIMIT 1) a
      WHERE m.tenant_id = 1 AND m.mobile LIKE '1990000%'`);
    const [sku] = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT k.id FROM product_sku k JOIN product_spu s ON s.id = k.spu_id AND s.tenant_id = k.tenant_id
                           WHERE k.tenant_id = 1 AND s.status = 1 ORDER BY k.id LIMIT 1`),
    );
    await db.execute(sql`UPDATE product_sku SET stock = 100000000 WHERE id = ${sku!.id}`);
    return { skuId: Number(sku!.id), mobiles };
  });
}

async function memberHeaders(mobile: string): Promise<Record<string, string>> {
  const login = (await fetch(`${appBase}/member/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify({ mobile, password: PASSWORD }),
  }).then((r) => r.json())) as { code: number; msg: string; data: { accessToken: string } };
  if (login.code !== 0) throw new Error(`member login: ${login.msg}`);
  return { 'content-type': 'application/json', 'tenant-id': '1', authorization: `Bearer ${login.data.accessToken}` };
}

async function call<T>(url: string, headers: Record<string, string>, body: object): Promise<T> {
  const answer = (await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) => r.json())) as { code: number; msg: string; data: T };
  if (answer.code !== 0) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function throughput() {
  const { skuId, mobiles } = await prepare();
  await server.start();
  const health = await autocannon({ url: `${server.base}/system/health`, connections: buyers, duration: 3 });
  const sessions = await Promise.all(mobiles.map(memberHeaders));
  const addressOf = async (headers: Record<string, string>) => {
    const list = (await fetch(`${appBase}/member/address/list`, { headers }).then((r) => r.json())) as { data: Array<{ id: number }> };
    return list.data[0]!.id;
  };
  const addresses = await Promise.all(sessions.map(addressOf));
  const cycle = async (i: number) => {
    const placed = await call<{ id: number; payOrderId: number }>(`${appBase}/trade/order/create`, sessions[i]!, { items: [{ skuId, count: 1 }], addressId: addresses[i] });
    const paid = await call<{ status: number }>(`${appBase}/pay/order/submit`, sessions[i]!, { id: placed.payOrderId, channelCode: 'mock' });
    if (paid.status !== 10) throw new Error(`order ${placed.id}: pay order status ${paid.status}`);
  };
  // Warm-up: each buyer once.
  await Promise.all(sessions.map((_, i) => cycle(i)));
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    sessions.map(async (_, i) => {
      while (performance.now() < end) {
        const start = performance.now();
        await cycle(i);
        latencies.push(performance.now() - start);
      }
    }),
  );
  await server.stop();
  latencies.sort((a, b) => a - b);
  const perSecond = latencies.length / seconds;
  console.log(
    `\nOrders placed and paid through the members' API: ${buyers} buyers, ${seconds} s, ${os.cpus().length} cores, ${server.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  console.log(`  ${latencies.length} orders, ${perSecond.toFixed(1)} orders/s (create + mock pay); cycle p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`);
  console.log(`  baseline, same run: the bare health route ${health.requests.average.toFixed(0)} req/s at ${buyers} connections; an order cycle is 2 requests: ratio ${((2 * perSecond) / health.requests.average).toFixed(3)}`);
}

interface Scenario {
  name: string;
  query: Record<string, string>;
}
const scenarios: Scenario[] = [
  { name: 'all, newest first', query: {} },
  { name: 'status 待发货', query: { status: '10' } },
  { name: 'order no (exact)', query: { no: 'NO' } },
  { name: 'receiver mobile', query: { receiverMobile: '13800138000' } },
  { name: 'member id', query: { userId: 'USER' } },
  { name: 'pay channel mock', query: { payChannelCode: 'mock' } },
  { name: 'created in a day', query: { 'createTime[0]': 'DAY 00:00:00', 'createTime[1]': 'DAY 23:59:59' } },
  { name: 'page 100', query: { pageNo: '100' } },
];

async function measureList(headers: Record<string, string>, values: { no: string; userId: number; day: string }) {
  const out: Array<{ p99: number; rps: number; total: string }> = [];
  for (const s of scenarios) {
    const query = Object.fromEntries(
      Object.entries({ pageNo: '1', pageSize: '10', ...s.query }).map(([k, v]) => [k, v === 'NO' ? values.no : v === 'USER' ? String(values.userId) : v.replace('DAY', values.day)]),
    );
    const url = `${server.base}/trade/order/page?${new URLSearchParams(query)}`;
    const first = (await fetch(url, { headers }).then((r) => r.json())) as { code: number; msg: string; data: { total: number; totalCapped?: boolean } };
    if (first.code !== 0) throw new Error(`${s.name}: ${first.code} ${first.msg}`);
    await autocannon({ url, connections, duration: 1, headers });
    const r = await autocannon({ url, connections, duration: 3, headers });
    if (r.non2xx + r.errors + r.timeouts > 0) throw new Error(`${s.name}: ${r.non2xx + r.errors + r.timeouts} failed requests`);
    out.push({ p99: r.latency.p99, rps: r.requests.average, total: `${first.data.total}${first.data.totalCapped ? '+' : ''}` });
  }
  return out;
}

/** Orders of the demo's member 1 and of 1,000 made-up members, a minute apart going back, in every status, with one item each. */
async function grow(n: number) {
  await withDatabase(async (db) => {
    await db.execute(sql`
      INSERT INTO trade_order (tenant_id, no, type, terminal, user_id, status, product_count, pay_status, pay_channel_code,
                               total_price, pay_price, receiver_name, receiver_mobile, receiver_area_id, receiver_detail_address,
                               create_time, creator)
      SELECT 1, 'B' || lpad(g::text, 12, '0'), 0, 10, 100000 + g % 1000, (ARRAY[0, 10, 20, 30, 40])[1 + g % 5], 1,
             g % 5 IN (1, 2, 3), CASE WHEN g % 5 IN (1, 2, 3) THEN 'mock' ELSE '' END,
             1000 + g % 100000, 1000 + g % 100000, '买家' || (g % 1000), '139' || lpad((g % 100000000)::text, 8, '0'), 110101, '压测路',
             now() - make_interval(mins => g), 'bench'
      FROM generate_series(1, ${n}::int) g`);
    await db.execute(sql`
      INSERT INTO trade_order_item (tenant_id, order_id, user_id, spu_id, spu_name, sku_id, count, price, pay_price, create_time, creator)
      SELECT 1, o.id, o.user_id, 1, '压测商品', 1, 1, o.total_price, o.pay_price, o.create_time, 'bench'
      FROM trade_order o WHERE o.tenant_id = 1 AND o.creator = 'bench'`);
    for (const table of ['trade_order', 'trade_order_item']) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  });
}

async function listAtScale() {
  await server.start();
  const headers = await server.adminHeaders();
  const demo = (await fetch(`${server.base}/trade/order/page?pageNo=1&pageSize=1`, { headers }).then((r) => r.json())) as { data: { list: Array<{ no: string; userId: number; createTime: number }> } };
  const sample = demo.data.list[0]!;
  const day = new Date(sample.createTime + 8 * 3600_000).toISOString().slice(0, 10);
  const values = { no: sample.no, userId: sample.userId, day };
  const before = await measureList(headers, values);
  await server.stop();
  const growStart = performance.now();
  await grow(orders);
  const growSeconds = (performance.now() - growStart) / 1000;
  await server.start();
  const after = await measureList(await server.adminHeaders(), values);
  await server.stop();
  console.log(
    `\n订单列表 (pageSize 10): ${connections} connections, 3 s per query, ${os.cpus().length} cores, ${server.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}; ` +
      `the demo orders, then ${orders.toLocaleString('en')} more (one item each) added in ${growSeconds.toFixed(1)} s`,
  );
  console.log('query'.padEnd(22), 'total demo'.padStart(10), 'total big'.padStart(10), 'p99 demo'.padStart(9), 'p99 big'.padStart(9), 'p99 ratio'.padStart(9), 'req/s demo'.padStart(10), 'req/s big'.padStart(10));
  let worst = 0;
  scenarios.forEach((s, i) => {
    const [b, a] = [before[i]!, after[i]!];
    const ratio = Math.max(a.p99, 1) / Math.max(b.p99, 1);
    worst = Math.max(worst, ratio);
    console.log(s.name.padEnd(20), b.total.padStart(10), a.total.padStart(10), `${b.p99} ms`.padStart(9), `${a.p99} ms`.padStart(9), `${ratio.toFixed(1)}×`.padStart(9), b.rps.toFixed(0).padStart(10), a.rps.toFixed(0).padStart(10));
  });
  console.log(`worst p99 ratio ${worst.toFixed(1)}× (goal: at most 2×)`);
}

// The first start seeds the demo (its shop orders, the 芋道商城 pay app with the mock).
await server.start();
await server.stop();
if (only !== 'list') await throughput();
if (only !== 'throughput') await listAtScale();
await server.drop();
process.exit(0);
