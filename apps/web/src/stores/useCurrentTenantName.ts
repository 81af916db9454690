/** The signed-in user's tenant name: from the tenant list, else the one typed at login. */
import { getTenantName } from './authStorage';
import { useSessionStore } from './sessionStore';
import { useTenantStore } from './tenantStore';

export function useCurrentTenantName(): string {
  const tenantId = useSessionStore((state) => state.user?.tenantId);
  const tenant = useTenantStore((state) => state.tenants.find((t) => t.id === tenantId));
  return tenant?.name ?? getTenantName() ?? '';
}
