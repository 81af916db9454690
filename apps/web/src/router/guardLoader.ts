/**
 * The guard as the root route's loader: it runs before every navigation (see
 * `shouldRevalidate` in routes.tsx) and acts on `decideNavigation`.
 */
import { redirect, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ApiError } from '../api/ApiError';
import { toastError } from '../api/feedback';
import { endSession } from '../session/logout';
import { startSession } from '../session/startSession';
import { getAccessToken } from '../stores/authStorage';
import { useSessionStore } from '../stores/sessionStore';
import { decideNavigation } from './guard';
import { toRouteObjects } from './routeObjects';

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
      addRoutes(toRouteObjects(await startSession()));
    } catch (error) {
      // The user-info load failed: log out, say why, go to /.
      await endSession();
      if (!(error instanceof ApiError && error.shown)) toastError(error instanceof Error ? error.message : String(error));
      return redirect('/');
    }
    // The routes just added must take part in matching: repeat this navigation.
    return replace(fullPath);
  };
}
