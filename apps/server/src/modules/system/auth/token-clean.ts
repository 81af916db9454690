/**
 * Housekeeping of the console's sessions: access and refresh tokens past their expiry, every
 * tenant's. A spent refresh token is kept until it expires (its reuse revokes the session), so
 * only expired ones go.
 */
import { purgeOlderThan } from '../../../db/purgeOlderThan.ts';
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';
import { accessToken, refreshToken } from './auth.schema.ts';

export const tokenCleanJob: JobHandlerDef<ModuleDeps> = {
  name: 'tokenCleanJob',
  description: '清理过期令牌：删除已过期的访问令牌与刷新令牌',
  builtIn: { name: '清理过期令牌', cron: '0 0 * * * ?' },
  run: async ({ db }) => {
    const now = Date.now();
    const [access, refresh] = [await purgeOlderThan(db, accessToken, accessToken.expiresTime, now), await purgeOlderThan(db, refreshToken, refreshToken.expiresTime, now)];
    return `删除了 ${access} 个过期的访问令牌、${refresh} 个过期的刷新令牌`;
  },
};
