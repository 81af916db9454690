import { describe, expect, it } from 'vitest';
import { generateRoutes } from '../../router/generateRoutes';
import { menu, systemMenus } from '../../test/menus';
import { sidebarRoutesOf, splitTopMenu, topMenuAction, topMenuItems, topNavState, visibleTopMenuCount } from './topMenu';

const routes = generateRoutes([
  ...systemMenus,
  menu({ name: '数据看板', path: '/board', component: 'board/index' }),
  menu({ name: '隐藏目录', path: '/hidden', visible: false, children: [menu({ name: 'x', path: 'x', visible: false })] }),
]);

describe('top menu', () => {
  it('fits one third of the body width in 85 px items', () => {
    expect(visibleTopMenuCount(1440)).toBe(5);
    expect(visibleTopMenuCount(1920)).toBe(7);
    expect(visibleTopMenuCount(390)).toBe(1);
    expect(visibleTopMenuCount(254)).toBe(0);
  });

  it('lists 首页 and the visible top-level menus, the rest of them under 更多菜单', () => {
    const items = topMenuItems(routes);
    expect(items.map((item) => item.title)).toEqual(['首页', '系统管理', '官方文档', '数据看板']);
    const { visible, more } = splitTopMenu(items, 2);
    expect(visible.map((item) => item.title)).toEqual(['首页', '系统管理']);
    expect(more.map((item) => item.title)).toEqual(['官方文档', '数据看板']);
    expect(splitTopMenu(items, 5).more).toEqual([]);
  });

  it('opens web addresses in a new window, loads children into the sidebar, navigates otherwise', () => {
    const [home, system, docs, board] = topMenuItems(routes);
    expect(topMenuAction(docs)).toEqual({ kind: 'open', url: 'https://example.com/docs' });
    expect(topMenuAction(system)).toEqual({ kind: 'sidebar', key: '/system' });
    expect(topMenuAction(board)).toEqual({ kind: 'navigate', to: '/board' });
    expect(topMenuAction(home)).toEqual({ kind: 'navigate', to: '/index' });
  });

  it('highlights the first path segment and shows its children in the sidebar', () => {
    const state = topNavState(routes, '/system/log/operate-log');
    expect(state.activeKey).toBe('/system');
    expect(state.sidebarRoutes?.map((route) => route.meta.title)).toEqual(['用户管理', '字典管理', '审计日志', '隐藏页面']);
  });

  it('hides the sidebar on pages without a side menu', () => {
    expect(topNavState(routes, '/index')).toEqual({ activeKey: '/index', sidebarRoutes: null });
    expect(topNavState(routes, '/board')).toEqual({ activeKey: '/board', sidebarRoutes: null });
    expect(topNavState(routes, '/user/profile')).toEqual({ activeKey: '/user/profile', sidebarRoutes: null });
    expect(topNavState(routes, '/user/notify-message')).toEqual({ activeKey: '/user', sidebarRoutes: null });
    expect(sidebarRoutesOf(routes, '/hidden')).toBeNull();
  });
});
