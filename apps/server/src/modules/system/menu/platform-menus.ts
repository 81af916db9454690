/**
 * Which menu rows belong to the platform's operator, never to a tenant: derived from the
 * contracts' one declaration (`platformPermissions`, from `apiGroup(…, { platform: true })`).
 * A row is the platform's when its permission is, or when it has rows below it and every one of
 * them is (a screen whose buttons are all platform buttons; a directory of platform screens).
 * The tenant-package API refuses these rows, and a tenant's grant never holds them.
 */
import { platformPermissions } from '@tenon/contracts';

export interface MenuNode {
  id: number;
  parentId: number;
  permission: string;
}

const computed = new WeakMap<ReadonlyArray<MenuNode>, ReadonlySet<number>>();

export function platformMenuIdsOf(menus: ReadonlyArray<MenuNode>): ReadonlySet<number> {
  const cached = computed.get(menus);
  if (cached) return cached;
  const children = new Map<number, MenuNode[]>();
  for (const m of menus) children.set(m.parentId, [...(children.get(m.parentId) ?? []), m]);
  const verdicts = new Map<number, boolean>();
  const isPlatform = (m: MenuNode, path: Set<number>): boolean => {
    const known = verdicts.get(m.id);
    if (known !== undefined) return known;
    // A cycle of parent ids (only a hand-edited table has one) decides nothing.
    if (path.has(m.id)) return false;
    path.add(m.id);
    const below = m.id === 0 ? [] : (children.get(m.id) ?? []);
    const verdict = platformPermissions.has(m.permission) || (below.length > 0 && below.every((c) => isPlatform(c, path)));
    path.delete(m.id);
    verdicts.set(m.id, verdict);
    return verdict;
  };
  const ids = new Set(menus.filter((m) => isPlatform(m, new Set())).map((m) => m.id));
  computed.set(menus, ids);
  return ids;
}
