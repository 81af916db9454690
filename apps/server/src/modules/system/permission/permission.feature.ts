import type { Feature } from '../../deps.ts';
import { roleMenu, userRole } from './permission.schema.ts';
import { permissionProvides } from './permission.provides.ts';

/**
 * Who holds which role and which menus a role grants. Its endpoints are served by the user and
 * role features, whose isolation records name users and roles through them.
 */
export const permissionFeature: Feature = {
  name: 'permission',
  provides: permissionProvides,
  tables: [userRole, roleMenu],
  isolation: { paths: ['/system/permission/'], records: [] },
};
