/**
 * What the sidebar lists (docs/console.md, "Sidebar"), from the generated routes, after 首页:
 * - hidden routes are not shown;
 * - a parent with a single visible child shows as that child, unless `alwaysShow`;
 * - a parent with no visible child is left out (it would open onto nothing);
 * - external links keep their address and open in a new window.
 * With the top menu on, the sidebar lists the children of the current top item only.
 */
import { isExternal, type AppRoute } from '../../router/generateRoutes';

export interface SidebarEntry {
  /** The route's full path, or the link's address. */
  key: string;
  title: string;
  icon?: string;
  /** Set for external links. */
  link?: string;
  /** The page a leaf opens (its menu's `component`), prefetched when the item is hovered. */
  page?: string;
  children?: SidebarEntry[];
}

export const HOME_ENTRY: SidebarEntry = { key: '/index', title: '首页', icon: 'dashboard' };

function leaf(route: AppRoute, icon = route.meta.icon): SidebarEntry {
  return {
    key: route.path,
    title: route.meta.title,
    icon,
    ...(isExternal(route.path) ? { link: route.path } : {}),
    ...(route.view.kind === 'page' && route.view.component ? { page: route.view.component } : {}),
  };
}

function entryOf(route: AppRoute): SidebarEntry | null {
  if (route.hidden) return null;
  if (!route.children) return leaf(route);
  const visible = route.children.filter((child) => !child.hidden);
  if (visible.length === 0) return null;
  const [only] = visible;
  if (visible.length === 1 && !only.children && !route.alwaysShow) return leaf(only, only.meta.icon || route.meta.icon);
  const children = visible.map(entryOf).filter((e): e is SidebarEntry => e !== null);
  return { key: route.path, title: route.meta.title, icon: route.meta.icon, children };
}

export function sidebarEntries(routes: AppRoute[], withHome = true): SidebarEntry[] {
  const entries = routes.map(entryOf).filter((e): e is SidebarEntry => e !== null);
  return withHome ? [HOME_ENTRY, ...entries] : entries;
}

/** The keys from the top of the tree down to `key` (inclusive), or [] when absent. */
export function keyPath(entries: SidebarEntry[], key: string): string[] {
  for (const entry of entries) {
    if (entry.key === key) return [key];
    const below = entry.children ? keyPath(entry.children, key) : [];
    if (below.length > 0) return [entry.key, ...below];
  }
  return [];
}

/**
 * The entry to highlight for a path (the route's `activeMenu` when it has one): the deepest
 * leaf whose path is the path or a prefix of it.
 */
export function selectedKey(entries: SidebarEntry[], pathname: string): string | undefined {
  let best: string | undefined;
  const visit = (list: SidebarEntry[]) => {
    for (const entry of list) {
      if (entry.children) visit(entry.children);
      else if (!entry.link && (pathname === entry.key || pathname.startsWith(`${entry.key}/`))) {
        if (!best || entry.key.length > best.length) best = entry.key;
      }
    }
  };
  visit(entries);
  return best;
}
