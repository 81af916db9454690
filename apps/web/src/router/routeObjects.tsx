/**
 * Generated routes -> react-router route objects, added below the one main-layout route
 * (routes.tsx). One layout for every page is what lets the shell keep visited pages alive
 * across menus. Pages load lazily: nothing of the console ships with the login page.
 */
import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { isExternal, type AppRoute } from './generateRoutes';
import { findPage, pageKey } from './pageTable';
import { docHints, type DocHint } from './docHints';
import DocAlert from '../components/DocAlert';
import type { RouteHandle } from './routeHandle';

/** The address is bound here rather than read from the route at render: kept-alive frames must not follow the current route. */
const lazyIframePage = (link: string) => () =>
  import('../pages/iframe/IframePage').then(({ default: IframePage }) => ({ Component: () => <IframePage src={link} /> }));

/** The page, below the reference's documentation hints for its screen when it has any. */
function withDocHints(Page: ComponentType, hints: DocHint[] | undefined): ComponentType {
  if (!hints?.length) return Page;
  return function PageWithDocHints() {
    return (
      <>
        {hints.map((hint) => (
          <DocAlert key={hint.url} title={hint.title} url={hint.url} />
        ))}
        <Page />
      </>
    );
  };
}

function lazyPage(component: string | null): Pick<RouteObject, 'lazy'> {
  const page = findPage(component);
  if (page) return { lazy: () => page().then((m) => ({ Component: withDocHints(m.default, docHints[pageKey(component!)]) })) };
  return {
    lazy: () =>
      import('../pages/error/MissingPage').then(({ default: MissingPage }) => ({
        Component: () => <MissingPage component={component} />,
      })),
  };
}

const handleOf = (route: AppRoute): RouteHandle => ({
  title: route.meta.title,
  name: route.name,
  icon: route.meta.icon,
  noCache: route.meta.noCache,
  hidden: route.hidden,
  ...(route.view.kind === 'layout' || route.view.kind === 'parent' ? { noRedirect: true } : {}),
  ...(route.view.kind === 'frame' ? { link: route.meta.link } : {}),
  ...(route.meta.activeMenu ? { activeMenu: route.meta.activeMenu } : {}),
  ...(route.meta.trail ? { trail: route.meta.trail } : {}),
});

/** Child paths are written relative to their parent, as react-router nests them. */
function relativePath(parentPath: string, path: string): string {
  const prefix = parentPath.endsWith('/') ? parentPath : `${parentPath}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path.replace(/^\/+/, '');
}

/** Opening a directory shows its first visible entry instead of an empty page. */
function firstChildRedirect(route: AppRoute): RouteObject[] {
  const first = route.children?.find((child) => !child.hidden && !isExternal(child.path));
  return first ? [{ index: true, element: <Navigate to={first.path} replace /> }] : [];
}

function leafRoute(route: AppRoute): Pick<RouteObject, 'lazy'> {
  if (route.view.kind === 'frame') return { lazy: lazyIframePage(route.meta.link ?? '') };
  return lazyPage(route.view.kind === 'page' ? route.view.component : null);
}

function nestedRoute(route: AppRoute, parentPath: string): RouteObject {
  const path = relativePath(parentPath, route.path);
  if (!route.children) return { path, handle: handleOf(route), ...leafRoute(route) };
  return {
    path,
    handle: handleOf(route),
    Component: Outlet,
    children: [...firstChildRedirect(route), ...childRoutes(route)],
  };
}

function childRoutes(route: AppRoute): RouteObject[] {
  return (route.children ?? []).filter((c) => !isExternal(c.path)).map((c) => nestedRoute(c, route.path));
}

/** The routes to add below the main layout. */
export function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.filter((route) => !isExternal(route.path)).map((route) => nestedRoute(route, '/'));
}
