/**
 * The one captcha service of an app, shared by the captcha calls and the login. Kept in this
 * process: app.ts hands the modules no Redis client yet, so with several instances behind one
 * address a puzzle must be checked by the instance that gave it (sticky sessions) until
 * app.ts passes `redisCaptchaStore(redis)` here.
 */
import type { ModuleDeps } from '../../deps.ts';
import { memoryCaptchaStore } from './captcha-store.ts';
import { CaptchaService } from './captcha.service.ts';

const services = new WeakMap<object, CaptchaService>();

export function captchaServiceOf(deps: Pick<ModuleDeps, 'db'>): CaptchaService {
  let service = services.get(deps.db);
  if (!service) {
    service = new CaptchaService(memoryCaptchaStore());
    services.set(deps.db, service);
  }
  return service;
}
