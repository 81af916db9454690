/**
 * What the navbar's route search finds (docs/console.md, "Navbar"): the pages the user has, by title and
 * path, with fuse.js at threshold 0.4, title weight 0.7, path weight 0.3. A page's title is
 * the trail of titles leading to it (系统管理 › 用户管理), so a directory's name finds its
 * pages; directories themselves lead nowhere and are not results; hidden routes are left out.
 */
import Fuse, { type IFuseOptions } from 'fuse.js';
import { isExternal, type AppRoute } from '../../router/generateRoutes';
import { HOME_PATH } from '../../router/routeHandle';

export interface SearchItem {
  path: string;
  title: string[];
}

export const ROUTE_SEARCH_OPTIONS: IFuseOptions<SearchItem> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

export function searchPool(routes: AppRoute[], prefix: string[] = []): SearchItem[] {
  const items: SearchItem[] = prefix.length === 0 ? [{ path: HOME_PATH, title: ['首页'] }] : [];
  for (const route of routes) {
    if (route.hidden) continue;
    const title = [...prefix, route.meta.title];
    if (route.children) items.push(...searchPool(route.children, title));
    else items.push({ path: route.path, title });
  }
  return items;
}

export function createRouteSearch(routes: AppRoute[]): (query: string) => SearchItem[] {
  const fuse = new Fuse(searchPool(routes), ROUTE_SEARCH_OPTIONS);
  return (query) => (query.trim() ? fuse.search(query.trim()).map((result) => result.item) : []);
}

export const isLinkResult = (item: SearchItem) => isExternal(item.path);
