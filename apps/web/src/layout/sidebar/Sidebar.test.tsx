/** The sidebar on its own, in a router, on the test menus (docs/console.md, "Sidebar"). */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { AppRouterProvider } from '../../router/AppRouterProvider';
import { generateRoutes } from '../../router/generateRoutes';
import { useLayoutStore } from '../../stores/layoutStore';
import { useRouteStore } from '../../stores/routeStore';
import { useSettingsStore } from '../../stores/settingsStore';
import { menu, systemMenus } from '../../test/menus';
import { renderWithProviders } from '../../test/render';
import Sidebar from './Sidebar';

const menus = [
  ...systemMenus,
  menu({
    name: '系统监控',
    path: '/monitor',
    children: [
      menu({ name: '服务监控', path: 'server', component: 'monitor/server/index' }),
      menu({ name: '缓存监控与列表', path: 'cache', component: 'monitor/cache/index' }),
    ],
  }),
];

function renderSidebar(path: string) {
  useRouteStore.getState().setRoutes(generateRoutes(menus));
  const router = createMemoryRouter(
    [
      { path: '/dict/type/data/:dictId', handle: { title: '字典数据', activeMenu: '/system/dict-type' }, Component: Sidebar },
      { path: '*', Component: Sidebar },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<AppRouterProvider router={router} />);
  return { router, user: userEvent.setup({ delay: null }) };
}

const nav = () => screen.getByRole('navigation', { name: '主菜单' });
const item = (title: string) => within(nav()).getByText(title).closest('[role="menuitem"]')!;
const isOpen = (title: string) => item(title).getAttribute('aria-expanded') === 'true';

describe('sidebar', () => {
  it('is 200 px wide with the light palette by default, dark with theme-dark', () => {
    renderSidebar('/system/user');
    const sider = nav().closest('.ant-layout-sider')!;
    expect(sider).toHaveClass('ant-layout-sider-light');
    expect(sider).toHaveStyle({ width: '200px' });
    act(() => useSettingsStore.getState().setSetting('sideTheme', 'theme-dark'));
    expect(nav().closest('.ant-layout-sider')).toHaveClass('ant-layout-sider-dark');
  });

  it('highlights the route activeMenu instead of its own path', () => {
    renderSidebar('/dict/type/data/7');
    expect(item('字典管理')).toHaveClass('ant-menu-item-selected');
    expect(isOpen('系统管理')).toBe(true);
  });

  it('keeps one menu open at a time', async () => {
    const { user } = renderSidebar('/system/user');
    expect(isOpen('系统管理')).toBe(true);
    await user.click(within(nav()).getByText('系统监控'));
    await waitFor(() => expect(isOpen('系统监控')).toBe(true));
    expect(isOpen('系统管理')).toBe(false);
  });

  it('gives titles longer than 5 characters a tooltip', async () => {
    const { user } = renderSidebar('/monitor/server');
    await user.click(within(nav()).getByText('系统监控'));
    expect(within(nav()).getByText('缓存监控与列表')).toHaveAttribute('title', '缓存监控与列表');
    expect(within(nav()).getByText('服务监控')).not.toHaveAttribute('title');
  });

  it('opens external links in a new window and navigates to pages', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router, user } = renderSidebar('/system/user');
    await user.click(within(nav()).getByText('官方文档'));
    expect(open).toHaveBeenCalledWith('https://example.com/docs', '_blank', 'noopener,noreferrer');
    await user.click(within(nav()).getByText('字典管理'));
    expect(router.state.location.pathname).toBe('/system/dict-type');
  });

  it('collapses to icons, and hides the logo when sidebarLogo is off', () => {
    renderSidebar('/system/user');
    expect(screen.getByRole('link', { name: 'Tenon 管理后台 首页' })).toBeInTheDocument();
    act(() => {
      useLayoutStore.getState().toggleSidebar();
      useSettingsStore.getState().setSetting('sidebarLogo', false);
    });
    expect(nav().closest('.ant-layout-sider')).toHaveClass('ant-layout-sider-collapsed');
    expect(screen.queryByRole('link', { name: 'Tenon 管理后台 首页' })).not.toBeInTheDocument();
  });
});
