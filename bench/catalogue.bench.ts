/**
 * 商品列表 at scale (issue 27), run as whole processes: the real server answers the product list's
 * page query as its screen sends it (each status tab, each search it offers, and the tabs'
 * counts) on the demo catalogue (34 products), then, after the catalogue is grown to BENCH_SPUS
 * products (100,000) of BENCH_SKUS_PER_SPU SKUs each (10: a million SKUs) with the server
 * stopped, again. Prints p99 and req/s at both sizes and the ratio of the two p99s; the goal is
 * a ratio of at most 2 (the rule of docs/performance-lists.md), on PGlite and on PostgreSQL.
 *
 *   npm run catalogue -w bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run catalogue -w bench
 *   (BENCH_SPUS, BENCH_SKUS_PER_SPU, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT, BENCH_ONLY=<scenario part>,
 *   BENCH_KEEP=1 to keep the PostgreSQL database for EXPLAIN)
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { serverProcess } from './serverProcess.ts';

const spus = Number(process.env.BENCH_SPUS ?? 100_000);
const skusPerSpu = Number(process.env.BENCH_SKUS_PER_SPU ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const only = process.env.BENCH_ONLY;
const server = serverProcess(Number(process.env.BENCH_PORT ?? 48198));

interface Scenario {
  name: string;
  path: string;
  query: Record<string, string>;
}

const page = '/product/spu/page';
/** The screen's calls: each tab as it opens, then each search on the first tab, and the tabs' counts. */
const allScenarios: Scenario[] = [
  ...[
    ['tab 出售中', { tabType: '0' }],
    ['tab 仓库中', { tabType: '1' }],
    ['tab 已售罄', { tabType: '2' }],
    ['tab 警戒库存', { tabType: '3' }],
    ['tab 回收站', { tabType: '4' }],
    ['出售中, name contains "型号4242"', { tabType: '0', name: '型号4242' }],
    ['出售中, category 手机', { tabType: '0', categoryId: 'CATEGORY' }],
    ['出售中, brand 华为', { tabType: '0', brandId: '1' }],
    ['出售中, price 100.00–500.00', { tabType: '0', priceMin: '10000', priceMax: '50000' }],
    ['出售中, sales at least 900', { tabType: '0', salesCountMin: '900' }],
    ['出售中, code (a bar code)', { tabType: '0', code: '6901234500421' }],
    ['出售中, page 100', { tabType: '0', pageNo: '100' }],
  ].map(([name, query]) => ({ name, path: page, query }) as Scenario),
  ...[
    ['tab counts', {}],
    ['tab counts, name contains "型号4242"', { name: '型号4242' }],
  ].map(([name, query]) => ({ name, path: '/product/spu/get-count', query }) as Scenario),
];
const scenarios = only ? allScenarios.filter((s) => s.name.includes(only)) : allScenarios;

interface Measure {
  p99: number;
  rps: number;
  total: string;
}

async function measure(headers: Record<string, string>, phoneCategory: number): Promise<Measure[]> {
  const out: Measure[] = [];
  for (const s of scenarios) {
    const query = Object.fromEntries(Object.entries(s.query).map(([k, v]) => [k, v === 'CATEGORY' ? String(phoneCategory) : v]));
    const params = new URLSearchParams(s.path === page ? { pageNo: '1', pageSize: '10', ...query } : query);
    const url = `${server.base}${s.path}?${params}`;
    // One checked call first: a refused or failing query must not pass for a fast one.
    const first = (await fetch(url, { headers }).then((r) => r.json())) as { code: number; msg: string; data: { total?: number; totalCapped?: boolean } };
    if (first.code !== 0) throw new Error(`${s.name}: ${first.code} ${first.msg}`);
    await autocannon({ url, connections, duration: 1, headers }); // warm-up
    const r = await autocannon({ url, connections, duration: seconds, headers });
    if (r.non2xx + r.errors + r.timeouts > 0) throw new Error(`${s.name}: ${r.non2xx + r.errors + r.timeouts} failed requests`);
    const total = first.data.total === undefined ? '' : `${first.data.total}${first.data.totalCapped ? '+' : ''}`;
    out.push({ p99: r.latency.p99, rps: r.requests.average, total });
  }
  return out;
}

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  // The operator's bulk load, as the tables' owner.
  const database = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir, rls: false });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** The demo's sub-category 手机, which the category scenario filters by. */
const phoneCategoryId = () =>
  withDatabase(async (db) => {
    const rows = (await db.execute(sql`SELECT id FROM product_category WHERE tenant_id = 1 AND name = '手机' AND parent_id <> 0`)) as unknown as { rows?: Array<{ id: number }> } & Array<{ id: number }>;
    const list = rows.rows ?? rows;
    return Number(list[0]!.id);
  });

