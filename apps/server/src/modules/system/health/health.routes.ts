import { healthApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';

export function healthRoutes(): RouteDef[] {
  return [route(healthApi.health, () => ({ status: 'UP' }))];
}
