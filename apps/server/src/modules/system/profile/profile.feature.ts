import { routesNeeding, type Feature } from '../../deps.ts';
import { ProfileService } from './profile.service.ts';
import { profileRoutes } from './profile.routes.ts';
import { profileProvides } from './profile.provides.ts';

export const profileFeature: Feature = {
  name: 'profile',
  provides: profileProvides,
  ...routesNeeding(['avatars', 'db'], (deps) => profileRoutes(new ProfileService(deps.db), deps.avatars)),
};
