/** Routes of tenantApi's management calls (create, update, delete, page, export-excel): system tenant only. */
import { tenantApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DictDataService } from '../dict/index.ts';
import { TenantAdminService } from './tenant-admin.service.ts';
import { exportTenants } from './tenant-admin.export.ts';

export function tenantAdminRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'config' | 'db' | 'tables' | 'tenants'>): RouteDef[] {
  const { timeZone } = deps.config;
  const admin = new TenantAdminService(deps.db, deps.tenants, timeZone, deps.tables);
  const dict = new DictDataService(deps.db, deps.catalogue);
  return [
    route(tenantApi.create, ({ ctx, body }) => admin.create(ctx.user, body)),
    route(tenantApi.update, ({ ctx, body }) => admin.update(ctx.user, body)),
    route(tenantApi.delete, ({ ctx, query }) => admin.delete(ctx.user, query.id)),
    route(tenantApi.page, ({ ctx, query }) => admin.page(ctx.user, query)),
    route(tenantApi.exportExcel, ({ ctx, query }) => exportTenants(admin, dict, timeZone, ctx.user, query)),
  ];
}
