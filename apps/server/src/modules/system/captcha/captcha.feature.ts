import type { Feature } from '../../deps.ts';
import { captchaRoutes } from './captcha.routes.ts';

export const captchaFeature: Feature = { name: 'captcha', routes: captchaRoutes };
