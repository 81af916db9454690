/**
 * Dictionary writes check rules across rows before writing (a type's name has no unique index;
 * a type is deleted only while no data names it; data is added only to an existing type). The
 * dictionaries are global, so every such write takes one transaction-scoped advisory lock first:
 * a second writer waits for the first to commit and cannot pass the same check.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';

export async function lockDictWrites(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('tenon:system_dict'))`);
}
