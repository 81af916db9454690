/**
 * Housekeeping deletes (old logs, expired tokens): the rows of `table` whose `column` is before
 * `cutoff`, across every tenant, a batch at a time so one run never holds a long lock or a huge
 * transaction on a busy table. Answers how many rows went.
 */
import { inArray, lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { acrossTenants } from './tenantContext.ts';

const BATCH = 5000;

export function purgeOlderThan(db: Db, table: PgTable & { id: PgColumn }, column: PgColumn, cutoff: number): Promise<number> {
  return acrossTenants(async () => {
    let total = 0;
    for (;;) {
      const ids = (await db.select({ id: table.id }).from(table as PgTable).where(lt(column, cutoff)).limit(BATCH)).map((r) => r.id as number);
      if (!ids.length) return total;
      await db.delete(table).where(inArray(table.id, ids));
      total += ids.length;
      if (ids.length < BATCH) return total;
    }
  });
}

/** The moment `days` whole days before now: a retention's cutoff. */
export const daysAgo = (days: number) => Date.now() - days * 86_400_000;
