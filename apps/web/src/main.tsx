import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouterProvider } from './router/AppRouterProvider';
import { createAppRouter } from './router/createAppRouter';
import { startAnalytics } from './analytics/analytics';
import { setFeedbackHost } from './api/feedback';
import { useSettingsStore } from './stores/settingsStore';
import { readableOnWhite } from './utils/readableColor';
import './styles/global.css';

// The theme colour before any provider mounts: the login page and the loading screen draw with it.
document.documentElement.style.setProperty('--tenon-theme', readableOnWhite(useSettingsStore.getState().theme));

// A toast on a screen without antd (the login page) mounts the providers on their own.
setFeedbackHost(() => void import('./api/feedbackHost').then(({ mountFeedbackHost }) => mountFeedbackHost()));

const router = createAppRouter();
startAnalytics(router);

createRoot(document.getElementById('root')!).render(
  // The app's providers (antd) come with each screen but the login page (router/routes.tsx), so
  // the login page ships without antd (docs/performance.md, "First visit").
  <StrictMode>
    <AppRouterProvider router={router} />
  </StrictMode>,
);
