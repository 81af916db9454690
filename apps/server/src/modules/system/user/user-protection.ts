/**
 * Accounts that only their peers may touch. A caller without `super_admin` cannot change,
 * disable, delete, reset the password of or reassign the roles of:
 * - a user holding `super_admin` (otherwise a role with "reset password" takes over the platform);
 * - the tenant's own administrator (the tenant's `contactUserId`, created with the tenant),
 *   unless the caller is that administrator.
 * Every user-changing call (update, status, password, delete, role assignment, import with
 * update) asks here, after the visibility check, so a protected user outside the caller's data
 * scope stays "用户不存在" and one inside it is refused with a message saying why.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCodes, SUPER_ADMIN_ROLE } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { userRole } from '../permission/permission.schema.ts';
import { role } from '../role/role.schema.ts';
import { tenant } from '../tenant/tenant.schema.ts';
import { type TenantScope, sameTenant } from '../../../db/tenantScope.ts';
import { serviceError, type ServiceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { requireVisibleUser, type UserRow } from './user-visibility.ts';

/** Why the caller may not change the user `id`, or undefined when they may. */
export type ChangeRefusal = (id: number) => ServiceError | undefined;

/**
 * Loads, once, what decides whether `caller` may change each of `targetIds` (an import asks
 * for many users at once). The caller's `super_admin` counts only while that role is enabled,
 * as in the permission gate; a target holds it whatever the role's status, so disabling the
 * role does not expose its holders.
 */
export async function userChangeRefusal(q: Db | Tx, scope: TenantScope, caller: LoginUser, targetIds: number[]): Promise<ChangeRefusal> {
  const ids = [...new Set([...targetIds, caller.id])];
  const [superRows, [t]] = await Promise.all([
    q
      .select({ userId: userRole.userId, status: role.status })
      .from(userRole)
      .innerJoin(role, and(eq(role.id, userRole.roleId), sameTenant(role, userRole)))
      .where(scope.where(userRole, and(inArray(userRole.userId, ids), eq(role.code, SUPER_ADMIN_ROLE)))),
    q.select({ adminId: tenant.contactUserId }).from(tenant).where(eq(tenant.id, scope.tenantId)),
  ]);
  const callerIsSuper = superRows.some((r) => r.userId === caller.id && r.status === 0);
  if (callerIsSuper) return () => undefined;
  const supers = new Set(superRows.map((r) => r.userId));
  const tenantAdmin = t?.adminId ?? null;
  return (id) => {
    if (supers.has(id)) return serviceError(ErrorCodes.USER_SUPER_ADMIN_PROTECTED);
    if (id === tenantAdmin && caller.id !== tenantAdmin) return serviceError(ErrorCodes.USER_TENANT_ADMIN_PROTECTED);
    return undefined;
  };
}

/** The user `id` as `requireVisibleUser` finds it, refused when the caller may not change it. */
export async function requireChangeableUser(db: Db, scope: TenantScope, caller: LoginUser, id: number): Promise<UserRow> {
  const row = await requireVisibleUser(db, scope, caller.id, id);
  const refusal = (await userChangeRefusal(db, scope, caller, [id]))(id);
  if (refusal) throw refusal;
  return row;
}
