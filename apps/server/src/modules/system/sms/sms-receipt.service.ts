/**
 * The providers' status reports (接收状态): each report names the message by the serial number
 * the send call answered (Aliyun BizId, Tencent SerialNo, stored as `apiSerialNo`), and is
 * written to the log row of that provider's channel code, whatever its tenant. A report that
 * matches no row changes nothing and is acknowledged the same, so a caller learns nothing of
 * which messages exist.
 */
import { and, eq } from 'drizzle-orm';
import { SmsChannelCode, SmsReceiveStatus, type BodyOf, type smsCallbackApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { smsLog } from './sms.schema.ts';
import { acrossTenants } from '../../../db/tenantContext.ts';

export interface SmsReceipt {
  serialNo: string;
  success: boolean;
  /** When the phone received it (or the report was made); epoch ms. */
  time: number | null;
  code: string;
  msg: string;
}

const PROVIDER_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/** `2017-01-01 00:00:00` as both providers write it: China Standard Time, whatever zone Tenon shows. */
export function providerTime(text: string | undefined): number | null {
  const m = text === undefined ? null : PROVIDER_TIME.exec(text);
  const ms = m ? Date.parse(`${m[1]}T${m[2]}+08:00`) : NaN;
  return Number.isNaN(ms) ? null : ms;
}

export const aliyunReceipts = (reports: BodyOf<typeof smsCallbackApi.aliyun>): SmsReceipt[] =>
  reports.map((r) => ({
    serialNo: r.biz_id,
    success: r.success,
    time: providerTime(r.report_time),
    code: r.err_code ?? '',
    msg: r.err_msg ?? '',
  }));

export const tencentReceipts = (reports: BodyOf<typeof smsCallbackApi.tencent>): SmsReceipt[] =>
  reports.map((r) => ({
    serialNo: r.sid,
    success: r.report_status === 'SUCCESS',
    time: providerTime(r.user_receive_time),
    code: r.errmsg ?? '',
    msg: r.description ?? '',
  }));

export class SmsReceiptService {
  constructor(private readonly db: Db) {}

  async record(channelCode: SmsChannelCode, receipts: SmsReceipt[]): Promise<void> {
    for (const r of receipts) {
      // A message the provider refused has no serial number: an empty one names nothing.
      if (!r.serialNo) continue;
      // A provider's report names no tenant: its serial number finds the message, whichever tenant sent it.
      await acrossTenants(() => this.db
        .update(smsLog)
        .set({
          receiveStatus: r.success ? SmsReceiveStatus.SUCCESS : SmsReceiveStatus.FAILURE,
          receiveTime: r.time ?? Date.now(),
          apiReceiveCode: r.code.slice(0, 63),
          apiReceiveMsg: r.msg.slice(0, 255),
        })
        .where(and(eq(smsLog.channelCode, channelCode), eq(smsLog.apiSerialNo, r.serialNo!))));
    }
  }
}

export const SMS_CALLBACK_ACK = {
  [SmsChannelCode.ALIYUN]: { code: 0, msg: '接收成功' },
  [SmsChannelCode.TENCENT]: { result: 0, errmsg: 'OK' },
} as const;
