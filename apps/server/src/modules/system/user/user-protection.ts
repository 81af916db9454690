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
import { ErrorCodes, SUPER_ADMIN_ROLE } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { holdersAmong } from '../permission/index.ts';
import { roleByCode } from '../role/index.ts';
import { tenantAdministratorOf } from '../tenant/index.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
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
  const [superRows, tenantAdmin] = await Promise.all([superAdminsAmong(q, scope, ids), tenantAdministratorOf(q, scope.tenantId)]);
  const callerIsSuper = superRows.some((r) => r.userId === caller.id && r.status === 0);
  if (callerIsSuper) return () => undefined;
  const supers = new Set(superRows.map((r) => r.userId));
  return (id) => {
    if (supers.has(id)) return serviceError(ErrorCodes.USER_SUPER_ADMIN_PROTECTED);
    if (id === tenantAdmin && caller.id !== tenantAdmin) return serviceError(ErrorCodes.USER_TENANT_ADMIN_PROTECTED);
    return undefined;
  };
}

/** Which of `ids` hold `super_admin`, each with that role's status. */
async function superAdminsAmong(q: Db | Tx, scope: TenantScope, ids: number[]): Promise<Array<{ userId: number; status: number }>> {
  const superRole = await roleByCode(q, scope, SUPER_ADMIN_ROLE);
  if (!superRole) return [];
  return (await holdersAmong(q, scope, superRole.id, ids)).map((userId) => ({ userId, status: superRole.status }));
}

/** The user `id` as `requireVisibleUser` finds it, refused when the caller may not change it. */
export async function requireChangeableUser(db: Db, scope: TenantScope, caller: LoginUser, id: number): Promise<UserRow> {
  const row = await requireVisibleUser(db, scope, caller.id, id);
  const refusal = (await userChangeRefusal(db, scope, caller, [id]))(id);
  if (refusal) throw refusal;
  return row;
}
