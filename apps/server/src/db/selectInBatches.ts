/**
 * All rows of a filtered list (for exports), read a thousand at a time. The embedded database
 * runs on the server's own thread, so one query turning 50,000 log rows into objects would hold
 * every other tenant's request for the whole of it; the ids come first (small), then the rows by
 * id in slices, with a turn of the event loop between them.
 */
import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const BATCH = 1000;

export async function selectInBatches<Row extends { id: number }>(
  db: Db,
  table: PgTable & { id: PgColumn },
  where: SQL,
  orderBy: SQL[],
): Promise<Row[]> {
  const ids = (await db.select({ id: table.id }).from(table).where(where).orderBy(...orderBy)).map((r) => r.id as number);
  const rows: Row[] = [];
  for (let i = 0; i < ids.length; i += BATCH) {
    const slice = ids.slice(i, i + BATCH);
    const found = new Map(((await db.select().from(table as PgTable).where(inArray(table.id, slice))) as Row[]).map((r) => [r.id, r]));
    for (const id of slice) {
      const row = found.get(id);
      if (row) rows.push(row);
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return rows;
}
