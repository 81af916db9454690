/**
 * Which writes make the cached session checks and grants stale (catalogue-cache.ts `remember`),
 * declared by route rather than traced through every service: any write request (not GET) to
 * these endpoints invalidates, after its handler has run (its transaction committed) and before
 * its answer leaves, so the caller's next request sees the change on this instance, and the
 * other instances as soon as the Redis message reaches them. A write that reached its handler
 * and failed invalidates too (coarse, never stale); one refused before it (401, 403, 400) does
 * not, so refused calls cannot be used to empty every instance's cache.
 * - the tenant's own users, roles and grants, 强退 (oauth2-token delete), and departments (a data
 *   scope of "own department and below" and the department names of the user page): the caller's tenant;
 * - tenants, packages and menus: every tenant (a package or a menu is shared by many).
 * Ending a session by its own tokens (logout, refresh) is invalidated by TokenService itself,
 * which alone knows the token's tenant. A new endpoint that changes who may do what, or whether
 * a session holds, belongs in one of these lists, with a case in auth-cache.test.ts
 * (docs/performance-hot-paths.md states the rule).
 */
import type { FastifyInstance } from 'fastify';
import type { CatalogueCache } from './catalogue-cache.ts';

export const TENANT_AUTH_WRITES = ['/system/user/', '/system/role/', '/system/permission/', '/system/oauth2-token/', '/system/dept/'] as const;
export const GLOBAL_AUTH_WRITES = ['/system/tenant/', '/system/tenant-package/', '/system/menu/'] as const;

/** Set once a request has passed the gate and validation: only such a request can have written. */
const REACHED_HANDLER = Symbol('reachedHandler');

export function installAuthInvalidation(api: FastifyInstance, cache: CatalogueCache): void {
  // Refused requests (no session, no permission, bad input) write nothing and must not be a way
  // to empty every instance's cache.
  api.addHook('preHandler', (req, _reply, done) => {
    (req as unknown as Record<symbol, boolean>)[REACHED_HANDLER] = true;
    done();
  });
  // A callback hook that returns at once for reads: every request passes it, and an async hook
  // costs a promise and its async-context propagation each time.
  api.addHook('onSend', (req, _reply, payload, done) => {
    const endpoint = req.routeOptions.config.endpoint;
    if (!endpoint || endpoint.method === 'GET' || !(req as unknown as Record<symbol, boolean>)[REACHED_HANDLER]) return done(null, payload);
    if (GLOBAL_AUTH_WRITES.some((p) => endpoint.path.startsWith(p))) cache.invalidateAll();
    else if (TENANT_AUTH_WRITES.some((p) => endpoint.path.startsWith(p))) {
      const tenantId = req.ctx?.user?.tenantId ?? req.ctx?.tenantId;
      if (tenantId === undefined) cache.invalidateAll();
      else cache.invalidateTenant(tenantId);
    }
    // Every write's invalidations (these, and the catalogues' own: a dictionary label, a config
    // value) reach Redis before the answer leaves: the caller's next request, on any instance,
    // arrives after the message that makes that instance drop its copy.
    cache.published().then(() => done(null, payload), done);
  });
}
