/**
 * Role and permission checks (docs/console.md, "Permissions in the page"), pure functions of the user's roles or permissions.
 * - A role check passes for the role `admin`, and for `super_admin`, the server's role that
 *   holds every permission; otherwise the user needs the named role(s).
 * - A permission check passes for the wildcard `*:*:*`; otherwise the user needs the named
 *   permission(s).
 * - Asking with nothing to check is a programming error and throws.
 * The server is the authority; these only decide what the page shows.
 */
import { SUPER_ADMIN_ROLE } from '@tenon/contracts';

export const ADMIN_ROLES: readonly string[] = ['admin', SUPER_ADMIN_ROLE];
export const ALL_PERMISSION = '*:*:*';

export const EMPTY_ROLE_ERROR = '请设置角色权限标签值，例如 role={["admin"]}';
export const EMPTY_PERMISSION_ERROR = '请设置操作权限标签值，例如 permissions={["system:user:create"]}';

function required(values: string | readonly string[], message: string): readonly string[] {
  const list = typeof values === 'string' ? [values] : values;
  if (list.length === 0 || list.some((value) => !value)) throw new Error(message);
  return list;
}

const roleMatches = (userRoles: readonly string[]) => (role: string) =>
  userRoles.some((held) => ADMIN_ROLES.includes(held) || held === role);

const permissionMatches = (userPermissions: readonly string[]) => (permission: string) =>
  userPermissions.some((held) => held === ALL_PERMISSION || held === permission);

export function hasRole(role: string, userRoles: readonly string[]): boolean {
  return required(role, EMPTY_ROLE_ERROR).every(roleMatches(userRoles));
}

/** Any of the roles. */
export function hasAnyRole(roles: readonly string[], userRoles: readonly string[]): boolean {
  return required(roles, EMPTY_ROLE_ERROR).some(roleMatches(userRoles));
}

/** All of the roles. */
export function hasAllRoles(roles: readonly string[], userRoles: readonly string[]): boolean {
  return required(roles, EMPTY_ROLE_ERROR).every(roleMatches(userRoles));
}

export function hasPermission(permission: string, userPermissions: readonly string[]): boolean {
  return required(permission, EMPTY_PERMISSION_ERROR).every(permissionMatches(userPermissions));
}

/** Any of the permissions. */
export function hasAnyPermission(permissions: readonly string[], userPermissions: readonly string[]): boolean {
  return required(permissions, EMPTY_PERMISSION_ERROR).some(permissionMatches(userPermissions));
}

/** All of the permissions. */
export function hasAllPermissions(permissions: readonly string[], userPermissions: readonly string[]): boolean {
  return required(permissions, EMPTY_PERMISSION_ERROR).every(permissionMatches(userPermissions));
}
