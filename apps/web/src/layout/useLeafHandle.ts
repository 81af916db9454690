/** The meta of the page on screen: the innermost matched route that has one. */
import { useMatches } from 'react-router';
import { handleOf, type RouteHandle } from '../router/routeHandle';

export function useLeafHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = handleOf(matches[i]);
    if (handle) return handle;
  }
  return undefined;
}
