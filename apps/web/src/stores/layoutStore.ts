/**
 * Shell state that is not a layout setting (docs/console.md, "Sidebar", "Phone or computer"):
 * - sidebar opened, persisted under `sidebarStatus` as 1/0 when the user toggles it;
 * - the sidebar hide flag (the top menu hides it for pages without a side menu), while which
 *   the toggle does nothing;
 * - `withoutAnimation`, for the closes the user did not ask for (phone start, resize);
 * - the device, and the component size persisted under `size` (default medium);
 * - the settings drawer, hidden by default.
 */
import { create } from 'zustand';
import { SIZES, type Size } from '../utils/antdTheme';
import { bodyWidth, deviceForWidth, type Device } from './device';

export const SIDEBAR_STATUS_KEY = 'sidebarStatus';
export const SIZE_KEY = 'size';

export { SIZES, type Size };
export const DEFAULT_SIZE: Size = 'medium';

const readSize = (): Size => {
  const stored = localStorage.getItem(SIZE_KEY);
  return SIZES.find((size) => size === stored) ?? DEFAULT_SIZE;
};

interface LayoutState {
  sidebarOpened: boolean;
  withoutAnimation: boolean;
  sidebarHidden: boolean;
  device: Device;
  size: Size;
  settingsOpen: boolean;
  toggleSidebar: () => void;
  /**
   * Closing that the user did not ask for (phone: at start, on resize, route change, backdrop).
   * Not persisted: a visit from a phone should not collapse the sidebar on the computer.
   */
  closeSidebar: (withoutAnimation: boolean) => void;
  setSidebarHidden: (hidden: boolean) => void;
  setDevice: (device: Device) => void;
  setSize: (size: Size) => void;
  setSettingsOpen: (open: boolean) => void;
}

export const useLayoutStore = create<LayoutState>()((set, get) => ({
  sidebarOpened: localStorage.getItem(SIDEBAR_STATUS_KEY) !== '0',
  withoutAnimation: false,
  sidebarHidden: false,
  device: deviceForWidth(bodyWidth()),
  size: readSize(),
  settingsOpen: false,
  toggleSidebar: () => {
    if (get().sidebarHidden) return;
    const sidebarOpened = !get().sidebarOpened;
    localStorage.setItem(SIDEBAR_STATUS_KEY, sidebarOpened ? '1' : '0');
    set({ sidebarOpened, withoutAnimation: false });
  },
  closeSidebar: (withoutAnimation) => set({ sidebarOpened: false, withoutAnimation }),
  setSidebarHidden: (sidebarHidden) => set({ sidebarHidden }),
  setDevice: (device) => set({ device }),
  setSize: (size) => {
    localStorage.setItem(SIZE_KEY, size);
    set({ size });
  },
  setSettingsOpen: (settingsOpen) => set({ settingsOpen }),
}));

export const useIsMobile = () => useLayoutStore((state) => state.device === 'mobile');
