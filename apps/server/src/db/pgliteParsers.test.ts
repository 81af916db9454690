/**
 * PGlite answers what Drizzle's PGlite driver asked it to (timestamps, dates, intervals and their
 * arrays, and numeric[] as the database's text), now that the parsers are set on the client once
 * rather than sent with every query: outside a transaction and inside one alike.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite } from './pglite-open.mjs';
import { withoutDrizzleParsers } from './pgliteParsers.ts';

let client: PGlite;
beforeAll(async () => {
  client = withoutDrizzleParsers(await openPglite({ sharedBuffers: '32MB' }));
});
afterAll(() => client.close());

it('reads dates, times, intervals and numeric arrays as the text the database sent, in and out of a transaction', async () => {
  const db = drizzle({ client });
  await db.execute(sql`create table t (at timestamp(3), atz timestamptz, d date, i interval, ns numeric(10,2)[], ts timestamp(0)[], n int, j jsonb)`);
  await db.execute(sql`set timezone = 'UTC'`);
  await db.execute(sql`insert into t values ('2026-01-02 03:04:05.678', '2026-01-02 03:04:05+00', '2026-01-02', '1 day 02:00:00', '{1.5,2}', '{"2026-01-02 03:04:05"}', 7, '{"a":1}')`);
  const expected = { at: '2026-01-02 03:04:05.678', atz: '2026-01-02 03:04:05+00', d: '2026-01-02', i: '1 day 02:00:00', ns: '{1.50,2.00}', ts: '{"2026-01-02 03:04:05"}', n: 7, j: { a: 1 } };
  expect((await db.execute(sql`select * from t`)).rows).toEqual([expected]);
  expect(await db.transaction(async (tx) => (await tx.execute(sql`select * from t`)).rows)).toEqual([expected]);
});
