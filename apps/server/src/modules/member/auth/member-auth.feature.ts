import { routesNeeding, type Feature } from '../../deps.ts';
import { memberAuthProvides } from './member-auth.provides.ts';
import { memberAuthRoutes } from './member-auth.routes.ts';
import { memberToken } from './member-token.schema.ts';

export const memberAuthFeature: Feature = {
  name: 'auth',
  provides: memberAuthProvides,
  ...routesNeeding(['auth', 'db', 'memberTokens'], memberAuthRoutes),
  tables: [memberToken],
};
