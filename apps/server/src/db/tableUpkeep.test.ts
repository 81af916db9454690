// @postgres: VACUUM and ANALYZE run as the tables' owner, outside the pool that row-level security binds, and the plans are each database's own
/**
 * The server keeps the statistics that autovacuum would (PGlite has none): a table that has grown
 * is vacuumed and analyzed once, then left alone until it grows again; with its statistics the
 * planner finds a task by its primary key, not by scanning its tenant.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../test/testApp.ts';
import { startTableUpkeep, upkeepPass } from './tableUpkeep.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ apiLog: false });
});
afterAll(() => t.close());

const rowsOf = async (table: string) =>
  Number((await t.app.database.maintain(`SELECT reltuples FROM pg_class WHERE relname = '${table}' AND relkind = 'r'`))[0]!.reltuples);

/** Tasks of two tenants, as a growing tenant's to-do list would have them. */
async function addTasks(prefix: string, count: number): Promise<void> {
  await t.db.execute(sql`
    INSERT INTO bpm_task (id, tenant_id, process_instance_id, process_definition_id, definition_key, name, assignee_user_id, result)
    SELECT ${prefix} || g, 1 + g % 2, 'upkeep-' || g / 2, 'def:1', 'first', '初审', 1, 1 + g % 4
    FROM generate_series(1, ${count}::int) g`);
}

it('vacuums and analyzes a table that has grown, once, and then the planner finds a task by its key', async () => {
  await addTasks('grown-', 4000);
  const due = await upkeepPass(t.app.database);
  expect(due).toContain('bpm_task');
  expect(await rowsOf('bpm_task')).toBeGreaterThanOrEqual(4000);
  // Nothing has changed since: the next pass leaves it.
  expect(await upkeepPass(t.app.database)).not.toContain('bpm_task');

  // An approval's lock, as the runtime sends it (process-runtime.ts lockInstanceOfTask).
  const plan = await t.app.database.maintain(`EXPLAIN SELECT i.id FROM bpm_task t JOIN bpm_process_instance i ON i.id = t.process_instance_id AND i.tenant_id = t.tenant_id
    WHERE t.tenant_id = 1 AND t.id = 'grown-42' FOR UPDATE OF i`);
  const text = plan.map((r) => String(Object.values(r)[0])).join('\n');
  expect(text).toContain('bpm_task_pkey');
  expect(text).not.toContain('bpm_task_assignee');
});

it('runs on its timer until stopped', async (ctx) => {
  // A PostgreSQL with autovacuum on does this itself: the server starts no timer there.
  const [autovacuum] = await t.app.database.maintain(`SELECT current_setting('autovacuum') AS on`);
  if (t.app.database.kind === 'postgres' && autovacuum!.on === 'on') ctx.skip();
  await upkeepPass(t.app.database);
  const before = await rowsOf('bpm_task');
  await addTasks('timer-', 3000);
  const stop = await startTableUpkeep(t.app.database, { intervalMs: 50, log: { warn: () => {}, error: (_o, msg) => expect.fail(msg) } });
  try {
    await expect.poll(() => rowsOf('bpm_task'), { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(before + 3000);
  } finally {
    await stop();
  }
});
