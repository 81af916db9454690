/**
 * Every table and column of ours carries a comment (issue 29): 数据库文档 exports them and the
 * code generator takes a column's comment as its field title, so one left without shows an empty
 * cell there and an English column name on a generated screen. Read from the migrated database
 * itself, so a table added by any migration is held to it. Drizzle's migration bookkeeping lives
 * in its own schema (`drizzle`), outside what this reads.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../test/testApp.ts';

// pg and PGlite answer `execute` in slightly different shapes.
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t?.close());

it('comments every table and column of schema public', async () => {
  // Tables (plain and partitioned), views and materialized views: whatever 数据库文档 lists.
  const uncommented = rowsOf<{ name: string }>(
    await t.db.execute(sql`
      SELECT format('TABLE %I', c.relname) AS name, c.relname AS rel, 0 AS pos
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm')
         AND coalesce(obj_description(c.oid, 'pg_class'), '') = ''
      UNION ALL
      SELECT format('COLUMN %I.%I', c.relname, a.attname), c.relname, a.attnum
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm')
         AND coalesce(col_description(c.oid, a.attnum), '') = ''
      ORDER BY rel, pos`),
  ).map((r) => r.name);
  expect(
    uncommented,
    'Tables and columns without a comment. Comment them in the migration that adds them, one statement each, ' +
      `in short Chinese as a screen would label them (the code generator's field titles, 数据库文档):\n` +
      `  COMMENT ON TABLE "x" IS '岗位信息表';--> statement-breakpoint\n` +
      `  COMMENT ON COLUMN "x"."create_time" IS '创建时间';--> statement-breakpoint\n` +
      '(see 0033_table_comments.sql and docs/adding-a-screen.md)',
  ).toEqual([]);
});
