import { dashboardApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { DashboardService } from './dashboard.service.ts';

export function dashboardRoutes(dashboard: DashboardService): RouteDef[] {
  return [route(dashboardApi.stats, ({ ctx, query }) => dashboard.stats(ctx.scope, ctx.user.id, query.days ?? 7))];
}
