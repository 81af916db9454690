/**
 * Permission strings, `module:entity:action`. Declared once here and imported by the endpoint
 * table, the menu seed and the web's `<Can>`. The server is the authority; the web only hides.
 */
export const Permissions = {
  system: {
    notifyMessage: {
      query: 'system:notify-message:query',
    },
    notifyTemplate: {
      query: 'system:notify-template:query',
      sendNotify: 'system:notify-template:send-notify',
    },
    tenant: {
      query: 'system:tenant:query',
      create: 'system:tenant:create',
      update: 'system:tenant:update',
      delete: 'system:tenant:delete',
      export: 'system:tenant:export',
    },
  },
} as const;

/** The role code that holds every permission on the server. */
export const SUPER_ADMIN_ROLE = 'super_admin';
