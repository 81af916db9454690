import type { Feature } from '../../deps.ts';
import { authRoutes } from './auth.routes.ts';
import { accessToken, refreshToken } from './auth.schema.ts';
import { smsCode } from '../sms-code/sms-code.schema.ts';
import { authProvides } from './auth.provides.ts';

export const authFeature: Feature = {
  name: 'auth',
  provides: authProvides,
  routes: authRoutes,
  tables: [accessToken, refreshToken, smsCode],
};
