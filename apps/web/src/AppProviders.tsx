/**
 * Providers every screen needs: antd in Chinese, themed by the layout settings (theme colour)
 * and sized by the size selector, and the antd `App` whose message / notification / modal the
 * request client uses (FeedbackBridge). Each screen loads them with itself (router/routes.tsx),
 * not the entry: the login page ships without antd (docs/performance.md, "First visit").
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { FeedbackBridge } from './api/FeedbackBridge';
import { useLayoutStore } from './stores/layoutStore';
import { useSettingsStore } from './stores/settingsStore';
import { COMPONENT_SIZES, themeConfigOf } from './utils/antdTheme';
import { readableOnWhite } from './utils/readableColor';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function AppProviders({ children }: { children: ReactNode }) {
  const colorPrimary = useSettingsStore((state) => state.theme);
  const size = useLayoutStore((state) => state.size);
  const theme = useMemo(() => {
    const config = themeConfigOf(colorPrimary, size);
    // A person who asked their system for less motion gets dialogs, drawers and menus without it
    // (WCAG 2.3.3); the journeys ask for it too, so no click lands on a dialog still zooming in.
    return prefersReducedMotion() ? { ...config, token: { ...config.token, motion: false } } : config;
  }, [colorPrimary, size]);

  // The shell's own styles (tabs, drawer) follow the theme colour through this variable, drawn as antd draws it.
  useEffect(() => {
    document.documentElement.style.setProperty('--tenon-theme', readableOnWhite(colorPrimary));
  }, [colorPrimary]);

  return (
    // Buttons read as the reference writes them (确定, 取消), without the space antd puts between two characters.
    <ConfigProvider locale={zhCN} theme={theme} componentSize={COMPONENT_SIZES[size]} button={{ autoInsertSpace: false }}>
      <AntApp>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
