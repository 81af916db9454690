/** Routes of 三方应用 (socialClientApi), 三方用户 (socialUserApi) and the social sign-in calls of authApi. */
import { authApi, socialClientApi, socialUserApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import { clientOf } from '../auth/index.ts';
import { bearerToken } from '../../../platform/gate.ts';
import type { ModuleDeps } from '../../deps.ts';
import { socialServicesOf } from './social-services.ts';
import { SocialUserService } from './social-user.service.ts';

export function socialRoutes(deps: Pick<ModuleDeps, 'auth' | 'config' | 'db' | 'tokens'>): RouteDef[] {
  const { clients, socialAuth } = socialServicesOf(deps);
  const users = new SocialUserService({ db: deps.db, timeZone: deps.config.timeZone });
  return [
    route(socialClientApi.create, ({ ctx, body }) => clients.create(ctx.scope, ctx.user, body)),
    route(socialClientApi.update, ({ ctx, body }) => clients.update(ctx.scope, ctx.user, body)),
    route(socialClientApi.delete, ({ ctx, query }) => clients.delete(ctx.scope, query.id)),
    route(socialClientApi.get, ({ ctx, query }) => clients.get(ctx.scope, query.id)),
    route(socialClientApi.page, ({ ctx, query }) => clients.page(ctx.scope, query)),

    route(socialUserApi.page, ({ ctx, query }) => users.page(ctx.scope, query)),
    route(socialUserApi.get, ({ ctx, query }) => users.get(ctx.scope, query.id)),
    route(socialUserApi.getBindList, ({ ctx }) => users.bindList(ctx.scope, ctx.user.id)),
    route(socialUserApi.unbind, ({ ctx, body }) => users.unbind(ctx.scope, ctx.user.id, body)),
    route(socialUserApi.bind, ({ ctx, body }) => socialAuth.bindToUser(ctx.scope, ctx.user.id, body)),

    route(authApi.socialAuthRedirect, async ({ ctx, query, raw }) => {
      // Public (a sign-in starts here), but a signed-in caller is noted: only they may bind its answer.
      const token = bearerToken(raw);
      const caller = token ? await deps.tokens.authenticate(token) : null;
      const startedBy = caller && caller.tenantId === ctx.tenantId ? caller.id : null;
      return socialAuth.authorizeUrl(ctx.tenantId, query.type, query.redirectUri, startedBy);
    }),
    route(authApi.socialLogin, ({ ctx, body, raw }) =>
      socialAuth.login(ctx.tenantId, body, clientOf(raw)),
    ),
  ];
}
