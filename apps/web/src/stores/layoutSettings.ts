/**
 * The layout settings (docs/console.md, "Layout settings"), their defaults and how they are read back.
 * Stored as JSON under `layout-setting`. A stored value of the wrong type, or a theme colour
 * that is not a string, falls back to the default, so a
 * damaged or older entry can never break the shell.
 */
export const LAYOUT_SETTING_KEY = 'layout-setting';

export type SideTheme = 'theme-dark' | 'theme-light';

export interface LayoutSettings {
  /** Theme colour (antd primary colour). */
  theme: string;
  sideTheme: SideTheme;
  /** Top menu in the navbar instead of the breadcrumb. */
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** Document title `<page> - Tenon 管理后台`. */
  dynamicTitle: boolean;
}

export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: '#409EFF',
  sideTheme: 'theme-light',
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
};

/** The swatches offered beside the colour picker (the reference's predefined colours). */
export const THEME_PRESETS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'];

const SIDE_THEMES: readonly unknown[] = ['theme-dark', 'theme-light'] satisfies SideTheme[];

/** Whether `value` may be stored as setting `key`. */
export function isValidSetting<K extends keyof LayoutSettings>(key: K, value: unknown): value is LayoutSettings[K] {
  if (key === 'theme') return typeof value === 'string' && value.trim() !== '';
  if (key === 'sideTheme') return SIDE_THEMES.includes(value);
  return typeof value === 'boolean';
}

export function parseSettings(raw: string | null): LayoutSettings {
  let stored: unknown = null;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  const settings = { ...DEFAULT_SETTINGS };
  if (!stored || typeof stored !== 'object') return settings;
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof LayoutSettings)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (isValidSetting(key, value)) (settings as Record<string, unknown>)[key] = value;
  }
  return settings;
}

export const serializeSettings = (settings: LayoutSettings) => JSON.stringify(settings);
