/**
 * The sending half of SMS login. An unknown or disabled mobile gets the answer a holder gets:
 * the code is made and counted against the same limits for every mobile, and the text goes out
 * after the answer (not awaited), so neither the answer nor its time tells them apart. A send
 * that fails is logged here and shows in 短信日志, never in the answer.
 */
import { SmsScene } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { userSigningInByMobile } from '../user/index.ts';
import type { SmsSendService } from '../sms/index.ts';
import type { SmsCodeService } from '../sms-code/index.ts';

/** The reference's template for the console's SMS login; its parameter is `code`. */
export const ADMIN_SMS_LOGIN_TEMPLATE = 'admin-sms-login';

export const smsLoginTarget = (tenantId: number, mobile: string) => ({ tenantId, mobile, scene: SmsScene.ADMIN_MEMBER_LOGIN });

/** The account a mobile signs in to: an enabled one first, then the oldest. */
export function userByMobile(db: Db, tenantId: number, mobile: string) {
  return userSigningInByMobile(db, tenantScope(db, tenantId), mobile);
}

export async function sendSmsLoginCode(
  deps: { db: Db; sms: SmsSendService; codes: SmsCodeService; onError: (err: unknown) => void },
  tenantId: number,
  mobile: string,
  ip: string,
): Promise<true> {
  const code = await deps.codes.create(smsLoginTarget(tenantId, mobile), ip);
  const holder = await userByMobile(deps.db, tenantId, mobile);
  if (holder && holder.status === 0) {
    deps.sms
      .send({ tenantId, mobile, templateCode: ADMIN_SMS_LOGIN_TEMPLATE, templateParams: { code }, userId: holder.id, userType: 2 })
      .catch(deps.onError);
  }
  return true;
}
