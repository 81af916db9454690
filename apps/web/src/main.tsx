import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders';
import { AppRouterProvider } from './router/AppRouterProvider';
import { createAppRouter } from './router/createAppRouter';
import { startAnalytics } from './analytics/analytics';
import './styles/global.css';

const router = createAppRouter();
startAnalytics(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
