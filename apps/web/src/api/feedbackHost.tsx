/**
 * The app's providers in a root of their own, with nothing in them but the feedback bridge:
 * mounted through `feedback.ts` (main.tsx sets it) when something must be shown on a page that
 * mounts no antd (the login page), so its toasts and dialogs look as everywhere else.
 */
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../AppProviders';

export function mountFeedbackHost(): void {
  const container = document.createElement('div');
  container.className = 'tenon-feedback-host';
  document.body.appendChild(container);
  createRoot(container).render(<AppProviders>{null}</AppProviders>);
}
