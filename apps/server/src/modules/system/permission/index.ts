/**
 * The permission feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { type DataScope, DataScopeType, dataScopeWhere } from './data-scope.ts';
export { buildMenuTree, type PermissionService } from './permission.service.ts';
export { holdersOfRoles } from './role-holders.ts';
export { dropRoleHolders, dropUserRoles, holdersAmong, insertUserRoles, type NewUserRole, removeUserRoles, rolesOfUser } from './user-roles.ts';
export { dropMenuFromRoles, dropRoleMenus, insertRoleMenus, menuIdsOfRole, type NewRoleMenu, replaceRoleMenus } from './role-menus.ts';
export { syncTenantRoleMenus } from './tenant-role-menus.ts';
