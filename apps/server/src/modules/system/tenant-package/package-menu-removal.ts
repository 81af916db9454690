/** A deleted menu leaves every package, written here so the package table has one owner. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { tenantPackage } from './tenant-package.schema.ts';

/** Takes the menu out of every package that lists it, in the caller's transaction (the menu's deletion). */
export async function dropMenuFromPackages(tx: Tx, menuId: number): Promise<void> {
  await tx
    .update(tenantPackage)
    .set({
      menuIds: sql`(SELECT coalesce(jsonb_agg(e), '[]'::jsonb)
            FROM jsonb_array_elements(${tenantPackage.menuIds}) e WHERE e <> to_jsonb(${menuId}::int))`,
    })
    .where(sql`${tenantPackage.menuIds} @> ${JSON.stringify([menuId])}::jsonb`);
}
