/**
 * The reaches into another feature's tables that are still to move behind its door (see
 * feature-doors.js): importing file → the other features' files it still imports. Only ever
 * shrinks; a new entry is a new reach, which the owning feature's index.ts should serve instead.
 */
export default {
  'modules/system/auth/auth.service.ts': ['modules/system/user/user.schema.ts'],
  'modules/system/auth/sms-login.ts': ['modules/system/user/user.schema.ts'],
  'modules/system/auth/token.service.ts': ['modules/system/tenant/tenant.schema.ts', 'modules/system/user/user.schema.ts'],
  'modules/system/dashboard/dashboard.service.ts': ['modules/system/login-log/login-log.schema.ts', 'modules/system/notify/notify.schema.ts', 'modules/system/permission/permission.schema.ts', 'modules/system/role/role.schema.ts', 'modules/system/tenant/tenant.schema.ts', 'modules/system/user/user.schema.ts'],
  'modules/system/menu/assignable-menus.ts': ['modules/system/tenant-package/tenant-package.schema.ts', 'modules/system/tenant/tenant.schema.ts'],
  'modules/system/menu/menu.service.ts': ['modules/system/permission/permission.schema.ts', 'modules/system/tenant-package/tenant-package.schema.ts'],
  'modules/system/oauth2/oauth2-grant.service.ts': ['modules/system/tenant/tenant.schema.ts', 'modules/system/user/user.schema.ts'],
  'modules/system/oauth2/oauth2-password.ts': ['modules/system/user/user.schema.ts'],
  'modules/system/oauth2/oauth2-token.service.ts': ['modules/system/auth/auth.schema.ts'],
  'modules/system/permission/data-scope.ts': ['modules/system/dept/dept.schema.ts', 'modules/system/role/role.schema.ts', 'modules/system/user/user.schema.ts'],
  'modules/system/permission/permission.service.ts': ['modules/system/menu/menu.schema.ts', 'modules/system/role/role.schema.ts', 'modules/system/tenant-package/tenant-package.schema.ts', 'modules/system/tenant/tenant.schema.ts'],
  'modules/system/profile/profile.service.ts': ['modules/system/dept/dept.schema.ts', 'modules/system/permission/permission.schema.ts', 'modules/system/post/post.schema.ts', 'modules/system/role/role.schema.ts', 'modules/system/user/user.schema.ts'],
  'modules/system/register/register.service.ts': ['modules/system/permission/permission.schema.ts', 'modules/system/role/role.schema.ts', 'modules/system/social/social.schema.ts', 'modules/system/user/user.schema.ts'],
  'modules/system/role/permission-assign.service.ts': ['modules/system/dept/dept.schema.ts', 'modules/system/menu/menu.schema.ts', 'modules/system/permission/permission.schema.ts'],
  'modules/system/role/role.service.ts': ['modules/system/permission/permission.schema.ts'],
  'modules/system/seed/catalogue.ts': ['modules/system/dict/dict.schema.ts', 'modules/system/menu/menu.schema.ts', 'modules/system/notify/notify.schema.ts'],
  'modules/system/seed/tenants.seed.ts': ['modules/system/dept/dept.schema.ts', 'modules/system/notify/notify.schema.ts', 'modules/system/permission/permission.schema.ts', 'modules/system/post/post.schema.ts', 'modules/system/role/role.schema.ts', 'modules/system/tenant-package/tenant-package.schema.ts', 'modules/system/tenant/tenant.schema.ts', 'modules/system/user/user.schema.ts'],
  'modules/system/social/social-binding.ts': ['modules/system/user/user.schema.ts'],
  'modules/system/social/social-user.service.ts': ['modules/system/user/user.schema.ts'],
  'modules/system/tenant-package/tenant-package.service.ts': ['modules/system/menu/menu.schema.ts', 'modules/system/tenant/tenant.schema.ts'],
  'modules/system/tenant/tenant-admin.service.ts': ['modules/system/permission/permission.schema.ts', 'modules/system/role/role.schema.ts', 'modules/system/tenant-package/tenant-package.schema.ts', 'modules/system/user/user.schema.ts'],
  'modules/system/tenant/tenant-role-menus.ts': ['modules/system/permission/permission.schema.ts', 'modules/system/role/role.schema.ts'],
  'modules/system/user/user-protection.ts': ['modules/system/permission/permission.schema.ts', 'modules/system/role/role.schema.ts', 'modules/system/tenant/tenant.schema.ts'],
  'modules/system/user/user.rules.ts': ['modules/system/dept/dept.schema.ts', 'modules/system/post/post.schema.ts'],
  'modules/system/user/user.service.ts': ['modules/system/dept/dept.schema.ts', 'modules/system/permission/permission.schema.ts'],
};
