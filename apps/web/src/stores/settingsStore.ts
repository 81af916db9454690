/**
 * The layout settings in use. Changes in the drawer apply at once; 保存配置 writes them under
 * `layout-setting`, 重置配置 removes the key and reloads the page after 1 s, which
 * brings back the defaults everywhere at once.
 */
import { create } from 'zustand';
import { documentNavigation } from '../router/documentNavigation';
import { LAYOUT_SETTING_KEY, isValidSetting, parseSettings, serializeSettings, type LayoutSettings } from './layoutSettings';

export const RESET_RELOAD_DELAY_MS = 1000;

interface SettingsState extends LayoutSettings {
  /** Ignores a value of the wrong type (a colour picker cleared to null, for one). */
  setSetting: <K extends keyof LayoutSettings>(key: K, value: unknown) => void;
  save: () => void;
  reset: () => void;
}

const current = (state: SettingsState): LayoutSettings => ({
  theme: state.theme,
  sideTheme: state.sideTheme,
  topNav: state.topNav,
  tagsView: state.tagsView,
  fixedHeader: state.fixedHeader,
  sidebarLogo: state.sidebarLogo,
  dynamicTitle: state.dynamicTitle,
});

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...parseSettings(localStorage.getItem(LAYOUT_SETTING_KEY)),
  setSetting: (key, value) => {
    if (isValidSetting(key, value)) set({ [key]: value } as Partial<LayoutSettings>);
  },
  save: () => localStorage.setItem(LAYOUT_SETTING_KEY, serializeSettings(current(get()))),
  reset: () => {
    localStorage.removeItem(LAYOUT_SETTING_KEY);
    setTimeout(() => documentNavigation.reload(), RESET_RELOAD_DELAY_MS);
  },
}));
