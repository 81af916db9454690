import { tenantApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { TenantService } from './tenant.service.ts';

export function tenantRoutes(tenants: TenantService): RouteDef[] {
  return [
    route(tenantApi.getIdByName, ({ query }) => tenants.getIdByName(query.name.trim())),
    route(tenantApi.get, ({ query, ctx }) => tenants.get(query.id, ctx.tenantId)),
    route(tenantApi.listAllSimple, ({ ctx }) => tenants.listSimple(ctx.tenantId)),
  ];
}
