/**
 * Generated routes -> react-router route objects. Layout and pages load lazily: nothing of the
 * console ships with the login page.
 */
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { isExternal, type AppRoute } from './generateRoutes';
import { findPage } from './pageModules';
import type { RouteHandle } from './routeHandle';

export const lazyMainLayout = () => import('../layout/MainLayout').then((m) => ({ Component: m.default }));

function lazyPage(component: string | null): Pick<RouteObject, 'lazy'> {
  const page = findPage(component);
  if (page) return { lazy: () => page().then((m) => ({ Component: m.default })) };
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

function nestedRoute(route: AppRoute, parentPath: string): RouteObject {
  const path = relativePath(parentPath, route.path);
  if (route.view.kind === 'page') return { path, handle: handleOf(route), ...lazyPage(route.view.component) };
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

function topLevelRoute(route: AppRoute): RouteObject {
  if (route.view.kind === 'page') {
    // A top-level page still lives inside the main layout.
    return {
      path: route.path,
      lazy: lazyMainLayout,
      children: [{ index: true, handle: handleOf(route), ...lazyPage(route.view.component) }],
    };
  }
  return {
    path: route.path,
    handle: handleOf(route),
    lazy: lazyMainLayout,
    children: [...firstChildRedirect(route), ...childRoutes(route)],
  };
}

export function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.filter((route) => !isExternal(route.path)).map(topLevelRoute);
}
