/** The reference's captcha calls, answering that the captcha is off until it exists (contract: system/captcha.ts). */
import { CAPTCHA_OFF, captchaApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';

export function captchaRoutes(): RouteDef[] {
  return [route(captchaApi.get, () => CAPTCHA_OFF), route(captchaApi.check, () => CAPTCHA_OFF)];
}
