/** The permission service: the gate's grant check and every feature's "may this user…". */
import type { Provision } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import { PermissionService } from './permission.service.ts';

declare module '../../deps.ts' {
  interface ModuleDeps {
    permissions: PermissionService;
  }
}

export const permissionProvides: Array<Provision<ModuleDeps>> = [
  { name: 'permissions', needs: ['db', 'catalogue'], build: ({ db, catalogue }) => new PermissionService(db, catalogue) },
];
