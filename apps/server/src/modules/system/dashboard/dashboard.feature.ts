import type { Feature } from '../../deps.ts';
import { DashboardService } from './dashboard.service.ts';
import { dashboardRoutes } from './dashboard.routes.ts';

export const dashboardFeature: Feature = {
  name: 'dashboard',
  routes: (deps) =>
    dashboardRoutes(new DashboardService(deps.db, deps.tenants, deps.permissions, deps.notifyMessages, deps.config.timeZone)),
};
