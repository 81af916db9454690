/** The navbar's tools through the whole console (docs/console.md, "Navbar"). */
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { SIZE_KEY, useLayoutStore } from '../stores/layoutStore';
import { openShell } from './testing/openShell';

const EXTRAS = ['搜索菜单', '源码地址', '文档地址', '全屏', '布局大小'];
const extra = (name: string) => screen.queryByRole('button', { name }) ?? screen.queryByRole('link', { name });

describe('page search', () => {
  it('finds pages by title and opens the one chosen', async () => {
    const { app, user } = await openShell('/system/user');
    await user.click(screen.getByRole('button', { name: '搜索菜单' }));
    await user.type(screen.getByRole('combobox', { name: '搜索菜单' }), '日志');
    await user.click(await screen.findByText('系统管理 › 审计日志 › 操作日志'));
    await waitFor(() => expect(app.location()).toBe('/system/log/operate-log'));
    expect(screen.queryByRole('combobox', { name: '搜索菜单' })).not.toBeInTheDocument();
  });
});

describe('links, full screen and size', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'fullscreenEnabled');
  });

  it('links the source and the documentation in a new window', async () => {
    await openShell();
    for (const name of ['源码地址', '文档地址']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('warns 你的浏览器不支持全屏 where full screen is not available', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    const { user } = await openShell();
    await user.click(screen.getByRole('button', { name: '全屏' }));
    expect(await screen.findByText('你的浏览器不支持全屏')).toBeInTheDocument();
  });

  it('switches the size, says so, and remembers it', async () => {
    const { user } = await openShell();
    await user.click(screen.getByRole('button', { name: '布局大小' }));
    await user.click(await screen.findByRole('menuitem', { name: '小型' }));
    expect(await screen.findByText('布局大小切换成功')).toBeInTheDocument();
    expect(useLayoutStore.getState().size).toBe('small');
    expect(localStorage.getItem(SIZE_KEY)).toBe('small');
    expect(screen.getByRole('button', { name: '全屏' })).toHaveClass('ant-btn-sm');
  });
});

describe('on a phone', () => {
  it('keeps only the toggle, the breadcrumb and the user menu', async () => {
    await openShell();
    for (const name of EXTRAS) expect(extra(name)).toBeInTheDocument();
    act(() => useLayoutStore.getState().setDevice('mobile'));
    for (const name of EXTRAS) expect(extra(name)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^站内信/ })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '当前位置' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /侧边栏/ })).toBeInTheDocument();
  });
});
