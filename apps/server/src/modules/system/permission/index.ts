/**
 * The permission feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { dataScopeOf, DataScopeType, dataScopeWhere, descendantsOf } from './data-scope.ts';
export { buildMenuTree, type PermissionService } from './permission.service.ts';
export { holdersOfRoles } from './role-holders.ts';
export { insertUserRoles, type NewUserRole, rolesOfUser } from './user-roles.ts';
