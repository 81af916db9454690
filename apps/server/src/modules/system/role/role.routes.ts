/** Routes of roleApi (the role screen) and permissionApi (role assignment, role menus, data scope). */
import { permissionApi, roleApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DictDataService } from '../dict/index.ts';
import { RoleService } from './role.service.ts';
import { exportRoles } from './role.export.ts';
import { PermissionAssignService } from './permission-assign.service.ts';

export function roleRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'config' | 'db' | 'permissions'>): RouteDef[] {
  const { timeZone } = deps.config;
  const roles = new RoleService(deps.db, timeZone);
  const dict = new DictDataService(deps.db, deps.catalogue);
  const assign = new PermissionAssignService(deps.db, deps.permissions);
  return [
    route(roleApi.create, ({ ctx, body }) => roles.create(ctx.scope, ctx.user, body)),
    route(roleApi.update, ({ ctx, body }) => roles.update(ctx.scope, ctx.user, body)),
    route(roleApi.delete, ({ ctx, query }) => roles.delete(ctx.scope, query.id)),
    route(roleApi.get, ({ ctx, query }) => roles.get(ctx.scope, query.id)),
    route(roleApi.page, ({ ctx, query }) => roles.page(ctx.scope, query)),
    route(roleApi.updateStatus, ({ ctx, body }) => roles.updateStatus(ctx.scope, ctx.user, body.id, body.status)),
    route(roleApi.export, ({ ctx, query }) => exportRoles(roles, dict, timeZone, ctx.scope, query)),
    route(roleApi.listAllSimple, ({ ctx }) => roles.listAllSimple(ctx.scope)),

    route(permissionApi.listUserRoles, ({ ctx, query }) => assign.listUserRoles(ctx.scope, ctx.user, query.userId)),
    route(permissionApi.assignUserRole, ({ ctx, body }) => assign.assignUserRole(ctx.scope, ctx.user, body.userId, body.roleIds)),
    route(permissionApi.listRoleMenus, ({ ctx, query }) => assign.listRoleMenus(ctx.scope, query.roleId)),
    route(permissionApi.assignRoleMenu, ({ ctx, body }) => assign.assignRoleMenu(ctx.scope, body.roleId, body.menuIds)),
    route(permissionApi.assignRoleDataScope, ({ ctx, body }) =>
      assign.assignRoleDataScope(ctx.scope, body.roleId, body.dataScope, body.dataScopeDeptIds),
    ),
  ];
}
