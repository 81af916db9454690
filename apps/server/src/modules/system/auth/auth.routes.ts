import { authApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import { bearerToken } from '../../../platform/gate.ts';
import { publicUrl } from '../../../platform/public-url.ts';
import { clientAddress } from '../../../platform/client-address.ts';
import type { AuthService, SocialBindPort } from './auth.service.ts';
import { clientOf } from './client-of.ts';
import type { TokenService } from './token.service.ts';
import type { PermissionService } from '../permission/index.ts';
import { buildMenuTree } from '../permission/index.ts';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import type { ConfigValues } from '../../infra/config/index.ts';
import { captchaServiceOf } from '../captcha/index.ts';
import { LoginCaptcha } from './login-captcha.ts';
import type { SmsSendService } from '../sms/index.ts';
import { SmsCodeService } from '../sms-code/index.ts';
import { sendSmsLoginCode } from './sms-login.ts';
import { socialServicesOf } from '../social/index.ts';
import { answerOnce } from '../../../platform/answer-once.ts';

export function authRoutes(deps: {
  config: AppConfig;
  db: Db;
  catalogue: CatalogueCache;
  auth: AuthService;
  tokens: TokenService;
  permissions: PermissionService;
  sms: SmsSendService;
  configValues: ConfigValues;
  demoLogin: { tenantName: string; username: string; password: string } | null;
}): RouteDef[] {
  const loginCaptcha = new LoginCaptcha(deps.configValues, captchaServiceOf(deps));
  const codes = new SmsCodeService(deps.db);
  const { socialAuth } = socialServicesOf(deps);
  const bindSocial: SocialBindPort = (tenantId, userId, fields) => socialAuth.bindOnLogin(tenantId, userId, fields);
  return [
    route(authApi.login, ({ body, ctx, raw }) => deps.auth.login(ctx.tenantId, body, clientOf(raw), loginCaptcha, bindSocial)),
    route(authApi.sendSmsCode, ({ body, ctx, raw }) =>
      sendSmsLoginCode(
        { db: deps.db, sms: deps.sms, codes, onError: (err) => raw.log.error({ err }, 'sms login code not sent') },
        ctx.tenantId,
        body.mobile.trim(),
        clientAddress(raw),
      ),
    ),
    route(authApi.smsLogin, ({ body, ctx, raw }) => deps.auth.smsLogin(ctx.tenantId, body, clientOf(raw), codes)),
    route(authApi.logout, ({ raw }) => deps.auth.logout(bearerToken(raw), clientOf(raw))),
    route(authApi.refreshToken, ({ query, ctx }) => deps.tokens.refresh(query.refreshToken, ctx.tenantId)),
    route(authApi.getPermissionInfo, async ({ ctx, raw, reply }) => {
      const user = ctx.user;
      const grant = await deps.permissions.grantOf(user.id, user.tenantId);
      const me = { id: user.id, userName: user.username, nickname: user.nickname, avatar: publicUrl(raw, user.avatar), tenantId: user.tenantId };
      // A cached grant is the same object until invalidated: its answer (17 KB for the
      // administrator) is built and serialised once per grant and signed-in user as shown.
      return answerOnce(reply, grant, JSON.stringify(me), () => ({
        user: me,
        roles: grant.roles,
        permissions: [...grant.permissions].sort(),
        menus: buildMenuTree(grant.menus),
        timeZone: deps.config.timeZone,
      }));
    }),
    // Advisory: the login decides again, on the counts of its own attempt (login-captcha.ts).
    route(authApi.checkUseCaptcha, async ({ query, ctx, raw }) =>
      loginCaptcha.required(await deps.auth.recentFailures(ctx.tenantId, query.username ?? '', clientAddress(raw))),
    ),
    route(authApi.loginHints, () => deps.demoLogin),
  ];
}
