/**
 * The reaches into another feature's tables that are still to move behind its door (see
 * feature-doors.js): importing file → the other features' files it still imports. Only ever
 * shrinks; a new entry is a new reach, which the owning feature's index.ts should serve instead.
 */
export default {
  'modules/system/user/user-protection.ts': ['modules/system/permission/permission.schema.ts', 'modules/system/role/role.schema.ts', 'modules/system/tenant/tenant.schema.ts'],
  'modules/system/user/user.rules.ts': ['modules/system/dept/dept.schema.ts', 'modules/system/post/post.schema.ts'],
  'modules/system/user/user.service.ts': ['modules/system/dept/dept.schema.ts', 'modules/system/permission/permission.schema.ts'],
};
