import type { Feature } from '../../deps.ts';
import { seedDemoMembers } from './member-user.demo.ts';
import { memberUserRoutes } from './member-user.routes.ts';
import { memberUser } from './member-user.schema.ts';

export const memberUserFeature: Feature = {
  name: 'user',
  routes: memberUserRoutes,
  tables: [memberUser],
  demo: seedDemoMembers,
};
