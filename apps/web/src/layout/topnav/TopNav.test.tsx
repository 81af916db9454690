/** The top menu through the whole console, on the test menus (docs/console.md, "Top menu"). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useSettingsStore } from '../../stores/settingsStore';
import { menu, systemMenus } from '../../test/menus';
import { openShell } from '../testing/openShell';

const menus = [
  ...systemMenus,
  menu({ name: '数据看板', path: '/board', component: 'board/index' }),
  menu({ name: '监控中心', path: '/monitor', children: [menu({ name: '服务监控', path: 'server', component: 'monitor/server/index' })] }),
];

const topNav = () => screen.getByRole('navigation', { name: '顶部菜单' });
const sidebar = () => screen.queryByRole('navigation', { name: '主菜单' });
const width = window.innerWidth;

function withBodyWidth(px: number) {
  // jsdom lays nothing out: the body measures 0 and the window's width stands in.
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
}

async function openWithTopNav(path: string) {
  useSettingsStore.getState().setSetting('topNav', true);
  return openShell(path, menus);
}

afterEach(() => withBodyWidth(width));

describe('top menu', () => {
  it('replaces the breadcrumb and lists 首页 and the top-level menus that fit', async () => {
    withBodyWidth(1440);
    await openWithTopNav('/system/user');
    expect(screen.queryByRole('navigation', { name: '当前位置' })).not.toBeInTheDocument();
    const items = within(topNav()).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['首页', '系统管理', '官方文档', '数据看板', '监控中心']);
  });

  it('puts what does not fit in one third of the width under 更多菜单', async () => {
    withBodyWidth(700); // 700 / 3 / 85 -> 2 items
    const { user } = await openWithTopNav('/system/user');
    expect(within(topNav()).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['首页', '系统管理', '更多菜单']);
    await user.hover(within(topNav()).getByText('更多菜单'));
    for (const title of ['官方文档', '数据看板', '监控中心']) expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it('shows the current top item children in the sidebar, and nothing on pages without', async () => {
    withBodyWidth(1440);
    const { app, user } = await openWithTopNav('/system/user');
    expect(within(sidebar()!).queryByText('首页')).not.toBeInTheDocument();
    expect(within(sidebar()!).getByText('用户管理')).toBeInTheDocument();
    expect(within(topNav()).getByRole('menuitem', { name: /系统管理/ })).toHaveClass('ant-menu-item-selected');

    await user.click(within(topNav()).getByText('数据看板'));
    await waitFor(() => expect(app.location()).toBe('/board'));
    expect(sidebar()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /侧边栏/ })).not.toBeInTheDocument();
  });

  it('an item with children loads them into the sidebar without leaving the page', async () => {
    withBodyWidth(1440);
    const { app, user } = await openWithTopNav('/board');
    expect(sidebar()).not.toBeInTheDocument();
    await user.click(within(topNav()).getByText('监控中心'));
    expect(within(sidebar()!).getByText('服务监控')).toBeInTheDocument();
    expect(app.location()).toBe('/board');
  });

  it('a web address opens in a new window', async () => {
    withBodyWidth(1440);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { app, user } = await openWithTopNav('/system/user');
    await user.click(within(topNav()).getByText('官方文档'));
    expect(open).toHaveBeenCalledWith('https://example.com/docs', '_blank', 'noopener,noreferrer');
    expect(app.location()).toBe('/system/user');
  });

  it('turning the top menu off gives the sidebar all menus back', async () => {
    withBodyWidth(1440);
    await openWithTopNav('/board');
    act(() => useSettingsStore.getState().setSetting('topNav', false));
    expect(within(sidebar()!).getByText('首页')).toBeInTheDocument();
    expect(within(sidebar()!).getByText('系统管理')).toBeInTheDocument();
  });
});
