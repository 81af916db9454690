import { createBrowserRouter, type RouteObject } from 'react-router';
import { createRoutes, LAYOUT_ROUTE_ID } from './routes';

type DataRouter = ReturnType<typeof createBrowserRouter>;
export type RouterFactory = (routes: RouteObject[]) => DataRouter;

/** The app's router; tests pass a memory-router factory. */
export function createAppRouter(create: RouterFactory = (routes) => createBrowserRouter(routes)): DataRouter {
  // The guard adds the menu routes to this very router, which exists only once created.
  const holder: { router?: DataRouter } = {};
  holder.router = create(createRoutes((routes) => holder.router!.patchRoutes(LAYOUT_ROUTE_ID, routes)));
  return holder.router;
}
