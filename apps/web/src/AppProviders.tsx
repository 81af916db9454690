/**
 * Providers every screen needs: antd in Chinese with the spec's theme colour, and the antd
 * `App` whose message / notification / modal the request client uses (FeedbackBridge).
 */
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { FeedbackBridge } from './api/feedback';

/** Spec 9: default theme colour #409EFF. */
export const THEME: ThemeConfig = { token: { colorPrimary: '#409EFF' } };

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    // Buttons read as the spec writes them (确定, 取消), without the space antd puts between two characters.
    <ConfigProvider locale={zhCN} theme={THEME} button={{ autoInsertSpace: false }}>
      <AntApp>
        <FeedbackBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
