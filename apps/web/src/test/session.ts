/** A signed-in browser and a server that starts its session: the fixture of whole-app tests. */
import { authApi, dashboardApi, dictDataApi, notifyMessageApi, tenantApi, type MenuNode, type PermissionInfo } from '@tenon/contracts';
import { setTenant, setTokens } from '../stores/authStorage';
import { createFakeServer, ok, type FakeServer } from './fakeServer';
import { systemMenus } from './menus';

export const adminInfo = (menus: MenuNode[] = systemMenus): PermissionInfo => ({
  user: { id: 1, userName: 'admin', nickname: '芋道源码', avatar: '', tenantId: 1 },
  roles: ['super_admin'],
  permissions: ['system:user:query'],
  menus,
});

/**
 * Answers the three calls of the session start, and what every signed-in console asks besides:
 * the navbar bell's unread count, and the home page's figures (left loading: tests of the home
 * page answer them with `.on(dashboardApi.stats, …)`).
 */
export function stubSessionStart(server: FakeServer, info: PermissionInfo = adminInfo()): FakeServer {
  return server
    .on(authApi.getPermissionInfo, ok(info))
    .on(dictDataApi.listAllSimple, ok([{ dictType: 'common_status', value: '0', label: '开启', colorType: '', cssClass: '' }]))
    .on(tenantApi.listAllSimple, ok([{ id: 1, name: '榫卯科技' }]))
    .on(notifyMessageApi.getUnreadCount, ok(0))
    .on(dashboardApi.stats, () => new Promise<never>(() => {}));
}

/** A browser signed in to tenant 1, and a server ready to start its session. */
export function signedInServer(info: PermissionInfo = adminInfo()): FakeServer {
  setTenant(1, '榫卯科技');
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  return stubSessionStart(createFakeServer(), info);
}
