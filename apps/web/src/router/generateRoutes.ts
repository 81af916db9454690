/**
 * Menu tree -> application routes, the mapping of reference-api 5.1:
 *   title = name, icon = icon, noCache = !keepAlive, hidden = !visible,
 *   route name = componentName, else the last path segment in PascalCase,
 *   top-level item -> main layout, nested item with children -> pass-through parent,
 *   leaf -> the page named by `component`.
 * Pure data in, pure data out; `routeObjects.tsx` turns the result into router routes.
 */
import type { MenuNode } from '@tenon/contracts';

export interface RouteMeta {
  title: string;
  icon: string;
  noCache: boolean;
  /** Set for menu items whose path is a web address: they open in a new window. */
  link?: string;
  /** Affixed tabs cannot be closed (the home page). */
  affix?: boolean;
}

export type RouteView =
  | { kind: 'layout' }
  | { kind: 'parent' }
  | { kind: 'page'; component: string | null };

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

function toRoute(node: MenuNode, parentPath: string, topLevel: boolean): AppRoute {
  const path = joinPath(parentPath, node.path);
  const children = node.children && node.children.length > 0 ? node.children : undefined;
  const view: RouteView = children
    ? { kind: topLevel ? 'layout' : 'parent' }
    : { kind: 'page', component: node.component || null };
  return {
    path,
    name: node.componentName || routeNameFromPath(node.path),
    hidden: !node.visible,
    alwaysShow: Boolean(children) && node.alwaysShow,
    meta: {
      title: node.name,
      icon: node.icon,
      noCache: !node.keepAlive,
      ...(isExternal(path) ? { link: path } : {}),
    },
    view,
    ...(children ? { children: children.map((child) => toRoute(child, path, false)) } : {}),
  };
}

export function generateRoutes(menus: MenuNode[]): AppRoute[] {
  return menus.map((menu) => toRoute(menu, '/', true));
}
