// @postgres: each database keeps its own prepared statements (node-postgres' named statements on PostgreSQL, pglite-open.mjs on PGlite)
/**
 * A statement the server sends again is prepared once and answers as it did unprepared: with each
 * run's own parameters, after an error, and after the table under it changed, including a change
 * of a column's type, which PostgreSQL refuses to run a prepared statement through. Pages and
 * searches are not kept prepared (statement-plans.mjs).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { testApp, type TestApp } from '../test/testApp.ts';
import { acrossTenants } from './tenantContext.ts';
import { StatementNames } from './preparedStatements.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ apiLog: false });
  // The table's owner creates it; the server's pool (on PostgreSQL the role row-level security binds) reads and writes it.
  await t.db.execute(sql`CREATE TABLE zz_prepared (id integer PRIMARY KEY, label text NOT NULL)`);
  await t.db.execute(sql`GRANT ALL ON zz_prepared TO PUBLIC`);
});
afterAll(() => t.close());

const zz = pgTable('zz_prepared', { id: integer('id').primaryKey(), label: text('label').notNull() });
/** The server's own pool, as a request uses it. */
const db = () => t.app.database.db;
const labelOf = (id: number) => acrossTenants(async () => (await db().select({ label: zz.label }).from(zz).where(eq(zz.id, id)))[0]?.label);
/** The same read in a transaction: a connection that ran a transaction goes back to the pool even when a statement in it failed. */
const labelInTransaction = (id: number) => acrossTenants(() => db().transaction(async (tx) => (await tx.select({ label: zz.label }).from(zz).where(eq(zz.id, id)))[0]?.label));

it('names a text the second time it is seen, keeps the name, and never gives a name twice', () => {
  const names = new StatementNames(2);
  expect(names.nameOf('select $1')).toBeUndefined();
  const first = names.nameOf('select $1');
  expect(first).toBeDefined();
  expect(names.nameOf('select $1')).toBe(first);
  names.nameOf('select $2');
  const second = names.nameOf('select $2');
  expect(second).not.toBe(first);
  // The budget is spent: a third text runs unnamed however often it comes.
  for (let i = 0; i < 3; i++) expect(names.nameOf('select $3')).toBeUndefined();
  // A page or a search is planned for its own parameters every run: never named.
  const page = 'select "id" from "t" where "a" >= $1 order by "id" desc limit $2';
  const search = 'select "id" from "t" where "name" ilike $1';
  for (let i = 0; i < 3; i++) expect([new StatementNames().nameOf(page), names.nameOf(page), names.nameOf(search)]).toEqual([undefined, undefined, undefined]);
  // A retired text is named again, under a name never given before.
  names.retire('select $1');
  names.nameOf('select $1');
  expect([first, second]).not.toContain(names.nameOf('select $1'));
});

it('answers each run with its own parameters once the statement is prepared, and after an error', async () => {
  await acrossTenants(() => db().insert(zz).values([1, 2, 3, 4].map((id) => ({ id, label: `标签${id}` }))));
  for (const id of [1, 2, 3, 4, 3, 2, 1]) expect(await labelOf(id)).toBe(`标签${id}`);
  const held = await acrossTenants(() =>
    db().transaction(async (tx) => {
      for (const id of [1, 2, 3]) await tx.select({ label: zz.label }).from(zz).where(eq(zz.id, id));
      return tx.execute(sql`SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%zz_prepared%'`);
    }),
  );
  expect((held as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(1);

  // A duplicate key fails as it would unprepared, and the same statement then stores the next row.
  const insert = (id: number) => acrossTenants(() => db().insert(zz).values({ id, label: `标签${id}` }));
  await insert(10);
  await insert(11);
  await expect(insert(10)).rejects.toThrow();
  await insert(12);
  expect(await labelOf(12)).toBe('标签12');
});

it('answers from the changed table after a column is added, and after a column changes type', async () => {
  for (const id of [1, 2, 1, 2]) await labelOf(id);
  await t.db.execute(sql`ALTER TABLE zz_prepared ADD COLUMN note text DEFAULT '备注'`);
  expect(await labelOf(1)).toBe('标签1');

  for (const id of [1, 2, 1, 2]) await labelInTransaction(id);
  await t.db.execute(sql`ALTER TABLE zz_prepared ALTER COLUMN label TYPE varchar(40)`);
  // PostgreSQL refuses a prepared statement whose answer's columns changed: the run that meets it
  // fails, and the statement is prepared again for the next. Sequential runs: at most one fails.
  const outcomes = [];
  for (const id of [1, 2, 3, 4]) outcomes.push(await labelInTransaction(id).then((label) => label, () => 'failed'));
  expect(outcomes.filter((o) => o === 'failed').length).toBeLessThanOrEqual(1);
  expect(outcomes.slice(-3)).toEqual(['标签2', '标签3', '标签4']);
});
