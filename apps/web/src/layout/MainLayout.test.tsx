/** The shell a signed-in user sees: sidebar, navbar, user menu and logging out. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { authApi } from '@tenon/contracts';
import { ok } from '../test/fakeServer';
import { documentNavigation } from '../router/documentNavigation';
import { getAccessToken, getRefreshToken } from '../stores/authStorage';
import { openShell as openConsole } from './testing/openShell';

type User = Awaited<ReturnType<typeof openConsole>>['user'];

const userMenuItem = async (user: User, name: string) => {
  await user.click(screen.getByRole('button', { name: /用户菜单：芋道源码/ }));
  return screen.findByRole('menuitem', { name: new RegExp(name) });
};

describe('sidebar', () => {
  it('lists 首页 and the menus, without hidden ones, and navigates on click', async () => {
    const { app, user } = await openConsole();
    const sidebar = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(sidebar).getByText('首页')).toBeInTheDocument();
    await user.click(within(sidebar).getByText('系统管理'));
    expect(within(sidebar).getByText('字典管理')).toBeInTheDocument();
    expect(within(sidebar).queryByText('隐藏页面')).not.toBeInTheDocument();
    await user.click(within(sidebar).getByText('用户管理'));
    await waitFor(() => expect(app.location()).toBe('/system/user'));
  });

  it('collapses from the navbar and remembers it', async () => {
    const { user } = await openConsole();
    await user.click(screen.getByRole('button', { name: '收起侧边栏' }));
    expect(screen.getByRole('button', { name: '展开侧边栏' })).toBeInTheDocument();
    expect(localStorage.getItem('sidebarStatus')).toBe('0');
  });
});

describe('navbar', () => {
  it('shows the nickname and where the user is', async () => {
    await openConsole('/system/user');
    expect(screen.getByRole('button', { name: /用户菜单：芋道源码/ })).toHaveTextContent('芋道源码');
    expect(screen.getByRole('navigation', { name: '当前位置' })).toHaveTextContent(/^首页.*系统管理.*用户管理$/);
  });

  it('个人中心 opens /user/profile', async () => {
    const { app, user } = await openConsole();
    await user.click(await userMenuItem(user, '个人中心'));
    await waitFor(() => expect(app.location()).toBe('/user/profile'));
    await waitFor(() => expect(screen.getByRole('navigation', { name: '当前位置' })).toHaveTextContent(/^首页.*个人中心$/));
  });

  it('布局设置 opens the settings drawer', async () => {
    const { user } = await openConsole();
    await user.click(await userMenuItem(user, '布局设置'));
    expect(await screen.findByRole('dialog', { name: '布局设置' })).toBeInTheDocument();
  });
});

describe('退出登录', () => {
  it('asks first; 取消 changes nothing', async () => {
    const { server, user } = await openConsole();
    await user.click(await userMenuItem(user, '退出登录'));
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确定注销并退出系统吗？');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    expect(server.received(authApi.logout)).toHaveLength(0);
    expect(getAccessToken()).toBe('access-1');
  });

  it('确定 logs out on the server, forgets the tokens and starts over at /index', async () => {
    const { server, user } = await openConsole();
    server.on(authApi.logout, ok(true));
    const leave = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => {});
    await user.click(await userMenuItem(user, '退出登录'));
    await user.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith('/index'));
    const [logout] = server.received(authApi.logout);
    expect(logout.headers.authorization).toBe('Bearer access-1');
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });
});
