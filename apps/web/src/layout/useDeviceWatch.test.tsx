/** Phone or computer, and what the sidebar does on a phone (docs/console.md, "Phone or computer"). */
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLayoutStore } from '../stores/layoutStore';
import { openShell } from './testing/openShell';

const width = window.innerWidth;
const setWidth = (px: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
const setHidden = (hidden: boolean) => Object.defineProperty(document, 'hidden', { configurable: true, value: hidden });
const layout = () => document.querySelector('.main-layout')!;
const state = () => useLayoutStore.getState();

afterEach(() => {
  setWidth(width);
  Reflect.deleteProperty(document, 'hidden');
});

describe('device', () => {
  it('starts as a phone below 992 px, with the sidebar closed without animation', async () => {
    setWidth(390);
    await openShell();
    expect(state()).toMatchObject({ device: 'mobile', sidebarOpened: false, withoutAnimation: true });
    expect(layout()).toHaveClass('is-mobile', 'sidebar-closed', 'without-animation');
    expect(localStorage.getItem('sidebarStatus')).toBeNull();
  });

  it('follows resizes, except while the document is hidden', async () => {
    setWidth(1200);
    await openShell();
    expect(state().device).toBe('desktop');
    setHidden(true);
    setWidth(600);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(state().device).toBe('desktop');
    setHidden(false);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(state()).toMatchObject({ device: 'mobile', sidebarOpened: false, withoutAnimation: true });
    setWidth(1200);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(state().device).toBe('desktop');
  });

  it('on a phone the open sidebar closes on the backdrop and on moving to another page', async () => {
    setWidth(390);
    const { app, user } = await openShell();
    await user.click(screen.getByRole('button', { name: '展开侧边栏' }));
    expect(layout()).toHaveClass('sidebar-opened');
    fireEvent.click(document.querySelector('.main-drawer-backdrop')!);
    expect(state()).toMatchObject({ sidebarOpened: false, withoutAnimation: false });

    await user.click(screen.getByRole('button', { name: '展开侧边栏' }));
    await user.click(within(screen.getByRole('navigation', { name: '主菜单' })).getByText('字典管理'));
    await waitFor(() => expect(app.location()).toBe('/system/dict-type'));
    await waitFor(() => expect(state().sidebarOpened).toBe(false));
  });
});
