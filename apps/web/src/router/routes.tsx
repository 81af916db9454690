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
import { HOME_HANDLE, type RouteHandle } from './routeHandle';
import RootShell from './RootShell';
import AppLoading from './AppLoading';
import RouteErrorPage from './RouteErrorPage';

export const ROOT_ROUTE_ID = 'root';
export const LAYOUT_ROUTE_ID = 'layout';

type PageModule = Promise<{ default: React.ComponentType }>;

/** A page inside the main layout, which brings the providers. */
const page = (load: () => PageModule) => () => load().then((m) => ({ Component: m.default }));

/**
 * A screen of its own (the layout, the error and callback pages) under the app's providers
 * (antd), loaded with them. The login page alone goes without, so it ships without antd
 * (docs/performance.md, "First visit").
 */
const screen = (load: () => PageModule) => () =>
  Promise.all([load(), import('../AppProviders')]).then(([{ default: Screen }, { AppProviders }]) => ({
    Component: () => (
      <AppProviders>
        <Screen />
      </AppProviders>
    ),
  }));

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
        { path: '404', lazy: screen(() => import('../pages/error/NotFoundPage')) },
        { path: '401', lazy: screen(() => import('../pages/error/UnauthorizedPage')) },
        { path: 'redirect/*', lazy: screen(() => import('../pages/redirect')) },
        { path: 'sso', lazy: screen(() => import('../pages/sso')) },
        { path: 'social-login', lazy: screen(() => import('../pages/social-login')) },
        { path: 'bind', lazy: screen(() => import('../pages/bind')) },
        { path: 'auth-redirect', lazy: screen(() => import('../pages/auth-redirect')) },
        { path: 'oauthLogin/gitee', lazy: screen(() => import('../pages/oauth-login')) },
        { path: 'register', lazy: screen(() => import('../pages/register')) },
        {
          id: LAYOUT_ROUTE_ID,
          lazy: screen(() => import('../layout/MainLayout')),
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
