/** The tenant service every feature and the gate read tenants through. */
import type { Provision } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import { TenantService } from './tenant.service.ts';

declare module '../../deps.ts' {
  interface ModuleDeps {
    tenants: TenantService;
  }
}

export const tenantProvides: Array<Provision<ModuleDeps>> = [
  { name: 'tenants', needs: ['db', 'catalogue'], build: ({ db, catalogue }) => new TenantService(db, catalogue) },
];
