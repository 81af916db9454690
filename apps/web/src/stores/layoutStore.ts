/**
 * Shell state: sidebar opened (persisted under the spec's `sidebarStatus` key as 1/0) and the
 * layout-settings drawer.
 */
import { create } from 'zustand';

const SIDEBAR_STATUS_KEY = 'sidebarStatus';

interface LayoutState {
  sidebarOpened: boolean;
  settingsOpen: boolean;
  toggleSidebar: () => void;
  setSettingsOpen: (open: boolean) => void;
}

export const useLayoutStore = create<LayoutState>()((set, get) => ({
  sidebarOpened: localStorage.getItem(SIDEBAR_STATUS_KEY) !== '0',
  settingsOpen: false,
  toggleSidebar: () => {
    const sidebarOpened = !get().sidebarOpened;
    localStorage.setItem(SIDEBAR_STATUS_KEY, sidebarOpened ? '1' : '0');
    set({ sidebarOpened });
  },
  setSettingsOpen: (settingsOpen) => set({ settingsOpen }),
}));
