/** Routes of 短信渠道, 短信模板 (with 测试: send-sms), 短信日志 and the providers' status reports. */
import { SmsChannelCode, smsCallbackApi, smsChannelApi, smsLogApi, smsLogResource, smsTemplateApi, smsTemplateResource, type SmsLog } from '@tenon/contracts';
import { dictLabels } from '../../../platform/export-cells.ts';
import { exportResource } from '../../../platform/resource-export.ts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DictDataService } from '../dict/index.ts';
import { SmsChannelService } from './sms-channel.service.ts';
import { SmsTemplateService } from './sms-template.service.ts';
import { SmsLogService } from './sms-log.service.ts';
import { aliyunReceipts, SMS_CALLBACK_ACK, SmsReceiptService, tencentReceipts } from './sms-receipt.service.ts';
import { smsSecretBox } from './sms-secret.ts';

/** The export's API 发送结果: the provider's code and message of the last attempt, as 详细 shows them. */
const sendResultCell = { apiSendCode: (log: SmsLog) => [log.apiSendCode, log.apiSendMsg].filter(Boolean).join(' ') };

export function smsRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'config' | 'db' | 'sms' | 'tenants'>): RouteDef[] {
  const { db, tenants, catalogue, sms } = deps;
  const { timeZone } = deps.config;
  const channels = new SmsChannelService({ db, timeZone, box: smsSecretBox(deps.config) });
  const templates = new SmsTemplateService({ db, catalogue, timeZone });
  const logs = new SmsLogService(db, timeZone);
  const dict = new DictDataService(db, catalogue);
  const receipts = new SmsReceiptService(db);
  return [
    route(smsChannelApi.create, ({ ctx, body }) => channels.create(ctx.user, body)),
    route(smsChannelApi.update, ({ ctx, body }) => channels.update(ctx.user, body)),
    route(smsChannelApi.delete, ({ ctx, query }) => channels.delete(ctx.user, query.id)),
    route(smsChannelApi.get, ({ query }) => channels.get(query.id)),
    route(smsChannelApi.page, ({ query }) => channels.page(query)),
    route(smsChannelApi.listAllSimple, () => channels.listAllSimple()),
    route(smsTemplateApi.create, ({ ctx, body }) => templates.create(ctx.user, body)),
    route(smsTemplateApi.update, ({ ctx, body }) => templates.update(ctx.user, body)),
    route(smsTemplateApi.delete, ({ ctx, query }) => templates.delete(ctx.user, query.id)),
    route(smsTemplateApi.get, ({ query }) => templates.get(query.id)),
    route(smsTemplateApi.page, ({ query }) => templates.page(query)),
    route(smsTemplateApi.export, async ({ query }) => exportResource(smsTemplateResource, await templates.list(query), await dictLabels(dict), timeZone)),
    route(smsTemplateApi.sendSms, ({ ctx, body }) => sms.send({ tenantId: ctx.tenantId, userId: ctx.user.id, userType: 2, ...body })),
    route(smsLogApi.page, ({ ctx, query }) => logs.page(ctx.scope, query)),
    route(smsLogApi.export, async ({ ctx, query }) => exportResource(smsLogResource, await logs.list(ctx.scope, query), await dictLabels(dict), timeZone, sendResultCell)),
    route(smsCallbackApi.aliyun, async ({ body }) => {
      await receipts.record(SmsChannelCode.ALIYUN, aliyunReceipts(body));
      return SMS_CALLBACK_ACK.ALIYUN;
    }),
    route(smsCallbackApi.tencent, async ({ body }) => {
      await receipts.record(SmsChannelCode.TENCENT, tencentReceipts(body));
      return SMS_CALLBACK_ACK.TENCENT;
    }),
  ];
}
