import { routesNeeding, type Feature } from '../../deps.ts';
import { DashboardService } from './dashboard.service.ts';
import { dashboardRoutes } from './dashboard.routes.ts';

export const dashboardFeature: Feature = {
  name: 'dashboard',
  ...routesNeeding(['config', 'db', 'notifyMessages', 'permissions', 'tenants'], (deps) =>
    dashboardRoutes(new DashboardService(deps.db, deps.tenants, deps.permissions, deps.notifyMessages, deps.config.timeZone))),
};
