/**
 * Permission strings, `module:entity:action`. Declared once here and imported by the endpoint
 * table, the menu seed and the web's `<Can>`. The server is the authority; the web only hides.
 */
const crud = <E extends string>(entity: E) =>
  ({
    query: `${entity}:query`,
    create: `${entity}:create`,
    update: `${entity}:update`,
    delete: `${entity}:delete`,
  }) as const;

export const Permissions = {
  system: {
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
  },
  infra: {
    config: { ...crud('infra:config'), export: 'infra:config:export' },
  },
  bpm: {
    model: { ...crud('bpm:model'), import: 'bpm:model:import', deploy: 'bpm:model:deploy' },
    form: crud('bpm:form'),
    userGroup: crud('bpm:user-group'),
    processDefinition: { query: 'bpm:process-definition:query' },
    taskAssignRule: { query: 'bpm:task-assign-rule:query', create: 'bpm:task-assign-rule:create', update: 'bpm:task-assign-rule:update' },
    processInstance: { query: 'bpm:process-instance:query', create: 'bpm:process-instance:create', cancel: 'bpm:process-instance:cancel' },
    task: { query: 'bpm:task:query', update: 'bpm:task:update' },
    oaLeave: { query: 'bpm:oa-leave:query', create: 'bpm:oa-leave:create' },
  },
} as const;

type LeafValues<T> = T extends string ? T : { [K in keyof T]: LeafValues<T[K]> }[keyof T];
/** Every permission string of the product: a misspelt permission does not compile. */
export type Permission = LeafValues<typeof Permissions>;

/** The role code that holds every permission on the server. */
export const SUPER_ADMIN_ROLE = 'super_admin';
/** The role created with each tenant, holding its package's menus. */
export const TENANT_ADMIN_ROLE = 'tenant_admin';
