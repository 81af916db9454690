import { memberAuthApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { clientAddress } from '../../../platform/client-address.ts';
import { bearerToken } from '../../../platform/gate.ts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { LoginThrottle } from '../../system/auth/index.ts';
import { MemberAuthService } from './member-auth.service.ts';
import type { MemberTokenService } from './member-token.service.ts';

export function memberAuthRoutes(deps: { db: Db; auth: { loginThrottle: LoginThrottle }; memberTokens: MemberTokenService }): RouteDef[] {
  const tokens = deps.memberTokens;
  // The console's login throttle: one address's guesses count once, at the console or here.
  const auth = new MemberAuthService(deps.db, tokens, deps.auth.loginThrottle);
  return [
    route(memberAuthApi.login, ({ body, ctx, raw }) => auth.login(ctx.scope, body, clientAddress(raw))),
    route(memberAuthApi.logout, async ({ ctx, raw }) => {
      const token = bearerToken(raw);
      if (token) await tokens.revokeByAccessToken(token, ctx.tenantId);
      return true;
    }),
    route(memberAuthApi.refreshToken, ({ query, ctx }) => tokens.refresh(query.refreshToken, ctx.tenantId)),
  ];
}
