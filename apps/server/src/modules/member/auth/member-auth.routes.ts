import { memberAuthApi } from '@tenon/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { clientAddress } from '../../../platform/client-address.ts';
import { bearerToken } from '../../../platform/gate.ts';
import { route, type RouteDef } from '../../../platform/route.ts';
import { MemberAuthService, type LoginThrottle } from './member-auth.service.ts';
import { memberTokensOf } from './member-token.service.ts';

export function memberAuthRoutes(deps: { db: Db; config: AppConfig; auth: { loginThrottle: LoginThrottle } }): RouteDef[] {
  const tokens = memberTokensOf(deps.db, { accessSeconds: deps.config.accessTokenTtlSeconds, refreshSeconds: deps.config.refreshTokenTtlSeconds });
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
