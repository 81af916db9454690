import { routesNeeding, type Feature } from '../../deps.ts';
import { registerRoutes } from './register.routes.ts';

export const registerFeature: Feature = {
  name: 'register',
  ...routesNeeding(['auth', 'configValues', 'db'], registerRoutes),
};
