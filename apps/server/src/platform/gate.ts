/**
 * The access gate, run before anything else on every API request (before the body is even
 * parsed, so an anonymous caller learns nothing about a route's schema). It reads the route's
 * contract: resolves the tenant from the `tenant-id` header, authenticates the bearer token,
 * requires the header to match the token's tenant, keeps the platform's catalogues to the system
 * tenant, and checks the endpoint's permission.
 *
 * Two surfaces, two token kinds: the endpoint's surface picks the only service that may
 * authenticate its token. Admin endpoints ask `tokens` (the console's tokens), app endpoints
 * `memberTokens` (the members'); each kind lives in its own tables, so a token of the other kind
 * is simply unknown and answered as a bad token is (401 账号未登录).
 */
import type { FastifyRequest } from 'fastify';
import { ErrorCodes, surfaceOf, type Endpoint } from '@tenon/contracts';
import type { Db } from '../db/client.ts';
import { tenantScope } from '../db/tenantScope.ts';
import { enterTenant } from '../db/tenantContext.ts';
import { serviceError } from './errors.ts';
import type { LoginMember, LoginUser } from './context.ts';

/**
 * What the gate asks of the services that know tokens, tenants and grants (the system area's
 * TokenService, TenantService and PermissionService answer it): the platform names only the
 * questions, not the modules.
 */
export interface GateServices {
  db: Db;
  tokens: { authenticate(token: string): Promise<LoginUser | null> };
  /** The members' tokens (the app surface): never one of `tokens`' and never accepted by them. */
  memberTokens: { authenticate(token: string): Promise<LoginMember | null> };
  /** Throws the tenant's error when it is missing, disabled or expired. */
  tenants: { requireActive(tenantId: number): Promise<unknown>; isSystemTenant(tenantId: number): Promise<boolean> };
  permissions: { hasPermission(userId: number, tenantId: number, permission: string): Promise<boolean> };
}

export const bearerToken = (req: FastifyRequest): string | undefined => {
  const authorization = req.headers.authorization;
  if (!authorization) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  return match?.[1];
};

function headerTenantId(req: FastifyRequest): number {
  const raw = req.headers['tenant-id'];
  if (raw === undefined || raw === '') throw serviceError(ErrorCodes.TENANT_ID_MISSING);
  if (Array.isArray(raw) || !/^\d{1,9}$/.test(raw)) throw serviceError(ErrorCodes.TENANT_ID_INVALID);
  return Number(raw);
}

export function createGate(deps: GateServices) {
  /** A non-public app endpoint: a member's token of the header's tenant, and nothing more (members hold no permissions). */
  async function memberGate(req: FastifyRequest, endpoint: Endpoint, token: string | undefined, tenantId: number | undefined) {
    if (!('member' in endpoint.access)) throw serviceError(ErrorCodes.UNAUTHORIZED);
    const member = token ? await deps.memberTokens.authenticate(token) : null;
    if (!member) throw serviceError(ErrorCodes.UNAUTHORIZED);
    if (tenantId !== member.tenantId) throw serviceError(ErrorCodes.TENANT_MISMATCH);
    // As the console's: a disabled or expired tenant's tokens stop authenticating.
    const active = await deps.tenants.requireActive(member.tenantId).then(() => true, () => false);
    if (!active) throw serviceError(ErrorCodes.UNAUTHORIZED);
    req.ctx.member = member;
    req.ctx.tenantId = member.tenantId;
    req.ctx.scope = tenantScope(deps.db, member.tenantId);
    enterTenant(member.tenantId);
  }

  return async function gate(req: FastifyRequest) {
    req.ctx = { traceId: String(req.id) };
    const endpoint = req.routeOptions.config.endpoint;
    if (!endpoint) return; // not an API route (the not-found handler answers)

    const tenantId = endpoint.tenant === 'none' ? undefined : headerTenantId(req);

    if ('public' in endpoint.access) {
      if (tenantId !== undefined) {
        await deps.tenants.requireActive(tenantId);
        req.ctx.tenantId = tenantId;
        req.ctx.scope = tenantScope(deps.db, tenantId);
        enterTenant(tenantId);
      }
      return;
    }

    const token = bearerToken(req);
    if (surfaceOf(endpoint) === 'app') return memberGate(req, endpoint, token, tenantId);
    // An admin endpoint never serves a member, whatever its contract says (the contracts' test refuses that mix).
    if ('member' in endpoint.access) throw serviceError(ErrorCodes.UNAUTHORIZED);
    const user = token ? await deps.tokens.authenticate(token) : null;
    if (!user) throw serviceError(ErrorCodes.UNAUTHORIZED);
    if (tenantId !== user.tenantId) throw serviceError(ErrorCodes.TENANT_MISMATCH);
    req.ctx.user = user;
    req.ctx.tenantId = user.tenantId;
    req.ctx.scope = tenantScope(deps.db, user.tenantId);
    enterTenant(user.tenantId);

    // The platform's catalogues answer only the system tenant, whatever a package or role grants
    // (`Endpoint.platform`, declared once per group in the contracts).
    if (endpoint.platform && !(await deps.tenants.isSystemTenant(user.tenantId))) throw serviceError(ErrorCodes.SYSTEM_TENANT_ONLY);
    if ('permission' in endpoint.access) {
      const ok = await deps.permissions.hasPermission(user.id, user.tenantId, endpoint.access.permission);
      if (!ok) throw serviceError(ErrorCodes.FORBIDDEN);
    }
  };
}
