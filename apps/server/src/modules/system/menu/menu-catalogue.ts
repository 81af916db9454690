/**
 * Every area's menu rows, synchronised at every start (seed/catalogue.ts), written here so the
 * menu table has one owner: rows a release adds appear, rows an administrator edited are kept.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { resetIdentity } from '../../../db/resetIdentity.ts';
import type { MenuRow } from '../../../platform/area.ts';
import { menu } from './menu.schema.ts';

export async function syncMenuRows(tx: Tx, menuRows: readonly MenuRow[]): Promise<void> {
  if (menuRows.length === 0) return;
  await tx
    .insert(menu)
    .values(menuRows.map(({ formerComponent: _former, formerPermission: _formerPermission, ...m }) => ({ ...m, creator: 'system' })))
    .onConflictDoNothing({ target: menu.id });
  await resetIdentity(tx, 'system_menu');
  // A row an administrator pointed elsewhere no longer holds the old value and is left alone.
  for (const m of menuRows) {
    const former = m.formerComponent;
    if (former && m.component) {
      await tx.update(menu).set({ component: m.component }).where(and(eq(menu.id, m.id), eq(menu.component, former)));
    }
    if (m.formerPermission !== undefined) {
      await tx.update(menu).set({ permission: m.permission }).where(and(eq(menu.id, m.id), eq(menu.permission, m.formerPermission)));
    }
  }
}
