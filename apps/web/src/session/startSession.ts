/**
 * Session start (docs/console.md, "Routes and the guard"): with a token but nothing loaded, load the user (roles, permissions,
 * menus), the dictionaries and the tenant list, and generate the routes from the menus.
 * Only the user info is essential: a dictionary failure has been shown by the request client
 * and the console still works; a tenant-list failure is only logged.
 * Calls run without the re-login dialog: if the session cannot start, the guard logs out and
 * shows the login page instead.
 */
import { authApi, tenantApi } from '@tenon/contracts';
import { callApi } from '../api/callApi';
import { generateRoutes, type AppRoute } from '../router/generateRoutes';
import { loadDictionaries } from './dictionaries';
import { useRouteStore } from '../stores/routeStore';
import { useSessionStore } from '../stores/sessionStore';
import { useTenantStore } from '../stores/tenantStore';
import { setDisplayTimeZone } from '../utils/date';

export const TENANT_LOAD_FAILED = '加载租户数据失败';

let starting: Promise<AppRoute[]> | null = null;

/** Starts the session once, however many navigations ask for it meanwhile. */
export function startSession(): Promise<AppRoute[]> {
  starting ??= loadSession().finally(() => {
    starting = null;
  });
  return starting;
}

async function loadSession(): Promise<AppRoute[]> {
  const quiet = { promptRelogin: false } as const;
  const [info] = await Promise.all([
    callApi(authApi.getPermissionInfo, quiet),
    loadDictionaries(quiet),
    callApi(tenantApi.listAllSimple, { ...quiet, showError: false }).then(useTenantStore.getState().setTenants, (error) =>
      console.error(TENANT_LOAD_FAILED, error),
    ),
  ]);
  const routes = generateRoutes(info.menus);
  useRouteStore.getState().setRoutes(routes);
  setDisplayTimeZone(info.timeZone);
  useSessionStore.getState().setSession(info);
  return routes;
}
