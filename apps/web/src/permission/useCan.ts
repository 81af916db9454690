/** The permission checks bound to the signed-in user, for components. */
import { useMemo } from 'react';
import { useSessionStore } from '../stores/sessionStore';
import { hasPermi, hasPermiAnd, hasPermiOr, hasRole, hasRoleAnd, hasRoleOr } from './permission';

export interface Can {
  hasRole: (role: string) => boolean;
  hasRoleOr: (roles: readonly string[]) => boolean;
  hasRoleAnd: (roles: readonly string[]) => boolean;
  hasPermi: (permission: string) => boolean;
  hasPermiOr: (permissions: readonly string[]) => boolean;
  hasPermiAnd: (permissions: readonly string[]) => boolean;
}

export function useCan(): Can {
  const roles = useSessionStore((state) => state.roles);
  const permissions = useSessionStore((state) => state.permissions);
  return useMemo(
    () => ({
      hasRole: (role) => hasRole(role, roles),
      hasRoleOr: (list) => hasRoleOr(list, roles),
      hasRoleAnd: (list) => hasRoleAnd(list, roles),
      hasPermi: (permission) => hasPermi(permission, permissions),
      hasPermiOr: (list) => hasPermiOr(list, permissions),
      hasPermiAnd: (list) => hasPermiAnd(list, permissions),
    }),
    [roles, permissions],
  );
}
