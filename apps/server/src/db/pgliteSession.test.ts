/**
 * The embedded database answers through its session, on its own thread as in the calling one, as
 * PGlite's own client answered Drizzle: what a query reads (Drizzle's text types, in and out of a
 * transaction), the database's errors with their codes, a transaction that is one (nothing of it
 * seen before COMMIT, nothing left after a failure, transactions one after another), and a worker
 * that dies failing its callers.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { openPgliteSession, type PgliteSession } from './pgliteSession.ts';

/** A session and Drizzle over it, without the product's migrations (a few seconds an open). */
async function open(thread: boolean, image?: Blob): Promise<{ db: Db; session: PgliteSession }> {
  const session = await openPgliteSession({ thread, image, sharedBuffers: '32MB' });
  return { db: drizzle({ client: session as never }) as unknown as Db, session };
}

describe.each([
  ['on its own thread', true],
  ['in the calling thread', false],
])('%s', (_, pgliteThread) => {
  let database: { db: Db; session: PgliteSession };
  beforeAll(async () => {
    database = await open(pgliteThread);
    await database.db.execute(sql`create table t (id int primary key, at timestamp(3), atz timestamptz, d date, i interval, ns numeric(10,2)[], ts timestamp(0)[], n int, j jsonb, b bytea)`);
  });
  afterAll(() => database.session.close());

  const rows = (result: unknown) => (result as { rows: unknown[] }).rows;
  const rowsOf = async (q: ReturnType<typeof sql>) => rows(await database.db.execute(q));

  describe('reads', () => {
    it('reads dates, times, intervals and numeric arrays as the text the database sent, in and out of a transaction', async () => {
      const { db } = database;
      await db.execute(sql`set timezone = 'UTC'`);
      await db.execute(sql`insert into t values (1, '2026-01-02 03:04:05.678', '2026-01-02 03:04:05+00', '2026-01-02', '1 day 02:00:00', '{1.5,2}', '{"2026-01-02 03:04:05"}', 7, '{"a":1}', '\\x0102')`);
      const expected = { id: 1, at: '2026-01-02 03:04:05.678', atz: '2026-01-02 03:04:05+00', d: '2026-01-02', i: '1 day 02:00:00', ns: '{1.50,2.00}', ts: '{"2026-01-02 03:04:05"}', n: 7, j: { a: 1 }, b: new Uint8Array([1, 2]) };
      expect(await rowsOf(sql`select * from t where id = 1`)).toEqual([expected]);
      expect(await db.transaction(async (tx) => rows(await tx.execute(sql`select * from t where id = 1`)))).toEqual([expected]);
    });

    it('passes parameters of each kind and answers affected rows', async () => {
      const result = await database.db.execute(sql`insert into t (id, n, j, b) values (${2}, ${42}, ${JSON.stringify({ k: ['v'] })}::jsonb, ${new Uint8Array([9])}), (3, null, null, null)`);
      expect((result as unknown as { affectedRows: number }).affectedRows).toBe(2);
      expect(await rowsOf(sql`select id, n, j, b from t where id in (2, 3) order by id`)).toEqual([
        { id: 2, n: 42, j: { k: ['v'] }, b: new Uint8Array([9]) },
        { id: 3, n: null, j: null, b: null },
      ]);
    });
  });

  describe('errors', () => {
    it("rejects with the database's own error: message, code and constraint", async () => {
      const error = await database.db.execute(sql`insert into t (id) values (1)`).catch((e: unknown) => e);
      const cause = (error as { cause?: Record<string, unknown> }).cause ?? (error as Record<string, unknown>);
      expect(cause).toMatchObject({ code: '23505', constraint: 't_pkey', table: 't' });
      expect(String((cause as { message: unknown }).message)).toContain('duplicate key');
    });

    it('goes on answering after an error', async () => {
      await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
      expect(await rowsOf(sql`select 1 as one`)).toEqual([{ one: 1 }]);
    });
  });

  describe('transactions', () => {
    it('leaves nothing of a transaction that threw, and the database goes on', async () => {
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into t (id) values (10)`);
          await tx.execute(sql`insert into t (id) values (1)`); // taken: the transaction fails
        }),
      ).rejects.toThrow();
      expect(await rowsOf(sql`select id from t where id = 10`)).toEqual([]);
      expect(await rowsOf(sql`select 1 as one`)).toEqual([{ one: 1 }]);
    });

    it('rolls back when the callback asks to, and a savepoint undoes only its own part', async () => {
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into t (id) values (11)`);
          tx.rollback();
        }),
      ).rejects.toThrow();
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id) values (12)`);
        await tx.transaction(async (inner) => {
          await inner.execute(sql`insert into t (id) values (13)`);
          inner.rollback();
        }).catch(() => {});
      });
      expect(await rowsOf(sql`select id from t where id between 11 and 13 order by id`)).toEqual([{ id: 12 }]);
    });

    it('runs a statement asked for while a transaction is open after its COMMIT, never inside it', async () => {
      let seenOutside: unknown;
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (id, n) values (20, 1)`);
        // Asked while the transaction is open: it must neither join it nor read its row early.
        seenOutside = rowsOf(sql`select n from t where id = 20`);
        await tx.execute(sql`update t set n = 2 where id = 20`);
      });
      expect(await seenOutside).toEqual([{ n: 2 }]);
    });

    it('keeps concurrent transactions apart: each sees only its own writes, and all commit', async () => {
      const { db } = database;
      await db.execute(sql`insert into t (id, n) values (30, 0)`);
      // Each reads the counter and writes it back one higher: interleaved, updates would be lost.
      await Promise.all(
        Array.from({ length: 20 }, () =>
          db.transaction(async (tx) => {
            const [{ n }] = rows(await tx.execute(sql`select n from t where id = 30`)) as { n: number }[];
            await new Promise((r) => setTimeout(r, 1));
            await tx.execute(sql`update t set n = ${n + 1} where id = 30`);
          }),
        ),
      );
      expect(await rowsOf(sql`select n from t where id = 30`)).toEqual([{ n: 20 }]);
    });
  });

  describe('the data as an image', () => {
    it('opens a dump again with the same rows', async () => {
      const image = await database.session.dumpDataDir();
      const copy = await open(pgliteThread, image);
      try {
        expect(rows(await copy.db.execute(sql`select id from t where id = 2`))).toEqual([{ id: 2 }]);
      } finally {
        await copy.session.close();
      }
    });
  });

  it('learns a statement again after the schema changed under it', async () => {
    const { db } = database;
    await db.execute(sql`create table u (v int)`);
    await db.execute(sql`insert into u values (${1})`);
    await db.execute(sql`drop table u`);
    await db.execute(sql`create table u (v text)`);
    await db.execute(sql`insert into u values (${'a'})`);
    expect(await rowsOf(sql`select v from u`)).toEqual([{ v: 'a' }]);
  });
});

