/**
 * The layout settings and size as antd configuration: the theme colour becomes antd's primary
 * colour and also its link and info colour (antd derives links, link buttons and `processing`
 * tags from the info seed, which would otherwise stay antd's blue whatever the theme), the reference's four Element UI sizes map onto antd's three component sizes (mini is
 * antd's small with smaller text and controls), and the dark sidebar gets the reference's
 * palette instead of antd's near-black.
 */
import type { ConfigProviderProps, ThemeConfig } from 'antd';
import { readableOnWhite, tintOf } from './readableColor';

/** The reference's four component sizes, persisted by the layout store. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];

type ComponentSize = NonNullable<ConfigProviderProps['componentSize']>;

export const COMPONENT_SIZES: Record<Size, ComponentSize> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

const MINI_TOKENS: ThemeConfig['token'] = { fontSize: 12, controlHeightSM: 20 };

/** The reference's dark sidebar: slate background, lighter submenus, grey-blue text. */
export const DARK_SIDEBAR = { background: '#304156', submenu: '#1f2d3d', text: '#bfcbd9', hover: '#263445' };

/**
 * antd's secondary greys (descriptions, breadcrumbs, placeholders: 0.45 and 0.25 black, 3.4:1 and
 * 1.9:1 on white) and its preset cyan and orange (our 导入 and 导出 buttons, 2.3:1 and 2.6:1)
 * darkened to read at WCAG AA's 4.5:1; disabled text keeps antd's grey (WCAG exempts it).
 */
const READABLE_GREYS: ThemeConfig['token'] = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
};
const READABLE_PRESETS = { cyan6: '#00737a', 'cyan-6': '#00737a', orange6: '#b45100', 'orange-6': '#b45100' } as ThemeConfig['token'];

/**
 * Status tags draw their text in the status colour on its pale background: antd's green, gold
 * and red read at 2.2:1 to 3.4:1 there; these are the same hues from further down their palettes.
 */
const READABLE_TAGS: ThemeConfig['token'] = { colorSuccess: '#237804', colorWarning: '#874d00', colorError: '#cf1322' };

/** The chosen theme colour is drawn darkened to read on white and on its tint (readableColor.ts). */
export function themeConfigOf(chosen: string, size: Size): ThemeConfig {
  const colorPrimary = readableOnWhite(chosen);
  return {
    token: {
      colorPrimary,
      colorInfo: colorPrimary,
      colorLink: colorPrimary,
      colorPrimaryBg: tintOf(colorPrimary),
      colorInfoBg: tintOf(colorPrimary),
      ...READABLE_GREYS,
      ...READABLE_PRESETS,
      ...(size === 'mini' ? MINI_TOKENS : {}),
    },
    components: {
      Tag: READABLE_TAGS,
      // The unchecked switch is white text on antd's quaternary grey.
      Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.56)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' },
      Layout: { siderBg: DARK_SIDEBAR.background },
      Menu: {
        darkItemBg: DARK_SIDEBAR.background,
        darkSubMenuItemBg: DARK_SIDEBAR.submenu,
        darkItemColor: DARK_SIDEBAR.text,
        darkItemHoverBg: DARK_SIDEBAR.hover,
        darkPopupBg: DARK_SIDEBAR.background,
      },
    },
  };
}
