/**
 * The app's providers (antd) for a part of the login page that needs antd (the 短信登录 tab, the
 * providers' buttons, the slider), loaded when that part first shows: the page itself ships
 * without antd (docs/performance.md, "First visit").
 */
import { lazy, Suspense, type ReactNode } from 'react';

const AppProviders = lazy(() => import('../../AppProviders').then((m) => ({ default: m.AppProviders })));

export function WithAntd({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AppProviders>{children}</AppProviders>
    </Suspense>
  );
}
