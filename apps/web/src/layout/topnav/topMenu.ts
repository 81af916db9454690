/**
 * The top menu (docs/console.md, "Top menu"), shown in the navbar when the `topNav` setting is on:
 * - its items are 首页 and the visible top-level menus;
 * - as many fit as one third of the body width holds 85 px items; the rest go under 更多菜单;
 * - a web address opens in a new window; an item with children loads them into the sidebar;
 *   any other item navigates and hides the sidebar.
 * On each navigation the item of the current page is highlighted (the first path segment),
 * and the sidebar shows that item's children, or hides when it has none.
 */
import { isExternal, type AppRoute } from '../../router/generateRoutes';
import { HOME_PATH } from '../../router/routeHandle';

export const TOP_MENU_ITEM_WIDTH = 85;

export interface TopMenuItem {
  /** Full path, or web address. */
  key: string;
  title: string;
  icon?: string;
  route?: AppRoute;
}

export const HOME_TOP_ITEM: TopMenuItem = { key: HOME_PATH, title: '首页', icon: 'dashboard' };

/** Pages whose path has several segments but no side menu of their own. */
const NO_SIDEBAR_PATHS = [HOME_PATH, '/user/profile'];

export function visibleTopMenuCount(bodyWidth: number): number {
  return Math.floor(bodyWidth / 3 / TOP_MENU_ITEM_WIDTH);
}

export function topMenuItems(routes: AppRoute[]): TopMenuItem[] {
  return [
    HOME_TOP_ITEM,
    ...routes.filter((r) => !r.hidden).map((route) => ({ key: route.path, title: route.meta.title, icon: route.meta.icon, route })),
  ];
}

export function splitTopMenu<T>(items: T[], visibleCount: number): { visible: T[]; more: T[] } {
  return { visible: items.slice(0, visibleCount), more: items.slice(visibleCount) };
}

export type TopMenuAction = { kind: 'open'; url: string } | { kind: 'sidebar'; key: string } | { kind: 'navigate'; to: string };

export function topMenuAction(item: TopMenuItem): TopMenuAction {
  if (isExternal(item.key)) return { kind: 'open', url: item.key };
  if (item.route?.children?.length) return { kind: 'sidebar', key: item.key };
  return { kind: 'navigate', to: item.key };
}

/** The routes the sidebar lists under top item `key`, or null when it has none to show. */
export function sidebarRoutesOf(routes: AppRoute[], key: string): AppRoute[] | null {
  const route = routes.find((r) => r.path === key);
  const children = route?.children?.filter((child) => !child.hidden);
  return children && children.length > 0 ? route!.children! : null;
}

export interface TopNavState {
  /** The top item to highlight. */
  activeKey: string;
  /** What the sidebar lists; null hides it. */
  sidebarRoutes: AppRoute[] | null;
}

/**
 * For the page at `pathname`: its top item is its first path segment; pages with a single
 * segment, and those with no side menu, show no sidebar.
 */
export function topNavState(routes: AppRoute[], pathname: string): TopNavState {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length < 2 || NO_SIDEBAR_PATHS.includes(pathname)) return { activeKey: pathname, sidebarRoutes: null };
  const activeKey = `/${segments[0]}`;
  return { activeKey, sidebarRoutes: sidebarRoutesOf(routes, activeKey) };
}
