/** 布局设置 through the whole console (docs/console.md, "Layout settings"). */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { documentNavigation } from '../../router/documentNavigation';
import { LAYOUT_SETTING_KEY } from '../../stores/layoutSettings';
import { useLayoutStore } from '../../stores/layoutStore';
import { useSettingsStore } from '../../stores/settingsStore';
import { openShell } from '../testing/openShell';

async function openDrawer() {
  const shell = await openShell('/system/user');
  await shell.user.click(screen.getByRole('button', { name: /用户菜单/ }));
  await shell.user.click(await screen.findByRole('menuitem', { name: /布局设置/ }));
  const drawer = await screen.findByRole('dialog', { name: '布局设置' });
  return { ...shell, drawer };
}

const switchFor = (drawer: HTMLElement, label: string) => within(drawer).getByRole('switch', { name: label });

describe('settings drawer', () => {
  it('shows the default settings', async () => {
    const { drawer } = await openDrawer();
    expect(within(drawer).getByRole('radio', { name: '亮色侧边栏' })).toHaveAttribute('aria-checked', 'true');
    expect(within(drawer).getByRole('radio', { name: '#409EFF' })).toHaveAttribute('aria-checked', 'true');
    const expected: Record<string, boolean> = {
      '开启 TopNav': false,
      '开启 Tags-Views': true,
      '固定 Header': false,
      '显示 Logo': true,
      动态标题: false,
    };
    for (const [label, on] of Object.entries(expected)) expect(switchFor(drawer, label)).toHaveAttribute('aria-checked', String(on));
  });

  it('applies changes at once: tabs, sidebar palette, header, theme colour', async () => {
    const { drawer, user } = await openDrawer();
    await user.click(switchFor(drawer, '开启 Tags-Views'));
    expect(screen.queryByRole('tablist', { name: '已打开的页面' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('radio', { name: '暗色侧边栏' }));
    expect(document.querySelector('.main-sider')).toHaveClass('ant-layout-sider-dark');
    await user.click(switchFor(drawer, '固定 Header'));
    expect(document.querySelector('.main-layout')).toHaveClass('fixed-header');
    await user.click(within(drawer).getByRole('radio', { name: '#13c2c2' }));
    expect(useSettingsStore.getState().theme).toBe('#13c2c2');
    // Drawn darkened just enough to read on white (utils/readableColor.ts).
    expect(document.documentElement.style.getPropertyValue('--tenon-theme')).toBe('#0b7474');
    fireEvent.change(within(drawer).getByLabelText('自定义颜色'), { target: { value: '#123456' } });
    expect(useSettingsStore.getState().theme).toBe('#123456');
  });

  it('保存配置 keeps the settings under layout-setting', async () => {
    const { drawer, user } = await openDrawer();
    await user.click(switchFor(drawer, '开启 TopNav'));
    expect(localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: /保存配置/ }));
    expect(await screen.findByText('布局设置已保存')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(LAYOUT_SETTING_KEY)!)).toMatchObject({ topNav: true, tagsView: true, theme: '#409EFF' });
  });

  it('重置配置 clears layout-setting and reloads after 1 s', async () => {
    const reload = vi.spyOn(documentNavigation, 'reload').mockImplementation(() => {});
    localStorage.setItem(LAYOUT_SETTING_KEY, '{"topNav":true}');
    const { drawer, user } = await openDrawer();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      fireEvent.click(within(drawer).getByRole('button', { name: /重置配置/ }));
      expect(localStorage.getItem(LAYOUT_SETTING_KEY)).toBeNull();
      vi.advanceTimersByTime(999);
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('正在清除设置缓存并刷新，请稍候...')).toBeInTheDocument();
    void user;
  });

  it('closes on a click outside it', async () => {
    await openDrawer();
    fireEvent.click(document.querySelector('.ant-drawer-mask')!);
    await waitFor(() => expect(useLayoutStore.getState().settingsOpen).toBe(false));
  });
});
