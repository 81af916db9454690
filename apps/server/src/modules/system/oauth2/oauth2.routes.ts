/** Routes of the OAuth2 screens (clients, tokens), the /sso page's calls and the protocol endpoints. */
import { ErrorCodes, oauth2ClientApi, oauth2OpenApi, oauth2TokenApi, oauth2UserApi } from '@tenon/contracts';
import type { FastifyRequest } from 'fastify';
import { route, type RouteDef } from '../../../platform/route.ts';
import { bearerToken } from '../../../platform/gate.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../deps.ts';
import { OAuth2ClientService } from './oauth2-client.service.ts';
import { OAuth2ClientAuth } from './oauth2-client-auth.ts';
import { OAuth2GrantService } from './oauth2-grant.service.ts';
import { OAuth2OpenService, authorizeParams, clientCredentials } from './oauth2-open.service.ts';
import { OAuth2TokenService } from './oauth2-token.service.ts';
import { OAuth2UserService } from './oauth2-user.service.ts';
import { sendOAuth2Error } from './oauth2-errors.ts';
import { OAuth2ApproveService } from './oauth2-approve.service.ts';
import { OAuth2PasswordCheck } from './oauth2-password.ts';
import { clientAddress } from '../../../platform/client-address.ts';
import type { ClientInfo } from '../auth/index.ts';

/** The token endpoint is tenant-agnostic (a code knows its tenant); the password and client grants name it. */
function headerTenantId(req: FastifyRequest) {
  return () => {
    const raw = req.headers['tenant-id'];
    if (typeof raw !== 'string' || raw === '') throw serviceError(ErrorCodes.TENANT_ID_MISSING);
    if (!/^\d{1,9}$/.test(raw)) throw serviceError(ErrorCodes.TENANT_ID_INVALID);
    return Number(raw);
  };
}

const clientOf = (req: FastifyRequest): ClientInfo => ({
  ip: clientAddress(req),
  userAgent: String(req.headers['user-agent'] ?? ''),
  traceId: String(req.id),
});

export function oauth2Routes(deps: Pick<ModuleDeps, 'auth' | 'config' | 'db' | 'tenants'>): RouteDef[] {
  const clients = new OAuth2ClientService(deps.db, deps.tenants, deps.config.timeZone);
  const grants = new OAuth2GrantService(deps.db);
  const clientAuth = new OAuth2ClientAuth(clients, deps.auth.loginThrottle);
  const open = new OAuth2OpenService(clients, grants, deps.tenants, new OAuth2ApproveService(deps.db), new OAuth2PasswordCheck(deps.db, deps.auth), clientAuth);
  const tokens = new OAuth2TokenService(deps.db);
  const users = new OAuth2UserService(deps.db, grants);
  return [
    route(oauth2ClientApi.create, ({ ctx, body }) => clients.create(ctx.user, body)),
    route(oauth2ClientApi.update, ({ ctx, body }) => clients.update(ctx.user, body)),
    route(oauth2ClientApi.delete, ({ ctx, query }) => clients.delete(ctx.user, query.id)),
    route(oauth2ClientApi.get, ({ ctx, query }) => clients.get(ctx.user, query.id)),
    route(oauth2ClientApi.page, ({ ctx, query }) => clients.page(ctx.user, query)),
    route(oauth2TokenApi.page, ({ ctx, query }) => tokens.page(ctx.scope, query)),
    route(oauth2TokenApi.delete, ({ ctx, query }) => tokens.delete(ctx.scope, query)),
    route(oauth2OpenApi.authorizeInfo, ({ ctx, query }) => open.authorizeInfo(ctx.user, query.clientId)),
    // The reference's /sso page puts the fields in the query string; ours posts a form (both read).
    route(oauth2OpenApi.authorize, ({ ctx, query, body }) => open.authorize(ctx.user, authorizeParams(query, body))),
    route(oauth2OpenApi.token, async ({ body, raw, reply }) => {
      try {
        const answer = await open.token(clientCredentials(raw.headers.authorization, body, clientAddress(raw)), body, headerTenantId(raw), clientOf(raw));
        reply.header('cache-control', 'no-store');
        return answer;
      } catch (err) {
        return sendOAuth2Error(reply, err) as never;
      }
    }),
    route(oauth2OpenApi.checkToken, ({ body, raw }) => open.checkToken(clientCredentials(raw.headers.authorization, body, clientAddress(raw)), body.token)),
    route(oauth2OpenApi.revoke, ({ query, raw }) => open.revoke(clientCredentials(raw.headers.authorization, query, clientAddress(raw)), query.token)),
    route(oauth2UserApi.get, ({ raw }) => users.get(bearerToken(raw))),
    route(oauth2UserApi.update, ({ raw, body }) => users.update(bearerToken(raw), body)),
  ];
}
