import { routesNeeding, type Feature } from '../../deps.ts';
import { healthRoutes } from './health.routes.ts';

export const healthFeature: Feature = { name: 'health', ...routesNeeding(['db', 'lifecycle'], healthRoutes) };
