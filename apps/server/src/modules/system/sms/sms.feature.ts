import { Permissions, SmsChannelCode, SmsSendStatus, SmsTemplateType } from '@tenon/contracts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { SYSTEM_TENANT } from '../seed/index.ts';
import { smsLogOf } from './sms-send.service.ts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { smsRoutes } from './sms.routes.ts';
import { smsChannel, smsLog, smsTemplate } from './sms.schema.ts';
import { smsParamsOf } from './sms-render.ts';
import { smsProvides, smsWorkers } from './sms.provides.ts';

const demoChannels = [
  { signature: 'Tenon', code: SmsChannelCode.DEBUG, status: 0, apiKey: 'debug', remark: '调试渠道：短信只写入短信日志，不实际发送' },
  { signature: '芋道源码', code: SmsChannelCode.ALIYUN, status: 1, apiKey: 'LTAI-demo-access-key', apiSecret: 'demo-secret-not-real', remark: '示例：填入真实的 AccessKey 后启用' },
  { signature: 'Ballcat', code: SmsChannelCode.TENCENT, status: 1, apiKey: 'AKID-demo 1400000000', apiSecret: 'demo-secret-not-real', remark: '示例：apiKey 为「SecretId SdkAppId」' },
];

/** [channel index, template]: the debug channel's are the ones a first start can really send. */
const demoTemplates: Array<[number, { type: number; code: string; name: string; content: string; apiTemplateId: string; status?: number }]> = [
  [0, { type: SmsTemplateType.VERIFICATION_CODE, code: 'user-sms-login', name: '前台用户短信登录', content: '您的验证码是{code}，5 分钟内有效。', apiTemplateId: '4372216' }],
  [0, { type: SmsTemplateType.VERIFICATION_CODE, code: 'admin-sms-login', name: '后台用户短信登录', content: '您的验证码是{code}，登录后台请勿泄露。', apiTemplateId: '4372217' }],
  [0, { type: SmsTemplateType.VERIFICATION_CODE, code: 'user-reset-password', name: '重置密码', content: '您正在重置密码，验证码是{code}。', apiTemplateId: '4372218' }],
  [0, { type: SmsTemplateType.NOTICE, code: 'test-notice', name: '测试通知', content: '{name}，您好：{content}', apiTemplateId: 'debug-notice' }],
  [1, { type: SmsTemplateType.VERIFICATION_CODE, code: 'aliyun-sms-login', name: '阿里云验证码', content: '您的验证码为：{code}，请勿泄露于他人！', apiTemplateId: 'SMS_207945135' }],
  [2, { type: SmsTemplateType.PROMOTION, code: 'tencent-promotion', name: '腾讯云营销', content: '{name}，双十一大促开始啦，回复 T 退订', apiTemplateId: '1234567', status: 1 }],
];

export const smsFeature: Feature = {
  name: 'sms',
  provides: smsProvides,
  workers: smsWorkers,
  ...routesNeeding(['catalogue', 'config', 'db', 'sms', 'tenants'], smsRoutes),
  tables: [smsChannel, smsTemplate, smsLog],
  menus: [
    screen({ id: MenuIds.smsChannel, parent: MenuIds.smsDir, name: '短信渠道', path: 'sms-channel', icon: 'message', sort: 0, component: 'system/sms/channel/index', componentName: 'SystemSmsChannel' }),
    ...buttons(1095, MenuIds.smsChannel, [
      ['短信渠道查询', Permissions.system.smsChannel.query],
      ['短信渠道创建', Permissions.system.smsChannel.create],
      ['短信渠道更新', Permissions.system.smsChannel.update],
      ['短信渠道删除', Permissions.system.smsChannel.delete],
    ]),
    screen({ id: MenuIds.smsTemplate, parent: MenuIds.smsDir, name: '短信模板', path: 'sms-template', icon: 'phone', sort: 1, component: 'system/sms/template/index', componentName: 'SystemSmsTemplate' }),
    ...buttons(1101, MenuIds.smsTemplate, [
      ['短信模板查询', Permissions.system.smsTemplate.query],
      ['短信模板创建', Permissions.system.smsTemplate.create],
      ['短信模板更新', Permissions.system.smsTemplate.update],
      ['短信模板删除', Permissions.system.smsTemplate.delete],
      ['短信模板导出', Permissions.system.smsTemplate.export],
      ['发送测试短信', Permissions.system.smsTemplate.sendSms],
    ]),
    screen({ id: MenuIds.smsLog, parent: MenuIds.smsDir, name: '短信日志', path: 'sms-log', icon: 'log', sort: 2, component: 'system/sms/log/index', componentName: 'SystemSmsLog' }),
    ...buttons(1108, MenuIds.smsLog, [
      ['短信日志查询', Permissions.system.smsLog.query],
      ['短信日志导出', Permissions.system.smsLog.export],
    ]),
  ],
  // Channels and templates are global (no tenant walk); no call names a log by id, and the log
  // page reads through the tenant's scope (tested in sms.routes.test.ts).
  demo: async (tx) => {
    const channels = await tx
      .insert(smsChannel)
      .values(demoChannels.map((c) => ({ ...c, creator: '1' })))
      .returning({ id: smsChannel.id, code: smsChannel.code });
    await tx.insert(smsTemplate).values(
      demoTemplates.map(([i, t]) => ({
        ...t,
        status: t.status ?? 0,
        params: smsParamsOf(t.content),
        channelId: channels[i]!.id,
        channelCode: channels[i]!.code,
        creator: '1',
      })),
    );
    // Texts queued as a send would queue them, through the debug channel: the sender delivers
    // them on its first round, so 短信日志 starts with what it looks like.
    const first = [
      { mobile: '15612345678', userId: 1, userType: 2, templateCode: 'test-notice', templateParams: { name: '系统管理员', content: '调试渠道已就绪' } },
      { mobile: '15601691302', userId: 102, userType: 2, templateCode: 'test-notice', templateParams: { name: '李四', content: '您的请假申请已提交' } },
    ];
    for (const input of first) {
      const { values } = await smsLogOf(tx, { tenantId: SYSTEM_TENANT.id, ...input });
      await tenantScope(tx, SYSTEM_TENANT.id).insert(smsLog, { ...values, sendStatus: SmsSendStatus.INIT, nextAttemptAt: Date.now() });
    }
  },
};
