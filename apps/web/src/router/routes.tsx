/**
 * The route table. Static routes are here; the menu routes are added below the main layout
 * once the session has started (guardLoader). As docs/console.md ("Routes and the guard") says: login, 404, 401, redirect and
 * the social-login callbacks sit outside the main layout; `/` leads to `/index` (首页, affixed); unknown paths lead to /404.
 * Every page inside the layout hangs below the one layout route, so moving between pages
 * never remounts the shell (and the pages it keeps alive).
 *
 * Redirect-only routes render <Navigate> rather than redirecting from a loader: react-router
 * follows the deepest loader's redirect, which would overrule the guard's (a visitor without
 * a session must reach the login page, not /404).
 */
import { Navigate, type RouteObject } from 'react-router';
import { createGuardLoader, type AddRoutes } from './guardLoader';
import { lazyMainLayout } from './routeObjects';
import { HOME_HANDLE, type RouteHandle } from './routeHandle';
import RootShell from './RootShell';
import AppLoading from './AppLoading';
import RouteErrorPage from './RouteErrorPage';

export const ROOT_ROUTE_ID = 'root';
export const LAYOUT_ROUTE_ID = 'layout';

const page = (load: () => Promise<{ default: React.ComponentType }>) => () =>
  load().then((m) => ({ Component: m.default }));

const PROFILE_HANDLE: RouteHandle = { title: '个人中心', name: 'Profile', icon: 'user', hidden: true };
const NOTIFY_MESSAGE_HANDLE: RouteHandle = { title: '我的站内信', name: 'MyNotifyMessage', icon: 'message', hidden: true };

export function createRoutes(addRoutes: AddRoutes): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      loader: createGuardLoader(addRoutes),
      // The guard decides on every navigation, not only when the root's data is stale.
      shouldRevalidate: () => true,
      Component: RootShell,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        { index: true, element: <Navigate to="/index" replace /> },
        { path: 'login', lazy: page(() => import('../pages/login')) },
        { path: '404', lazy: page(() => import('../pages/error/NotFoundPage')) },
        { path: '401', lazy: page(() => import('../pages/error/UnauthorizedPage')) },
        { path: 'redirect/*', lazy: page(() => import('../pages/redirect')) },
        { path: 'sso', lazy: page(() => import('../pages/sso')) },
        { path: 'social-login', lazy: page(() => import('../pages/social-login')) },
        { path: 'bind', lazy: page(() => import('../pages/bind')) },
        { path: 'auth-redirect', lazy: page(() => import('../pages/auth-redirect')) },
        { path: 'oauthLogin/gitee', lazy: page(() => import('../pages/oauth-login')) },
        { path: 'register', lazy: page(() => import('../pages/register')) },
        {
          id: LAYOUT_ROUTE_ID,
          lazy: lazyMainLayout,
          children: [
            { path: 'index', handle: HOME_HANDLE, lazy: page(() => import('../pages/home')) },
            { path: 'user/profile', handle: PROFILE_HANDLE, lazy: page(() => import('../pages/user/profile')) },
            {
              path: 'user/notify-message',
              handle: NOTIFY_MESSAGE_HANDLE,
              lazy: page(() => import('../pages/user/notify-message/index.tsx')),
            },
          ],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}
