/** The token service (the gate authenticates every call with it) and the sign-in service. */
import type { Provision } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import { LoginLogService } from '../login-log/index.ts';
import { AuthService } from './auth.service.ts';
import { memoryLoginThrottle, redisLoginThrottle } from './login-throttle.ts';
import { TokenService } from './token.service.ts';

declare module '../../deps.ts' {
  interface ModuleDeps {
    tokens: TokenService;
    auth: AuthService;
  }
}

export const authProvides: Array<Provision<ModuleDeps>> = [
  {
    name: 'tokens',
    needs: ['db', 'config', 'catalogue'],
    build: ({ db, config, catalogue }) =>
      new TokenService(db, { accessSeconds: config.accessTokenTtlSeconds, refreshSeconds: config.refreshTokenTtlSeconds }, catalogue),
  },
  {
    name: 'auth',
    needs: ['db', 'tokens', 'configValues'],
    build: ({ db, tokens, configValues }, { redis }) => {
      // Read at each attempt, through the catalogue cache: the environment gave the first values, 配置管理 changes them.
      const loginLimits = () => configValues.loginLimits();
      const throttle = redis ? redisLoginThrottle(redis, loginLimits) : memoryLoginThrottle(loginLimits);
      return new AuthService(db, tokens, new LoginLogService(db), throttle);
    },
  },
];
