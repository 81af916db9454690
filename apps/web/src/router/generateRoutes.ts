/**
 * Menu tree -> application routes (docs/menus.md, "From rows to routes"):
 *   title = name, icon = icon, noCache = !keepAlive, hidden = !visible,
 *   route name = componentName, else the last path segment in PascalCase,
 *   top-level item -> main layout, nested item with children -> pass-through parent,
 *   leaf -> the page named by `component`.
 * Web addresses stay links that open in a new window, except a leaf whose component is
 * `InnerLink` (the reference's convention): it shows the address in a frame inside the
 * console, at a path made from the address (`https://www.example.com/a` -> `example/com/a`).
 * Pure data in, pure data out; `routeObjects.tsx` turns the result into router routes.
 */
import type { MenuNode } from '@tenon/contracts';
import { pageOwners } from './pageOwners';

export interface RouteMeta {
  title: string;
  icon: string;
  noCache: boolean;
  /** The web address of a link (new window) or of an inner link (frame in the console). */
  link?: string;
  /** Affixed tabs cannot be closed (the home page). */
  affix?: boolean;
  /** A hidden page's owner screen (`pageOwners`): the sidebar entry to light. */
  activeMenu?: string;
  /** The owner screen and its directories, from the top: the breadcrumb before the page's own title. */
  trail?: Array<{ title: string; path: string; directory: boolean }>;
}

export type RouteView =
  | { kind: 'layout' }
  | { kind: 'parent' }
  | { kind: 'page'; component: string | null }
  | { kind: 'frame' };

export interface AppRoute {
  /** Full path from the root (`/system/user`), or the address of an external link. */
  path: string;
  name: string;
  hidden: boolean;
  alwaysShow: boolean;
  meta: RouteMeta;
  view: RouteView;
  children?: AppRoute[];
}

const EXTERNAL = /^(https?:|mailto:|tel:)/;

export const isExternal = (path: string) => EXTERNAL.test(path);

export const INNER_LINK_COMPONENT = 'InnerLink';

/** The console path of an inner link, after the reference: scheme and `www.` dropped, `.` and `:` as `/`. */
export function innerLinkPath(link: string): string {
  return link
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[.:]/g, '/')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
}

/** 'dict-type' -> 'DictType', '/system' -> 'System': route names double as page names. */
export function routeNameFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  const camel = last.toLowerCase().replace(/-(.)/g, (_, c: string) => c.toUpperCase());
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

export function joinPath(parent: string, path: string): string {
  if (isExternal(path)) return path;
  if (path.startsWith('/')) return path;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${path}`;
}

function viewOf(node: MenuNode, children: MenuNode[] | undefined, topLevel: boolean, innerLink: boolean): RouteView {
  if (children) return { kind: topLevel ? 'layout' : 'parent' };
  if (innerLink) return { kind: 'frame' };
  return { kind: 'page', component: node.component || null };
}

function toRoute(node: MenuNode, parentPath: string, topLevel: boolean): AppRoute {
  const children = node.children && node.children.length > 0 ? node.children : undefined;
  const innerLink = !children && node.component === INNER_LINK_COMPONENT && isExternal(node.path);
  const ownPath = innerLink ? innerLinkPath(node.path) : node.path;
  const path = joinPath(parentPath, ownPath);
  const link = innerLink || isExternal(path) ? node.path : undefined;
  return {
    path,
    name: node.componentName || routeNameFromPath(ownPath),
    hidden: !node.visible,
    alwaysShow: Boolean(children) && node.alwaysShow,
    meta: {
      title: node.name,
      icon: node.icon,
      noCache: !node.keepAlive,
      ...(link ? { link } : {}),
    },
    view: viewOf(node, children, topLevel, innerLink),
    ...(children ? { children: children.map((child) => toRoute(child, path, false)) } : {}),
  };
}

type Trail = NonNullable<RouteMeta['trail']>;

/** Each screen's route path and trail (its directories and itself), by component. */
function screensByComponent(routes: AppRoute[], above: Trail = [], out = new Map<string, Trail>()): Map<string, Trail> {
  for (const route of routes) {
    const trail = [...above, { title: route.meta.title, path: route.path, directory: Boolean(route.children) }];
    if (route.view.kind === 'page' && route.view.component && !out.has(route.view.component)) out.set(route.view.component, trail);
    if (route.children) screensByComponent(route.children, trail, out);
  }
  return out;
}

/** Gives each hidden page of `pageOwners` its owner's path and trail. */
function withOwners(routes: AppRoute[], screens: Map<string, Trail>): AppRoute[] {
  return routes.map((route) => {
    const owner = route.view.kind === 'page' && route.view.component ? pageOwners[route.view.component] : undefined;
    const trail = owner ? screens.get(owner) : undefined;
    return {
      ...route,
      ...(trail ? { meta: { ...route.meta, activeMenu: trail[trail.length - 1]!.path, trail } } : {}),
      ...(route.children ? { children: withOwners(route.children, screens) } : {}),
    };
  });
}

export function generateRoutes(menus: MenuNode[]): AppRoute[] {
  const routes = menus.map((menu) => toRoute(menu, '/', true));
  return withOwners(routes, screensByComponent(routes));
}
