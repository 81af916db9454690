/**
 * The rules of the visited-page tabs (docs/console.md, "Tabs"), as pure
 * functions over the list of tabs:
 * - one tab per path, added for named routes; a new query on the same path updates the tab;
 * - affixed tabs survive every close (close others, left, right, all);
 * - after a close, the console goes to the last remaining tab, else home; closing the home
 *   tab itself with nothing left reloads it.
 */
import { HOME_NAME, HOME_PATH } from '../router/routeHandle';

export interface TagView {
  path: string;
  /** Path with query and hash: where clicking the tab goes. */
  fullPath: string;
  query: Record<string, string>;
  name: string;
  title: string;
  meta: { affix?: boolean; noCache?: boolean };
}

export const isAffix = (view: TagView) => Boolean(view.meta.affix);

/**
 * Adds a tab for a path not shown yet; a path already shown keeps its place and takes the new
 * query. Affixed tabs always lead, even when one arrives after a visited page (the first page
 * can be registered before the layout adds 首页).
 */
export function addView(views: TagView[], view: TagView): TagView[] {
  const index = views.findIndex((v) => v.path === view.path);
  if (index === -1) {
    if (!isAffix(view)) return [...views, view];
    const firstVisited = views.findIndex((v) => !isAffix(v));
    return firstVisited === -1 ? [...views, view] : [...views.slice(0, firstVisited), view, ...views.slice(firstVisited)];
  }
  if (views[index].fullPath === view.fullPath) return views;
  return views.map((v, i) => (i === index ? { ...v, fullPath: view.fullPath, query: view.query } : v));
}

export function closeView(views: TagView[], path: string): TagView[] {
  return views.filter((v) => v.path !== path || isAffix(v));
}

export function closeOthers(views: TagView[], path: string): TagView[] {
  return views.filter((v) => isAffix(v) || v.path === path);
}

export function closeLeft(views: TagView[], path: string): TagView[] {
  const index = views.findIndex((v) => v.path === path);
  if (index === -1) return views;
  return views.filter((v, i) => i >= index || isAffix(v));
}

export function closeRight(views: TagView[], path: string): TagView[] {
  const index = views.findIndex((v) => v.path === path);
  if (index === -1) return views;
  return views.filter((v, i) => i <= index || isAffix(v));
}

export function closeAll(views: TagView[]): TagView[] {
  return views.filter(isAffix);
}

/** 关闭左侧 is offered unless the tab is the first one after home. */
export function isFirstView(views: TagView[], view: TagView): boolean {
  return view.fullPath === HOME_PATH || view.fullPath === views[1]?.fullPath;
}

/** 关闭右侧 is offered unless the tab is the last one. */
export function isLastView(views: TagView[], view: TagView): boolean {
  return view.fullPath === views[views.length - 1]?.fullPath;
}

export type AfterClose = { kind: 'stay' } | { kind: 'go'; to: string } | { kind: 'reload'; path: string };

/** Where to go once the page on screen lost its tab: the last tab, else home, else reload home. */
export function lastViewTarget(remaining: TagView[], closed?: TagView): AfterClose {
  const last = remaining[remaining.length - 1];
  if (last) return { kind: 'go', to: last.fullPath };
  if (closed?.name === HOME_NAME) return { kind: 'reload', path: closed.path };
  return { kind: 'go', to: '/' };
}

/** The current page is still open in `remaining`: stay; else as `lastViewTarget`. */
export function afterClose(remaining: TagView[], currentPath: string, closed?: TagView): AfterClose {
  return remaining.some((v) => v.path === currentPath) ? { kind: 'stay' } : lastViewTarget(remaining, closed);
}
