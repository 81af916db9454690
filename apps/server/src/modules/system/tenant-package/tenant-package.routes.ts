/** Routes of tenantPackageApi: the package screen and the package picker of the tenant form. */
import { tenantPackageApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { TenantPackageService } from './tenant-package.service.ts';

export function tenantPackageRoutes(deps: Pick<ModuleDeps, 'config' | 'db' | 'tenants'>): RouteDef[] {
  const packages = new TenantPackageService(deps.db, deps.tenants, deps.config.timeZone);
  return [
    route(tenantPackageApi.create, ({ ctx, body }) => packages.create(ctx.user, body)),
    route(tenantPackageApi.update, ({ ctx, body }) => packages.update(ctx.user, body)),
    route(tenantPackageApi.delete, ({ ctx, query }) => packages.delete(ctx.user, query.id)),
    route(tenantPackageApi.get, ({ ctx, query }) => packages.get(ctx.user, query.id)),
    route(tenantPackageApi.page, ({ ctx, query }) => packages.page(ctx.user, query)),
    route(tenantPackageApi.getSimpleList, ({ ctx }) => packages.simpleList(ctx.user)),
  ];
}
