import { authApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import { bearerToken } from '../../../platform/gate.ts';
import { publicUrl } from '../../../platform/public-url.ts';
import { clientAddress } from '../../../platform/client-address.ts';
import type { FastifyRequest } from 'fastify';
import type { AuthService } from './auth.service.ts';
import type { TokenService } from './token.service.ts';
import type { PermissionService } from '../permission/permission.service.ts';
import { buildMenuTree } from '../permission/permission.service.ts';
import type { AppConfig } from '../../../config.ts';

const clientOf = (req: FastifyRequest) => ({
  ip: clientAddress(req),
  userAgent: String(req.headers['user-agent'] ?? ''),
  traceId: String(req.id),
});

export function authRoutes(deps: {
  config: AppConfig;
  auth: AuthService;
  tokens: TokenService;
  permissions: PermissionService;
  demoLogin: { tenantName: string; username: string; password: string } | null;
}): RouteDef[] {
  return [
    route(authApi.login, ({ body, ctx, raw }) => deps.auth.login(ctx.tenantId, body, clientOf(raw))),
    route(authApi.logout, ({ raw }) => deps.auth.logout(bearerToken(raw), clientOf(raw))),
    route(authApi.refreshToken, ({ query, ctx }) => deps.tokens.refresh(query.refreshToken, ctx.tenantId)),
    route(authApi.getPermissionInfo, async ({ ctx, raw }) => {
      const user = ctx.user;
      const grant = await deps.permissions.grantOf(user.id, user.tenantId);
      return {
        user: { id: user.id, userName: user.username, nickname: user.nickname, avatar: publicUrl(raw, user.avatar), tenantId: user.tenantId },
        roles: grant.roles,
        permissions: [...grant.permissions].sort(),
        menus: buildMenuTree(grant.menus),
        timeZone: deps.config.timeZone,
      };
    }),
    route(authApi.checkUseCaptcha, () => deps.config.captchaEnabled),
    route(authApi.loginHints, () => deps.demoLogin),
  ];
}