describe('a worker that stops', () => {
  it('fails the statements waiting on it, and those asked after, with an error', async () => {
    const thread = await openPgliteSession({ thread: true, sharedBuffers: '32MB' });
    const db = drizzle({ client: thread as never });
    await db.execute(sql`select 1`);
    const inFlight = db.execute(sql`select pg_sleep(5)`);
    await (thread as unknown as { transport: { worker: { terminate(): Promise<number> } } }).transport.worker.terminate();
    const messageOf = (e: unknown) => String(((e as { cause?: Error }).cause ?? (e as Error)).message);
    expect(messageOf(await inFlight.catch((e: unknown) => e))).toMatch(/数据库线程已退出/);
    expect(messageOf(await db.execute(sql`select 1`).catch((e: unknown) => e))).toMatch(/数据库线程已退出/);
    // What the server waits on to exit (main.ts).
    expect((await thread.failed).message).toMatch(/数据库线程已退出/);
  });

  it('says nothing failed when it is closed', async () => {
    const thread = await openPgliteSession({ thread: true, sharedBuffers: '32MB' });
    await thread.close();
    const settled = await Promise.race([thread.failed.then(() => 'failed'), new Promise((r) => setTimeout(() => r('quiet'), 200))]);
    expect(settled).toBe('quiet');
  });
});
