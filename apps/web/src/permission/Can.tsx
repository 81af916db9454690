/**
 * Renders its children only when the user passes the check; otherwise they are not in the
 * page at all (docs/console.md, "Permissions in the page"). Any of the listed values suffices, as the reference's directives;
 * `all` requires every one. An empty list throws.
 *
 *   <Can permissions={[Permissions.system.tenant.create]}><Button>新增</Button></Can>
 *   <Can role={['admin']} fallback={<span>无权查看</span>}>…</Can>
 */
import type { ReactNode } from 'react';
import type { Permission } from '@tenon/contracts';
import { useCan } from './useCan';

type CanProps = {
  children: ReactNode;
  /** Every listed value is required, instead of any one. */
  all?: boolean;
  fallback?: ReactNode;
} & ({ permissions: readonly Permission[]; role?: never } | { role: readonly string[]; permissions?: never });

export function Can({ children, all = false, fallback = null, ...check }: CanProps) {
  const can = useCan();
  const allowed = check.permissions
    ? all
      ? can.hasAllPermissions(check.permissions)
      : can.hasAnyPermission(check.permissions)
    : all
      ? can.hasAllRoles(check.role)
      : can.hasAnyRole(check.role);
  return <>{allowed ? children : fallback}</>;
}
