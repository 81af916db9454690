/**
 * What the platform knows about a request once it passed the gate. Handlers read the caller
 * from `req.ctx`, never from headers. (The services areas receive are declared on the areas' side, in deps.ts.)
 */
import type { TenantScope } from '../db/tenantScope.ts';
import type { Endpoint, Permission } from '@tenon/contracts';
import type { TSchema } from 'typebox';

export interface LoginUser {
  id: number;
  tenantId: number;
  sessionId: string;
  username: string;
  nickname: string;
  avatar: string;
}

/** A signed-in member (a shopper) of the app surface: never an administrator, never a permission. */
export interface LoginMember {
  id: number;
  tenantId: number;
  sessionId: string;
  mobile: string;
  nickname: string;
}

/** What every request carries once it passed the gate. */
export interface BaseContext {
  traceId: string;
}

/** A request that named an active tenant (a public call with the `tenant-id` header). */
export interface TenantContext extends BaseContext {
  /** The tenant of this request (from the header, checked against the token when signed in). */
  tenantId: number;
  /** The data layer bound to that tenant: the only way to reach tenant-owned rows. */
  scope: TenantScope;
}

/** A signed-in request: the gate has required the header to equal the token's tenant. */
export interface SignedInContext extends TenantContext {
  user: LoginUser;
}

/** A member's request on the app surface: the header equals the member token's tenant. */
export interface MemberContext extends TenantContext {
  member: LoginMember;
}

/** `req.ctx` as the gate fills it, before anything knows which endpoint it served. */
export type RequestContext = BaseContext & Partial<Omit<SignedInContext, keyof BaseContext>> & { member?: LoginMember };

/**
 * The context a handler of endpoint `E` receives, derived from the endpoint's access and tenant
 * rules the way `gate.ts` enforces them: login and permission endpoints always have a user and
 * the token's tenant, member endpoints a member and the member token's tenant; public endpoints have a tenant unless they say `tenant: 'none'`. An
 * endpoint whose rules are not literal types gets only what every request has.
 */
export type ContextOf<E> =
  E extends Endpoint<TSchema | undefined, TSchema | undefined, TSchema, infer A, infer T>
    ? [A] extends [{ login: true } | { permission: Permission }]
      ? SignedInContext
      : [A] extends [{ member: true }]
        ? MemberContext
      : [A] extends [{ public: true }]
        ? [T] extends ['required' | undefined]
          ? TenantContext
          : BaseContext
        : BaseContext
    : BaseContext;

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}
