/** The system area's permissions, by screen: `system:<entity>:<action>` (composed into `Permissions.system`). */
import { crud, type PermissionTable } from '../area-kit.ts';

export const systemPermissions = {
  user: {
    ...crud('system:user'),
    export: 'system:user:export',
    import: 'system:user:import',
    updatePassword: 'system:user:update-password',
  },
  role: { ...crud('system:role'), export: 'system:role:export' },
  menu: crud('system:menu'),
  dept: crud('system:dept'),
  post: { ...crud('system:post'), export: 'system:post:export' },
  notice: crud('system:notice'),
  permission: {
    assignUserRole: 'system:permission:assign-user-role',
    assignRoleMenu: 'system:permission:assign-role-menu',
    assignRoleDataScope: 'system:permission:assign-role-data-scope',
  },
  tenant: { ...crud('system:tenant'), export: 'system:tenant:export' },
  tenantPackage: crud('system:tenant-package'),
  loginLog: { query: 'system:login-log:query', export: 'system:login-log:export' },
  operateLog: { query: 'system:operate-log:query', export: 'system:operate-log:export' },
  notifyMessage: {
    query: 'system:notify-message:query',
  },
  notifyTemplate: {
    ...crud('system:notify-template'),
    sendNotify: 'system:notify-template:send-notify',
  },
  dict: { ...crud('system:dict'), export: 'system:dict:export' },
  smsChannel: crud('system:sms-channel'),
  smsTemplate: { ...crud('system:sms-template'), export: 'system:sms-template:export', sendSms: 'system:sms-template:send-sms' },
  smsLog: { query: 'system:sms-log:query', export: 'system:sms-log:export' },
  mailAccount: crud('system:mail-account'),
  mailTemplate: { ...crud('system:mail-template'), sendMail: 'system:mail-template:send-mail' },
  mailLog: { query: 'system:mail-log:query' },
  errorCode: { ...crud('system:error-code'), export: 'system:error-code:export' },
  sensitiveWord: { ...crud('system:sensitive-word'), export: 'system:sensitive-word:export' },
  area: { query: 'system:area:query' },
  oauth2Client: crud('system:oauth2-client'),
  oauth2Token: { page: 'system:oauth2-token:page', delete: 'system:oauth2-token:delete' },
  socialClient: crud('system:social-client'),
  socialUser: { query: 'system:social-user:query' },
} as const satisfies PermissionTable;
