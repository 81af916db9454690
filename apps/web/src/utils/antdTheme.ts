/**
 * The layout settings and size as antd configuration: the theme colour becomes antd's primary
 * colour and also its link and info colour (antd derives links, link buttons and `processing`
 * tags from the info seed, which would otherwise stay antd's blue whatever the theme), the reference's four Element UI sizes map onto antd's three component sizes (mini is
 * antd's small with smaller text and controls), and the dark sidebar gets the reference's
 * palette instead of antd's near-black.
 */
import type { ConfigProviderProps, ThemeConfig } from 'antd';

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

export function themeConfigOf(colorPrimary: string, size: Size): ThemeConfig {
  return {
    token: { colorPrimary, colorInfo: colorPrimary, colorLink: colorPrimary, ...(size === 'mini' ? MINI_TOKENS : {}) },
    components: {
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
