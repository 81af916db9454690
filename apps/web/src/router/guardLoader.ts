/**
 * The guard as the root route's loader: it runs before every navigation (see
 * `shouldRevalidate` in routes.tsx) and acts on `decideNavigation`.
 */
import { redirect, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ApiError } from '../api/ApiError';
import { toastError } from '../api/feedback';
import { getAccessToken } from '../stores/authStorage';
import { useSessionStore } from '../stores/sessionStore';
import { decideNavigation } from './guard';

export type AddRoutes = (routes: RouteObject[]) => void;

export function createGuardLoader(addRoutes: AddRoutes) {
  return async function guardLoader({ request }: LoaderFunctionArgs) {
    const url = new URL(request.url);
    const fullPath = `${url.pathname}${url.search}`;
    const decision = decideNavigation({
      pathname: url.pathname,
      fullPath,
      hasToken: Boolean(getAccessToken()),
      sessionLoaded: useSessionStore.getState().loaded,
    });
    if (decision.action === 'redirect') return redirect(decision.to);
    if (decision.action === 'allow') return null;

    try {
      const { sessionRoutes } = await import('./sessionRoutes');
      addRoutes(await sessionRoutes());
    } catch (error) {
      // The user-info load failed: log out, say why, go to /. (Imported here: the login page
      // ships without the request client, docs/performance.md, "First visit".)
      const { endSession } = await import('../session/logout');
      await endSession();
      if (!(error instanceof ApiError && error.shown)) toastError(error instanceof Error ? error.message : String(error));
      return redirect('/');
    }
    // The routes just added must take part in matching: repeat this navigation.
    return replace(fullPath);
  };
}
