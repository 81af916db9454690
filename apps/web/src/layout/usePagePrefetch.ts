/**
 * After the login, loads the pages of the user's own menus while the browser is idle, a few at
 * a time, so the first opening of a screen does not wait for its download (docs/performance.md,
 * "First visit": a screen switch shows its content within 100 ms). Only the menus the session
 * gave: a page the user cannot open is never fetched. Without requestIdleCallback (jsdom,
 * Safari) nothing is prefetched on idle; hovering a menu item still prefetches its page.
 */
import { useEffect } from 'react';
import type { AppRoute } from '../router/generateRoutes';
import { prefetchPage } from '../router/pageTable';
import { useRouteStore } from '../stores/routeStore';

/** Pages loaded per idle period: each evaluates a module, and a busy frame is what idling avoids. */
const PER_IDLE = 3;

/** The components of the visible menu pages, in menu order. */
export function menuPages(routes: AppRoute[]): string[] {
  return routes.flatMap((route) => {
    if (route.hidden) return [];
    if (route.children) return menuPages(route.children);
    return route.view.kind === 'page' && route.view.component ? [route.view.component] : [];
  });
}

export function usePagePrefetch(): void {
  const routes = useRouteStore((state) => state.routes);
  useEffect(() => {
    const { requestIdleCallback: whenIdle, cancelIdleCallback: cancel } = window;
    if (typeof whenIdle !== 'function') return;
    const queue = [...new Set(menuPages(routes))];
    let handle: number | undefined;
    let stopped = false;
    const next = () => {
      handle = whenIdle(() => {
        const batch = queue.splice(0, PER_IDLE);
        if (batch.length === 0 || stopped) return;
        void Promise.all(batch.map(prefetchPage)).then(() => {
          if (!stopped) next();
        });
      });
    };
    next();
    return () => {
      stopped = true;
      if (handle !== undefined) cancel(handle);
    };
  }, [routes]);
}