/**
 * Products 1..n and their SKUs, in tenant 1 under the demo's sub-categories and brands: 60% on
 * sale, 30% in the warehouse, 10% in the bin; one in fifty sold out, one in ten at or under the
 * warning stock; prices 1.00–5,000.00; a tenth named after phones.
 */
async function grow(n: number) {
  await withDatabase(async (db) => {
    await db.execute(sql`
      INSERT INTO product_spu (tenant_id, name, category_id, brand_id, status, spec_type, price, market_price, cost_price, stock,
                               sales_count, sort, create_time, creator)
      SELECT 1,
             (ARRAY['手机','笔记本','耳机','T恤','跑鞋','坚果','键盘','手表','背包','台灯'])[1 + g % 10] || ' 型号' || g,
             c.ids[1 + g % array_length(c.ids, 1)], b.ids[1 + g % array_length(b.ids, 1)],
             CASE WHEN g % 10 < 6 THEN 1 WHEN g % 10 < 9 THEN 0 ELSE -1 END, true,
             100 + (g * 7919) % 500000, 200 + (g * 7919) % 500000, 50 + (g * 7919) % 250000,
             CASE WHEN g % 50 = 0 THEN 0 WHEN g % 10 = 1 THEN g % 10 ELSE 100 + g % 900 END,
             g % 1000, g % 100, now() - make_interval(mins => g), 'bench'
      FROM generate_series(1, ${n}::int) g,
           (SELECT array_agg(id ORDER BY id) ids FROM product_category WHERE tenant_id = 1 AND parent_id <> 0) c,
           (SELECT array_agg(id ORDER BY id) ids FROM product_brand WHERE tenant_id = 1) b`);
    await db.execute(sql`
      INSERT INTO product_sku (tenant_id, spu_id, properties, price, market_price, cost_price, bar_code, stock, create_time, creator)
      SELECT 1, s.id, '[]'::jsonb, s.price + k * 100, s.market_price, s.cost_price,
             '690' || lpad((s.id * ${skusPerSpu}::int + k)::text, 10, '0'), s.stock / ${skusPerSpu}::int, s.create_time, 'bench'
      FROM product_spu s, generate_series(0, ${skusPerSpu - 1}::int) k
      WHERE s.tenant_id = 1 AND s.creator = 'bench'`);
    // As autovacuum leaves a table in steady state: statistics, and the visibility map.
    for (const table of ['product_spu', 'product_sku']) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  });
}

// The first start seeds the demo catalogue.
await server.start();
await server.stop();
const phoneCategory = await phoneCategoryId();
await server.start();
const before = await measure(await server.adminHeaders(), phoneCategory);
await server.stop();
const growStart = performance.now();
await grow(spus);
const growSeconds = (performance.now() - growStart) / 1000;
await server.start();
const after = await measure(await server.adminHeaders(), phoneCategory);
await server.stop();

const k = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
console.log(
  `\n商品列表 (pageSize 10): ${connections} connections, ${seconds} s per query, ${os.cpus().length} cores, ` +
    `${server.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}; the demo catalogue, then ${k(spus)} more products ` +
    `(${k(spus * skusPerSpu)} SKUs) added in ${growSeconds.toFixed(1)} s`,
);
console.log('query'.padEnd(34), 'total demo'.padStart(10), 'total big'.padStart(10), 'p99 demo'.padStart(9), 'p99 big'.padStart(9), 'p99 ratio'.padStart(9), 'req/s demo'.padStart(10), 'req/s big'.padStart(10));
let worst = 0;
scenarios.forEach((s, i) => {
  const [b, a] = [before[i]!, after[i]!];
  // A p99 of 0 ms (below autocannon's resolution) counts as 1 ms.
  const ratio = Math.max(a.p99, 1) / Math.max(b.p99, 1);
  worst = Math.max(worst, ratio);
  console.log(
    s.name.padEnd(32),
    b.total.padStart(10),
    a.total.padStart(10),
    `${b.p99} ms`.padStart(9),
    `${a.p99} ms`.padStart(9),
    `${ratio.toFixed(1)}×`.padStart(9),
    b.rps.toFixed(0).padStart(10),
    a.rps.toFixed(0).padStart(10),
  );
});
console.log(`worst p99 ratio ${worst.toFixed(1)}× (goal: at most 2×)`);
if (process.env.BENCH_KEEP && server.databaseUrl) console.log(`kept ${server.databaseUrl}`);
else await server.drop();
process.exit(0);
