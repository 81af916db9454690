import { routesNeeding, type Feature } from '../../deps.ts';
import { authRoutes } from './auth.routes.ts';
import { accessToken, refreshToken } from './auth.schema.ts';
import { authProvides } from './auth.provides.ts';
import { tokenCleanJob } from './token-clean.ts';

export const authFeature: Feature = {
  name: 'auth',
  provides: authProvides,
  ...routesNeeding(['auth', 'catalogue', 'config', 'configValues', 'db', 'demoLogin', 'permissions', 'sms', 'tokens'], authRoutes),
  tables: [accessToken, refreshToken],
  jobs: [tokenCleanJob],
};
