/**
 * The tenant feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { lockTenantWrites } from './tenant-write-lock.ts';
export { SYSTEM_TENANT_PACKAGE_ID, type TenantService } from './tenant.service.ts';
export { activeTenantIds, isTenantActive } from './active-tenants.ts';
export { isPackageInUse, packageIdOf, tenantIdsOnPackage } from './tenant-packages.ts';
export { tenantCount } from './tenant-count.ts';
export { insertTenants, type NewTenant } from './tenant-inserts.ts';
export { tenantAdministratorOf } from './tenant-administrator.ts';
