/**
 * A menu's page loads before it is opened: when its item is hovered, and while the browser is
 * idle after the login, for the user's own menus only. The area's page table is replaced by
 * loaders that note what was imported.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { AppRouterProvider } from '../router/AppRouterProvider';
import { generateRoutes } from '../router/generateRoutes';
import { useRouteStore } from '../stores/routeStore';
import { menu } from '../test/menus';
import { renderWithProviders } from '../test/render';
import Sidebar from './sidebar/Sidebar';
import { usePagePrefetch } from './usePagePrefetch';

const imported = vi.hoisted(() => [] as string[]);

vi.mock('../pages/system/pages', () => {
  const page = (key: string) => () => {
    imported.push(key);
    return Promise.resolve({ default: () => null });
  };
  const keys = ['system/user/index', 'system/post/index', 'system/dept/index', 'system/role/index', 'system/tenant/index'];
  return { systemPages: Object.fromEntries(keys.map((key) => [key, page(key)])), systemPageOwners: {} };
});

// The user's menus: 用户管理, 岗位管理 and a hidden 部门管理; not 角色管理 nor 租户列表.
const menus = [
  menu({
    name: '系统管理',
    path: '/system',
    children: [
      menu({ name: '用户管理', path: 'user', component: 'system/user/index' }),
      menu({ name: '岗位管理', path: 'post', component: 'system/post/index' }),
      menu({ name: '部门管理', path: 'dept', component: 'system/dept/index', visible: false }),
    ],
  }),
];

function signedIn() {
  imported.length = 0;
  useRouteStore.getState().setRoutes(generateRoutes(menus));
}

function Prefetcher() {
  usePagePrefetch();
  return null;
}

afterEach(() => vi.unstubAllGlobals());

describe('menu pages load before they are opened', () => {
  it('hovering a sidebar item imports its page, and no other', async () => {
    signedIn();
    const router = createMemoryRouter([{ path: '*', Component: Sidebar }], { initialEntries: ['/system/post'] });
    renderWithProviders(<AppRouterProvider router={router} />);
    const user = userEvent.setup({ delay: null });
    const nav = screen.getByRole('navigation', { name: '主菜单' });

    await user.hover(within(nav).getByText('用户管理'));
    await waitFor(() => expect(imported).toEqual(['system/user/index']));
    expect(router.state.location.pathname).toBe('/system/post');
  });

  it('while the browser is idle, imports the pages of the visible menus the user has, and nothing else', async () => {
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => setTimeout(() => run({ didTimeout: false, timeRemaining: () => 50 })));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
    signedIn();
    renderWithProviders(<Prefetcher />);

    await waitFor(() => expect(imported.sort()).toEqual(['system/post/index', 'system/user/index']));
    // Later idle periods find nothing left to fetch.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(imported.sort()).toEqual(['system/post/index', 'system/user/index']);
  });

  it('without requestIdleCallback, nothing is imported before a hover', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    signedIn();
    renderWithProviders(<Prefetcher />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(imported).toEqual([]);
  });
});
