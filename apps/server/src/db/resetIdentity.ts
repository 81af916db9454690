/** After inserting rows with explicit ids (the built-in catalogue, the first start's demo), move the table's identity sequence past them. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

export async function resetIdentity(db: Db | Tx, table: string) {
  await db.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`,
    ),
  );
}
