/**
 * The role feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { existingRoleIds } from './existing-roles.ts';
export { roleByCode, roleIdByCode } from './role-by-code.ts';
export { type RoleRow, rolesAmong } from './roles-among.ts';
export { insertRoles, type NewRole } from './role-inserts.ts';
