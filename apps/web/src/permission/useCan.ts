/** The permission checks bound to the signed-in user, for components. */
import { useMemo } from 'react';
import { useSessionStore } from '../stores/sessionStore';
import { hasPermission, hasAllPermissions, hasAnyPermission, hasRole, hasAllRoles, hasAnyRole } from './permission';

export interface Can {
  hasRole: (role: string) => boolean;
  hasAnyRole: (roles: readonly string[]) => boolean;
  hasAllRoles: (roles: readonly string[]) => boolean;
  hasPermission: (permission: string) => boolean;
  hasAnyPermission: (permissions: readonly string[]) => boolean;
  hasAllPermissions: (permissions: readonly string[]) => boolean;
}

export function useCan(): Can {
  const roles = useSessionStore((state) => state.roles);
  const permissions = useSessionStore((state) => state.permissions);
  return useMemo(
    () => ({
      hasRole: (role) => hasRole(role, roles),
      hasAnyRole: (list) => hasAnyRole(list, roles),
      hasAllRoles: (list) => hasAllRoles(list, roles),
      hasPermission: (permission) => hasPermission(permission, permissions),
      hasAnyPermission: (list) => hasAnyPermission(list, permissions),
      hasAllPermissions: (list) => hasAllPermissions(list, permissions),
    }),
    [roles, permissions],
  );
}
