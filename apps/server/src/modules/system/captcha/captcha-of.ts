/**
 * The one captcha service of an app, shared by the captcha calls and the login, its entries in
 * the database so that every instance sees them (app.ts hands the modules no Redis client).
 */
import type { ModuleDeps } from '../../deps.ts';
import { dbCaptchaStore } from './captcha-store.ts';
import { CaptchaService } from './captcha.service.ts';

const services = new WeakMap<object, CaptchaService>();

export function captchaServiceOf(deps: Pick<ModuleDeps, 'db'>): CaptchaService {
  let service = services.get(deps.db);
  if (!service) {
    service = new CaptchaService(dbCaptchaStore(deps.db));
    services.set(deps.db, service);
  }
  return service;
}
