/**
 * Who holds which role, and what each role grants (permissionApi). What must stay true:
 * - only the tenant's own users, roles, menus and departments can be named; anything else is
 *   "not found", and a user outside the caller's data scope is "用户不存在" as everywhere;
 * - a role can only grant menus the tenant's package allows (`assignableMenuIds`);
 * - granting or taking away `super_admin` needs a caller who holds it, so the permission to
 *   assign roles is not a way to become, or dethrone, a super administrator; nor are the roles
 *   of a protected account (`user-protection.ts`) changed by anyone below it;
 * - changes apply to the next request of every affected user: the gate reads grants per call.
 */
import { eq } from 'drizzle-orm';
import { CommonStatus, ErrorCodes, SUPER_ADMIN_ROLE } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { existingDeptIds } from '../dept/index.ts';
import { allMenuIds, menuNames } from '../menu/index.ts';
import { role } from './role.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { PermissionService } from '../permission/index.ts';
import { DataScopeType, insertUserRoles, menuIdsOfRole, removeUserRoles, replaceRoleMenus, rolesOfUser } from '../permission/index.ts';
import { assignableMenuIds } from '../tenant-package/index.ts';
import { requireChangeableUser, requireVisibleUser } from '../user/index.ts';
import { rolesAmong } from './roles-among.ts';
import { requireCustomRole, requireRole } from './role.service.ts';

export class PermissionAssignService {
  constructor(
    private readonly db: Db,
    private readonly permissions: PermissionService,
  ) {}

  private rolesOf(scope: TenantScope, userId: number) {
    return rolesOfUser(this.db, scope, userId);
  }

  async listUserRoles(scope: TenantScope, caller: LoginUser, userId: number): Promise<number[]> {
    await requireVisibleUser(this.db, scope, caller.id, userId);
    return (await this.rolesOf(scope, userId)).map((r) => r.id);
  }

  /** Replaces the user's roles with `roleIds`. */
  async assignUserRole(scope: TenantScope, caller: LoginUser, userId: number, roleIds: number[]) {
    await requireChangeableUser(this.db, scope, caller, userId);
    const [wanted, held] = await Promise.all([
      rolesAmong(this.db, scope, roleIds),
      this.rolesOf(scope, userId),
    ]);
    if (wanted.length !== roleIds.length) throw serviceError(ErrorCodes.ROLE_NOT_EXISTS);
    const heldIds = new Set(held.map((r) => r.id));
    const added = wanted.filter((r) => !heldIds.has(r.id));
    const removed = held.filter((r) => !roleIds.includes(r.id));
    // A disabled role the user already holds may stay (the form sends it back unchanged).
    const disabled = added.find((r) => r.status !== CommonStatus.ENABLE);
    if (disabled) throw serviceError(ErrorCodes.ROLE_IS_DISABLE, disabled.name);
    if ([...added, ...removed].some((r) => r.code === SUPER_ADMIN_ROLE)) {
      const grant = await this.permissions.grantOf(caller.id, scope.tenantId);
      if (!grant.roles.includes(SUPER_ADMIN_ROLE)) throw serviceError(ErrorCodes.ROLE_SUPER_ADMIN_GRANT_DENIED, SUPER_ADMIN_ROLE);
    }
    if (added.length === 0 && removed.length === 0) return true;
    await this.db.transaction(async (tx) => {
      await removeUserRoles(tx, scope, userId, removed.map((r) => r.id));
      await insertUserRoles(tx, scope, added.map((r) => ({ userId, roleId: r.id })));
    });
    return true;
  }

  /**
   * The menus a role grants, limited to what the tenant's package allows now (so the form never
   * sends back a menu the package has since dropped); `super_admin` holds every allowed menu.
   */
  async listRoleMenus(scope: TenantScope, roleId: number): Promise<number[]> {
    const found = await requireRole(scope, roleId);
    const allowed = await assignableMenuIds(this.db, scope.tenantId);
    if (found.code === SUPER_ADMIN_ROLE) {
      return allowed ? [...allowed] : allMenuIds(this.db);
    }
    return (await menuIdsOfRole(this.db, scope, roleId)).filter((id) => !allowed || allowed.has(id));
  }

  /** Replaces the role's menus with `menuIds`, refusing any the tenant's package does not allow. */
  async assignRoleMenu(scope: TenantScope, roleId: number, menuIds: number[]) {
    await requireRole(scope, roleId);
    const [allowed, names] = await Promise.all([assignableMenuIds(this.db, scope.tenantId), menuNames(this.db, menuIds)]);
    for (const id of menuIds) {
      const name = names.get(id);
      if (name === undefined) throw serviceError(ErrorCodes.MENU_ID_NOT_EXISTS, id);
      if (allowed && !allowed.has(id)) throw serviceError(ErrorCodes.MENU_NOT_IN_TENANT_PACKAGE, name);
    }
    await this.db.transaction((tx) => replaceRoleMenus(tx, scope, roleId, menuIds));
    return true;
  }

  /** Chosen departments are kept only for "chosen departments" (2), which needs at least one, and must be the tenant's. */
  async assignRoleDataScope(scope: TenantScope, roleId: number, dataScope: number, deptIds: number[] = []) {
    await requireCustomRole(scope, roleId);
    const chosen = dataScope === DataScopeType.DEPT_CUSTOM ? deptIds : [];
    if (dataScope === DataScopeType.DEPT_CUSTOM && chosen.length === 0) throw serviceError(ErrorCodes.ROLE_DATA_SCOPE_DEPTS_REQUIRED);
    if (chosen.length) {
      const found = await existingDeptIds(this.db, scope, chosen);
      if (found.size !== chosen.length) throw serviceError(ErrorCodes.DEPT_NOT_FOUND);
    }
    await scope.update(role, { dataScope, dataScopeDeptIds: chosen }, eq(role.id, roleId));
    return true;
  }
}
