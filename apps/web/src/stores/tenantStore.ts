/** The tenants this user may see (list-all-simple), loaded at session start. */
import { create } from 'zustand';
import type { ResponseOf, tenantApi } from '@tenon/contracts';

export type TenantSimple = ResponseOf<typeof tenantApi.listAllSimple>[number];

interface TenantState {
  tenants: TenantSimple[];
  setTenants: (tenants: TenantSimple[]) => void;
}

export const useTenantStore = create<TenantState>()((set) => ({
  tenants: [],
  setTenants: (tenants) => set({ tenants }),
}));
