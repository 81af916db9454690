/** /register's call and the login page's options (public: the tenant comes from the header). */
import { authApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { captchaServiceOf } from '../captcha/index.ts';
import { clientOf } from '../auth/index.ts';
import { RegisterService } from './register.service.ts';

export function registerRoutes(deps: Pick<ModuleDeps, 'auth' | 'configValues' | 'db'>): RouteDef[] {
  const register = new RegisterService(deps.db, deps.configValues, captchaServiceOf(deps), deps.auth);
  return [
    route(authApi.register, ({ body, ctx, raw }) => register.register(ctx.tenantId, body, clientOf(raw))),
    route(authApi.loginOptions, ({ ctx }) => register.loginOptions(ctx.tenantId)),
  ];
}
