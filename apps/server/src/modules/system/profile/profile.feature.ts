import type { Feature } from '../../deps.ts';
import { ProfileService } from './profile.service.ts';
import { profileRoutes } from './profile.routes.ts';

export const profileFeature: Feature = {
  name: 'profile',
  routes: (deps) => profileRoutes(new ProfileService(deps.db), deps.avatars),
};
