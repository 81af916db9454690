/**
 * The user-group feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { existingUserGroupIds, membersOfEnabledGroups } from './user-group-members.ts';
export { demoUserGroupId } from './user-group.demo.ts';
