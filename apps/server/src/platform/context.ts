/**
 * What the platform knows about a request once it passed the gate, and the services every
 * module receives. Handlers read the caller from `req.ctx`, never from headers.
 */
import type { Database } from '../db/client.ts';
import type { TenantScope } from '../db/tenantScope.ts';
import type { AppConfig } from '../config.ts';

export interface LoginUser {
  id: number;
  tenantId: number;
  sessionId: string;
  username: string;
  nickname: string;
  avatar: string;
}

export interface RequestContext {
  traceId: string;
  /** The tenant of this request (from the header, checked against the token), if any. */
  tenantId?: number;
  /** The data layer bound to that tenant: the only way to reach tenant-owned rows. */
  scope?: TenantScope;
  user?: LoginUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** What every domain module's route factory receives: the shared services, built once in app.ts. */
export interface ModuleDeps {
  config: AppConfig;
  db: Database['db'];
  catalogue: import('./catalogue-cache.ts').CatalogueCache;
  tokens: import('../modules/system/auth/token.service.ts').TokenService;
  tenants: import('../modules/system/tenant/tenant.service.ts').TenantService;
  permissions: import('../modules/system/permission/permission.service.ts').PermissionService;
  notify: import('../modules/system/notify/notify-send.service.ts').NotifySendService;
}
