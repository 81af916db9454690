/** Routes of menuApi: the menu screen and the menu pickers of roles and packages. */
import { menuApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { MenuService } from './menu.service.ts';

export function menuRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'db' | 'tenants'>): RouteDef[] {
  const menus = new MenuService(deps.db, deps.tenants, deps.catalogue);
  return [
    route(menuApi.list, ({ ctx, query }) => menus.list(ctx.tenantId, query)),
    route(menuApi.listAllSimple, ({ ctx }) => menus.listAllSimple(ctx.tenantId)),
    route(menuApi.get, ({ ctx, query }) => menus.get(ctx.tenantId, query.id)),
    route(menuApi.create, ({ ctx, body }) => menus.create(ctx.user, body)),
    route(menuApi.update, ({ ctx, body }) => menus.update(ctx.user, body)),
    route(menuApi.delete, ({ ctx, query }) => menus.delete(ctx.user, query.id)),
  ];
}
