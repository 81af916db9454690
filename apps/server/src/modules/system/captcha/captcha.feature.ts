import { routesNeeding, type Feature } from '../../deps.ts';
import { captchaRoutes } from './captcha.routes.ts';
import { captchaEntry } from './captcha.schema.ts';

export const captchaFeature: Feature = { name: 'captcha', ...routesNeeding(['db'], captchaRoutes), tables: [captchaEntry] };
