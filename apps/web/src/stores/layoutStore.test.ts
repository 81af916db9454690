import { describe, expect, it } from 'vitest';
import { SIDEBAR_STATUS_KEY, SIZE_KEY, useLayoutStore } from './layoutStore';

const state = () => useLayoutStore.getState();

describe('layout store', () => {
  it('remembers the sidebar toggle as 1/0 and the size', () => {
    state().toggleSidebar();
    expect(state().sidebarOpened).toBe(false);
    expect(localStorage.getItem(SIDEBAR_STATUS_KEY)).toBe('0');
    state().toggleSidebar();
    expect(localStorage.getItem(SIDEBAR_STATUS_KEY)).toBe('1');
    expect(state().size).toBe('medium');
    state().setSize('mini');
    expect(localStorage.getItem(SIZE_KEY)).toBe('mini');
  });

  it('ignores the toggle while the sidebar is hidden', () => {
    state().setSidebarHidden(true);
    state().toggleSidebar();
    expect(state().sidebarOpened).toBe(true);
    expect(localStorage.getItem(SIDEBAR_STATUS_KEY)).toBeNull();
  });

  it('closes without animation when asked, without touching what the user chose', () => {
    state().closeSidebar(true);
    expect(state()).toMatchObject({ sidebarOpened: false, withoutAnimation: true });
    expect(localStorage.getItem(SIDEBAR_STATUS_KEY)).toBeNull();
    state().toggleSidebar();
    expect(state()).toMatchObject({ sidebarOpened: true, withoutAnimation: false });
  });
});
