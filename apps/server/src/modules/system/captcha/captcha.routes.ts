/** The block-puzzle captcha's calls (contract: system/captcha.ts; behaviour: captcha.service.ts). */
import { captchaApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import { clientAddress } from '../../../platform/client-address.ts';
import type { ModuleDeps } from '../../deps.ts';
import { captchaServiceOf } from './captcha-of.ts';

export function captchaRoutes(deps: Pick<ModuleDeps, 'db'>): RouteDef[] {
  const captcha = captchaServiceOf(deps);
  return [
    route(captchaApi.get, ({ body, raw }) => captcha.get(body, clientAddress(raw))),
    route(captchaApi.check, ({ body }) => captcha.check(body)),
  ];
}
