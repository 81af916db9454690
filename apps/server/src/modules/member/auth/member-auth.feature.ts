import type { Feature } from '../../deps.ts';
import { memberAuthRoutes } from './member-auth.routes.ts';
import { memberToken } from './member-token.schema.ts';

export const memberAuthFeature: Feature = {
  name: 'auth',
  routes: memberAuthRoutes,
  tables: [memberToken],
};
