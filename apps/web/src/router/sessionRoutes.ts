/**
 * Starting a session and turning its menus into routes. The guard imports this only when a
 * session starts, so the login page ships none of it (the page table, the dictionaries, the
 * route generation): docs/performance.md, "First visit".
 */
import { startSession } from '../session/startSession';
import { toRouteObjects } from './routeObjects';

export async function sessionRoutes() {
  return toRouteObjects(await startSession());
}
