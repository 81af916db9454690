/** The menu catalogue as other features read it (grants, package and role-menu checks), answered here so the menu table has one owner. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { menu } from './menu.schema.ts';

export type MenuRow = typeof menu.$inferSelect;

/** Every enabled menu, in sort order (the permission service caches it as the global catalogue). */
export function enabledMenus(q: Db | Tx): Promise<MenuRow[]> {
  return q.select().from(menu).where(eq(menu.status, 0)).orderBy(asc(menu.sort), asc(menu.id));
}

/** Every menu's id, parent, permission and name, in no particular order (what a package's menus are checked against). */
export function menuOutline(q: Db | Tx): Promise<Array<{ id: number; parentId: number; permission: string; name: string }>> {
  return q.select({ id: menu.id, parentId: menu.parentId, permission: menu.permission, name: menu.name }).from(menu);
}

/** Every menu's id, in no particular order (what `super_admin` holds in the system tenant). */
export async function allMenuIds(q: Db | Tx): Promise<number[]> {
  return (await q.select({ id: menu.id }).from(menu)).map((m) => m.id);
}

/** The names of the menus among `ids`; an id of no menu is left out. */
export async function menuNames(q: Db | Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await q.select({ id: menu.id, name: menu.name }).from(menu).where(inArray(menu.id, [...ids]));
  return new Map(rows.map((m) => [m.id, m.name]));
}
