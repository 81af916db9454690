import { routesNeeding, type Feature } from '../../deps.ts';
import { ProfileService } from './profile.service.ts';
import { profileRoutes } from './profile.routes.ts';

export const profileFeature: Feature = {
  name: 'profile',
  // Avatars are stored through the file service (文件管理's master configuration).
  ...routesNeeding(['files', 'db'], (deps) => profileRoutes(new ProfileService(deps.db), deps.files.service)),
};
