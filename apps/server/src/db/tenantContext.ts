/**
 * Which tenant's rows the database shows to the code running now: the second tenant guard, under
 * `TenantScope`. On PostgreSQL every tenant-owned table has a row-level security policy keyed by
 * the connection's `tenon.tenant_id` setting, and the pool (`tenantPool.ts`) sets it from here
 * on each checkout, so a query that forgot its tenant condition still sees only its tenant's rows.
 * PGlite runs as a superuser, whom the policies do not bind: there only the scope guards.
 *
 * The context follows the async flow (AsyncLocalStorage). A request starts seeing no tenant and
 * the gate narrows it to the request's tenant (`enterTenant`); code outside any context sees no
 * tenant-owned row at all. Code that is meant to reach every tenant (startup, workers and
 * batch writers, token look-ups that find the tenant, the system tenant's tenant admin) says so
 * with `acrossTenants(() => …)`: grep for it to find every such place.
 *
 * The context counts when a connection is checked out: a transaction keeps the one it was opened
 * in, so wrap the whole `db.transaction(…)`, never a query inside it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** What the policies read: a tenant id, or every tenant. Neither means no tenant-owned row at all. */
interface Reach {
  tenantId?: number;
  all?: true;
}

const reach = new AsyncLocalStorage<Reach>();

/** The setting's value for "every tenant" (a tenant id is digits, so nothing else reads as it). */
export const ALL_TENANTS = '*';

type Ran<T> = T extends PromiseLike<infer U> ? Promise<U> : T;

/**
 * `fn` in `store`'s context. A Drizzle query is a lazy thenable that runs when awaited, which is
 * after `run` returned: it is started here, inside, so `acrossTenants(() => db.select()…)` works.
 */
function runIn<T>(store: Reach, fn: () => T): Ran<T> {
  return reach.run(store, () => {
    const result = fn();
    if (result instanceof Promise || typeof (result as PromiseLike<unknown> | undefined)?.then !== 'function') return result as Ran<T>;
    return new Promise((resolve, reject) => (result as PromiseLike<unknown>).then(resolve, reject)) as Ran<T>;
  });
}

/** Runs `fn` seeing every tenant's rows: for code that legitimately crosses tenants; say why at the call. */
export const acrossTenants = <T>(fn: () => T): Ran<T> => runIn({ all: true }, fn);

/** Runs `fn` seeing `tenantId`'s rows only: a worker doing one tenant's work. */
export const withinTenant = <T>(tenantId: number, fn: () => T): Ran<T> => runIn({ tenantId }, fn);

/**
 * Runs the rest of a request (`fn`, Fastify's `done`) in a context of its own that sees no tenant
 * yet, for the gate to narrow. A callback hook calls it, so the chain after `done` runs inside.
 */
export const runRequest = (tenantId: number | undefined, fn: () => void): void => reach.run(tenantId === undefined ? {} : { tenantId }, fn);

/** The gate, once it knows the request's tenant: the request's context sees that tenant from now on. */
export function enterTenant(tenantId: number): void {
  const current = reach.getStore();
  if (!current) throw new Error('enterTenant outside a request context (runRequest)');
  if (current.all) throw new Error('enterTenant inside acrossTenants');
  current.tenantId = tenantId;
}

/** The value `tenon.tenant_id` must have for the code running now: digits, `*`, or '' (no tenant). */
export function tenantSetting(): string {
  const current = reach.getStore();
  if (current?.all) return ALL_TENANTS;
  return current?.tenantId === undefined ? '' : String(current.tenantId);
}
