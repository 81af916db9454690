// @postgres: secrets sealed at start by conditional updates; template params (jsonb)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { smsChannelApi, smsLogApi, smsTemplateApi, SmsSendStatus, type SmsLog } from '@tenon/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { buildApp } from '../../../app.ts';
import { loadConfig, type AppConfig } from '../../../config.ts';
import { readXlsx } from '../../../platform/excel.ts';
import { isSealed } from '../../../platform/secret-box.ts';
import { smsChannel } from './sms.schema.ts';
import { smsSecretBox } from './sms-secret.ts';
import { startFakeProvider, type FakeProvider } from './testing/fake-provider.ts';
import { withinTenant } from '../../../db/tenantContext.ts';

let t: TestApp;
let admin: Session;
let test: Session;
let other: Session;
let provider: FakeProvider;
const SECRET = 'Sup3r-secret-值';
// One key for every instance of this file, as servers sharing a database have.
const SECRET_KEY = 'the sms test key';
const box = smsSecretBox({ secretKey: SECRET_KEY, dataDir: '' });

/** Aliyun and Tencent both accept every message: the serial is `biz-<log id>` / `sid-<log id>`. */
function bothProviders(req: { body: string }) {
  if (req.body.startsWith('{')) {
    const { SessionContext } = JSON.parse(req.body) as { SessionContext: string };
    return { json: { Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success', SerialNo: `sid-${SessionContext}` }], RequestId: 't-1' } } };
  }
  return { json: { Code: 'OK', Message: 'OK', RequestId: 'a-1', BizId: `biz-${new URLSearchParams(req.body).get('OutId')}` } };
}

beforeAll(async () => {
  provider = await startFakeProvider(bothProviders);
  t = await testApp({ secretKey: SECRET_KEY, smsProviderUrls: { aliyun: provider.url, tencent: provider.url, dingTalk: provider.url } });
  [admin, test, other] = await Promise.all([t.login(), t.login('test', 'test123'), t.login('admin110', 'admin123', 121)]);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const storedSecret = async (id: number) => (await t.db.select().from(smsChannel).where(eq(smsChannel.id, id)))[0]!.apiSecret;

let seq = 0;
const mobile = () => `1380000${String(1000 + ++seq).padStart(4, '0')}`;
const channelBody = (over: Record<string, unknown> = {}) => ({ signature: '榫卯', code: 'DEBUG' as const, status: 0, apiKey: 'key-1', apiSecret: SECRET, ...over });
const createChannel = (over: Record<string, unknown> = {}) => t.callOk(smsChannelApi.create, { body: channelBody(over), as: admin });
const createTemplate = async (channelId: number, over: Record<string, unknown> = {}) => {
  const code = `sms-tpl-${++seq}`;
  const id = await t.callOk(smsTemplateApi.create, {
    body: { type: 1, status: 0, code, name: `模板${seq}`, content: '您的验证码是{code}，{minutes} 分钟内有效', apiTemplateId: 'SMS_1', channelId, ...over },
    as: admin,
  });
  return { id, code };
};
const waitForLog = async (id: number, as = admin): Promise<SmsLog> => {
  for (let i = 0; i < 100; i++) {
    const log = (await t.callOk(smsLogApi.page, { query: { pageSize: 100 }, as })).list.find((l) => l.id === id);
    if (log && log.sendStatus !== SmsSendStatus.INIT) return log;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`sms log ${id} still sending`);
};

describe('短信渠道', () => {
  it('creates, reads, pages with filters, updates and deletes', async () => {
    const id = await createChannel({ signature: '渠道甲', remark: '备注' });
    expect(await t.callOk(smsChannelApi.get, { query: { id }, as: admin })).toEqual({
      id,
      signature: '渠道甲',
      code: 'DEBUG',
      status: 0,
      remark: '备注',
      apiKey: 'key-1',
      apiSecretSet: true,
      callbackUrl: '',
      createTime: expect.any(Number),
    });
    expect((await t.callOk(smsChannelApi.page, { query: { signature: '渠道甲', code: 'DEBUG', status: 0 }, as: admin })).list.map((c) => c.id)).toEqual([id]);
    expect((await t.callOk(smsChannelApi.page, { query: { signature: '渠道甲', status: 1 }, as: admin })).total).toBe(0);
    await t.callOk(smsChannelApi.update, { body: { id, ...channelBody({ signature: '渠道乙', code: 'ALIYUN', status: 1, apiSecret: undefined }) }, as: admin });
    expect(await t.callOk(smsChannelApi.get, { query: { id }, as: admin })).toMatchObject({ signature: '渠道乙', code: 'ALIYUN', status: 1, remark: '备注', apiSecretSet: true });
    expect(await t.callOk(smsChannelApi.listAllSimple, { as: admin })).toContainEqual({ id, signature: '渠道乙', code: 'ALIYUN' });
    expect(await t.callOk(smsChannelApi.delete, { query: { id }, as: admin })).toBe(true);
    expect(await t.call(smsChannelApi.get, { query: { id }, as: admin })).toEqual({ code: 1002011000, data: null, msg: '短信渠道不存在' });
  });

  it('keeps the secret write-only: stored sealed, kept when an update leaves it out, replaced when given, answered by no endpoint', async () => {
    const id = await createChannel({ signature: '密钥渠道' });
    const { code } = await createTemplate(id);
    const sealed = await storedSecret(id);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(SECRET);
    expect(box().open(sealed)).toBe(SECRET);
    await t.callOk(smsChannelApi.update, { body: { id, ...channelBody({ signature: '密钥渠道', apiSecret: undefined }) }, as: admin });
    expect(await storedSecret(id)).toBe(sealed);
    const logId = await t.callOk(smsTemplateApi.sendSms, { body: { mobile: mobile(), templateCode: code, templateParams: { code: '1', minutes: 5 } }, as: admin });
    await waitForLog(logId);
    const answers = [
      await t.call(smsChannelApi.get, { query: { id }, as: admin }),
      await t.call(smsChannelApi.page, { query: { pageSize: 100 }, as: admin }),
      await t.call(smsChannelApi.listAllSimple, { as: admin }),
      await t.call(smsTemplateApi.page, { query: { pageSize: 100 }, as: admin }),
      await t.call(smsLogApi.page, { query: { pageSize: 100 }, as: admin }),
    ].map((r) => JSON.stringify(r));
    for (const text of answers) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(sealed);
      expect(text).not.toContain('"apiSecret"');
    }
    await t.callOk(smsChannelApi.update, { body: { id, ...channelBody({ signature: '密钥渠道', apiSecret: 'new-secret' }) }, as: admin });
    const replaced = await storedSecret(id);
    expect(replaced).not.toBe(sealed);
    expect(box().open(replaced)).toBe('new-secret');
  });

  it('seals at start, once, the secrets stored as text before they were sealed (and the demo channels’)', async () => {
    const [plain] = await t.db.insert(smsChannel).values({ signature: '旧渠道', code: 'ALIYUN', status: 1, apiKey: 'k', apiSecret: 'plain-from-before' }).returning();
    const [none] = await t.db.insert(smsChannel).values({ signature: '无密钥', code: 'DEBUG', status: 1, apiKey: 'k' }).returning();
    const demo = (await t.db.select().from(smsChannel).where(eq(smsChannel.signature, '芋道源码')))[0]!;
    expect(box().open(demo.apiSecret)).toBe('demo-secret-not-real');
    const restart = async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-restart-'));
      const config: AppConfig = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, secretKey: SECRET_KEY, seedDemo: true, logLevel: 'silent', webDist: undefined };
      await (await buildApp(config, { database: t.app.database })).close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    await restart();
    const sealed = await storedSecret(plain!.id);
    expect(isSealed(sealed)).toBe(true);
    expect(box().open(sealed)).toBe('plain-from-before');
    expect(await storedSecret(none!.id)).toBe('');
    await restart();
    expect(await storedSecret(plain!.id)).toBe(sealed);
    expect(await storedSecret(demo.id)).toBe(demo.apiSecret);
  });

  it('refuses to delete a channel its templates use, an unknown code, and callers without the permission', async () => {
    const id = await createChannel();
    await createTemplate(id);
    expect(await t.call(smsChannelApi.delete, { query: { id }, as: admin })).toEqual({ code: 1002011002, data: null, msg: '无法删除，该短信渠道还有短信模板' });
    const bad = await t.api({ method: 'POST', path: '/system/sms-channel/create', body: { ...channelBody(), code: 'NOPE' }, token: admin.accessToken });
    expect(bad.code).toBe(400);
    expect((await t.call(smsChannelApi.page, { as: test })).code).toBe(403);
    expect((await t.call(smsChannelApi.create, { body: channelBody(), as: test })).code).toBe(403);
  });

  it('is written by the system tenant only (the catalogue is global)', async () => {
    const refused = await t.call(smsChannelApi.create, { body: channelBody(), as: other, tenantId: 121 });
    expect(refused.code).not.toBe(0);
  });
});

describe('短信模板', () => {
  it('CRUD with params read from the content, the channel code answered, filters and export', async () => {
    const channelId = await createChannel();
    const { id, code } = await createTemplate(channelId, { remark: '说明' });
    expect(await t.callOk(smsTemplateApi.get, { query: { id }, as: admin })).toMatchObject({
      code,
      params: ['code', 'minutes'],
      channelId,
      channelCode: 'DEBUG',
      remark: '说明',
      apiTemplateId: 'SMS_1',
    });
    expect((await t.callOk(smsTemplateApi.page, { query: { code, type: 1, status: 0, channelId }, as: admin })).list.map((r) => r.id)).toEqual([id]);
    expect((await t.callOk(smsTemplateApi.page, { query: { code, type: 2 }, as: admin })).total).toBe(0);
    expect((await t.callOk(smsTemplateApi.page, { query: { content: '分钟内有效', apiTemplateId: 'SMS_1', channelId }, as: admin })).total).toBe(1);
    await t.callOk(smsTemplateApi.update, { body: { id, type: 2, status: 1, code, name: '改', content: '{name}你好', apiTemplateId: 'SMS_2', channelId }, as: admin });
    expect(await t.callOk(smsTemplateApi.get, { query: { id }, as: admin })).toMatchObject({ type: 2, status: 1, name: '改', params: ['name'], remark: '说明' });

    const file = await t.download(smsTemplateApi.export, { query: { code }, as: admin });
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('短信模板.xlsx'));
    const rows = await readXlsx(file.rawPayload);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.values).toMatchObject({ 模板编码: code, 模板内容: '{name}你好', 短信类型: '通知', 开启状态: '关闭' });

    expect(await t.callOk(smsTemplateApi.delete, { query: { id }, as: admin })).toBe(true);
    expect((await t.call(smsTemplateApi.get, { query: { id }, as: admin })).msg).toBe('短信模板不存在');
  });

  it('keeps codes unique and refuses an unknown or disabled channel', async () => {
    const channelId = await createChannel();
    const { code } = await createTemplate(channelId);
    const body = { type: 1, status: 0, code, name: 'x', content: 'c', apiTemplateId: 'a', channelId };
    expect(await t.call(smsTemplateApi.create, { body, as: admin })).toEqual({ code: 1002012001, data: null, msg: `已经存在编码为【${code}】的短信模板` });
    expect((await t.call(smsTemplateApi.create, { body: { ...body, code: 'fresh-a', channelId: 99999 }, as: admin })).msg).toBe('短信渠道不存在');
    const disabled = await createChannel({ status: 1 });
    expect((await t.call(smsTemplateApi.create, { body: { ...body, code: 'fresh-b', channelId: disabled }, as: admin })).msg).toBe('短信渠道不处于开启状态，不允许选择');
    expect((await t.call(smsTemplateApi.export, { as: test })).code).toBe(403);
  });
});

describe('发送与短信日志', () => {
  it('answers at once with the log id; the DEBUG channel records the rendered text as sent', async () => {
    const channelId = await createChannel();
    const { id: templateId, code } = await createTemplate(channelId);
    const to = mobile();
    const logId = await t.callOk(smsTemplateApi.sendSms, { body: { mobile: to, templateCode: code, templateParams: { code: '8848', minutes: 5 } }, as: admin });
    const log = await waitForLog(logId);
    expect(log).toMatchObject({
      mobile: to,
      channelId,
      channelCode: 'DEBUG',
      templateId,
      templateCode: code,
      templateType: 1,
      templateContent: '您的验证码是8848，5 分钟内有效',
      templateParams: { code: '8848', minutes: 5 },
      userId: admin.userId,
      userType: 2,
      sendStatus: SmsSendStatus.SUCCESS,
      attempts: 1,
      apiSendCode: 'OK',
      apiSerialNo: `debug-${logId}`,
      receiveStatus: 0,
    });
    expect(log.sendTime).toEqual(expect.any(Number));
    expect(log).not.toHaveProperty('lockedUntil');
    expect(log).not.toHaveProperty('tenantId');
    const page = await t.callOk(smsLogApi.page, { query: { mobile: to, sendStatus: SmsSendStatus.SUCCESS, channelId, templateId }, as: admin });
    expect(page.list.map((l) => l.id)).toEqual([logId]);
    expect((await t.callOk(smsLogApi.page, { query: { mobile: to, sendStatus: SmsSendStatus.FAILURE }, as: admin })).total).toBe(0);

    const file = await t.download(smsLogApi.export, { query: { mobile: to }, as: admin });
    const rows = await readXlsx(file.rawPayload);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.values).toMatchObject({ 手机号: to, 短信内容: '您的验证码是8848，5 分钟内有效', 发送状态: '发送成功', 发送次数: '1' });
  });

  it('rate-limits each mobile: a second message within the minute is refused and not logged', async () => {
    const channelId = await createChannel();
    const { code } = await createTemplate(channelId, { content: '通知{n}' });
    const to = mobile();
    await t.callOk(smsTemplateApi.sendSms, { body: { mobile: to, templateCode: code, templateParams: { n: 1 } }, as: admin });
    const again = await t.call(smsTemplateApi.sendSms, { body: { mobile: to, templateCode: code, templateParams: { n: 2 } }, as: admin });
    expect(again).toEqual({ code: 1002014005, data: null, msg: '短信发送过于频繁：同一手机号每分钟只能发送 1 条，请稍后再试' });
    expect((await t.callOk(smsLogApi.page, { query: { mobile: to }, as: admin })).total).toBe(1);
    // Another number is not held up.
    expect((await t.call(smsTemplateApi.sendSms, { body: { mobile: mobile(), templateCode: code, templateParams: { n: 3 } }, as: admin })).code).toBe(0);
  });

  it('refuses a missing parameter, an unknown template and a malformed mobile; a disabled template is logged 不发送', async () => {
    const channelId = await createChannel();
    const { code } = await createTemplate(channelId);
    expect(await t.call(smsTemplateApi.sendSms, { body: { mobile: mobile(), templateCode: code, templateParams: { code: '1' } }, as: admin })).toEqual({
      code: 1002014010,
      data: null,
      msg: '模板参数(minutes)缺失',
    });
    expect((await t.call(smsTemplateApi.sendSms, { body: { mobile: mobile(), templateCode: 'no-such' }, as: admin })).msg).toBe('短信模板不存在');
    const bad = await t.api({ method: 'POST', path: '/system/sms-template/send-sms', body: { mobile: '12345', templateCode: code }, token: admin.accessToken });
    expect(bad.code).toBe(400);
    const off = await createTemplate(channelId, { status: 1, content: '停用{x}' });
    const to = mobile();
    const logId = await t.callOk(smsTemplateApi.sendSms, { body: { mobile: to, templateCode: off.code, templateParams: { x: 1 } }, as: admin });
    expect((await t.callOk(smsLogApi.page, { query: { mobile: to }, as: admin })).list[0]).toMatchObject({ id: logId, sendStatus: SmsSendStatus.IGNORE, attempts: 0 });
    expect((await t.call(smsTemplateApi.sendSms, { body: { mobile: mobile(), templateCode: code }, as: test })).code).toBe(403);
  });

  it('keeps tenants apart: each tenant reads and exports its own messages only', async () => {
    const channelId = await createChannel();
    const { code } = await createTemplate(channelId, { content: '租户{t}' });
    const to = mobile();
    const ours = await t.callOk(smsTemplateApi.sendSms, { body: { mobile: to, templateCode: code, templateParams: { t: 1 } }, as: admin });
    await waitForLog(ours);
    // A message sent on tenant 121's behalf (the SMS login of its members, say) to the same number.
    const theirs = await withinTenant(121, () => t.app.sms.send({ tenantId: 121, mobile: mobile(), templateCode: code, templateParams: { t: 2 } }));
    await t.app.sms.idle();
    const seen = (await t.callOk(smsLogApi.page, { query: { pageSize: 100 }, as: admin })).list.map((l) => l.id);
    expect(seen).toContain(ours);
    expect(seen).not.toContain(theirs);
    const rows = await readXlsx((await t.download(smsLogApi.export, { as: admin })).rawPayload);
    expect(rows.map((r) => Number(r.values['编号']))).not.toContain(theirs);
    const asOther = await t.call(smsLogApi.page, { query: { pageSize: 100 }, as: other, tenantId: 121 });
    // Tenant 121's package may leave 短信日志 out (refused); where it has it, only its own rows.
    if (asOther.code === 0) expect(asOther.data.list.map((l) => l.id)).toEqual([theirs]);
    else expect(asOther.code).toBe(403);
  });

  it('shows the demo channels and templates of a first start', async () => {
    const channels = await t.callOk(smsChannelApi.page, { query: { code: 'DEBUG', status: 0, signature: 'Tenon' }, as: admin });
    expect(channels.total).toBe(1);
    const templates = await t.callOk(smsTemplateApi.page, { query: { code: 'user-sms-login' }, as: admin });
    expect(templates.list[0]).toMatchObject({ content: '您的验证码是{code}，5 分钟内有效。', params: ['code'], channelCode: 'DEBUG' });
  });
});

describe('接收状态: the providers’ status reports', () => {
  const callback = (provider: 'aliyun' | 'tencent', body: unknown) =>
    t.api<unknown>({ method: 'POST', path: `/system/sms/callback/${provider}`, tenantId: null, body });
  const sendThrough = async (code: 'ALIYUN' | 'TENCENT') => {
    const channelId = await createChannel({ code, apiKey: code === 'TENCENT' ? 'AKIDtest 1400000001' : 'LTAIkey' });
    const template = await createTemplate(channelId, { content: '回执{n}' });
    const to = mobile();
    const logId = await t.callOk(smsTemplateApi.sendSms, { body: { mobile: to, templateCode: template.code, templateParams: { n: 1 } }, as: admin });
    return { to, log: await waitForLog(logId) };
  };
  const logOf = async (id: number) => (await t.callOk(smsLogApi.page, { query: { pageSize: 100 }, as: admin })).list.find((l) => l.id === id)!;

  it('Aliyun: a report finds its message by BizId, without sign-in or tenant, and is answered as Aliyun expects', async () => {
    const { to, log } = await sendThrough('ALIYUN');
    expect(log).toMatchObject({ sendStatus: SmsSendStatus.SUCCESS, apiSerialNo: `biz-${log.id}`, receiveStatus: 0, receiveTime: null });
    const report = { phone_number: to, send_time: '2024-05-01 10:00:00', report_time: '2024-05-01 10:00:03', success: true, err_code: 'DELIVERED', err_msg: '用户接收成功', sms_size: '1', biz_id: log.apiSerialNo, out_id: String(log.id) };
    expect(await callback('aliyun', [report])).toEqual({ code: 0, msg: '接收成功' });
    expect(await logOf(log.id)).toMatchObject({
      receiveStatus: 10,
      receiveTime: Date.parse('2024-05-01T10:00:03+08:00'),
      apiReceiveCode: 'DELIVERED',
      apiReceiveMsg: '用户接收成功',
    });
    await callback('aliyun', [{ ...report, success: false, err_code: 'MK:0001', err_msg: '用户关机' }]);
    expect(await logOf(log.id)).toMatchObject({ receiveStatus: 20, apiReceiveCode: 'MK:0001', apiReceiveMsg: '用户关机' });
  });

  it('Tencent: a report finds its message by SerialNo; FAIL is 接收失败; answered as Tencent expects', async () => {
    const { to, log } = await sendThrough('TENCENT');
    expect(log.apiSerialNo).toBe(`sid-${log.id}`);
    const report = { user_receive_time: '2024-05-01 08:03:04', nationcode: '86', mobile: to, report_status: 'FAIL', errmsg: 'MI:0013', description: '号码在黑名单中', sid: log.apiSerialNo };
    expect(await callback('tencent', [report])).toEqual({ result: 0, errmsg: 'OK' });
    expect(await logOf(log.id)).toMatchObject({ receiveStatus: 20, receiveTime: Date.parse('2024-05-01T08:03:04+08:00'), apiReceiveCode: 'MI:0013', apiReceiveMsg: '号码在黑名单中' });
    const row = (await t.download(smsLogApi.export, { query: { mobile: to }, as: admin }).then((f) => readXlsx(f.rawPayload)))[0]!;
    expect(row.values).toMatchObject({ 接收状态: '接收失败' });
  });

  it('ignores unknown serials and another provider’s serials, answering exactly as for a known one', async () => {
    const { log } = await sendThrough('ALIYUN');
    const unknown = await callback('tencent', [{ report_status: 'SUCCESS', sid: 'no-such-serial' }, { report_status: 'SUCCESS', sid: log.apiSerialNo }]);
    expect(unknown).toEqual({ result: 0, errmsg: 'OK' });
    expect(await callback('aliyun', [{ success: true, biz_id: 'no-such-biz' }])).toEqual({ code: 0, msg: '接收成功' });
    expect(await logOf(log.id)).toMatchObject({ receiveStatus: 0, receiveTime: null, apiReceiveCode: '' });
  });

  it('refuses bodies that are not the documented reports, with a readable message', async () => {
    const bad = [
      ['aliyun', { biz_id: 'x', success: true }],
      ['aliyun', []],
      ['aliyun', [{ biz_id: '', success: true }]],
      ['aliyun', [{ biz_id: 'x', success: 'yes' }]],
      ['aliyun', [{ biz_id: 'x'.repeat(256), success: true }]],
      ['aliyun', Array.from({ length: 1001 }, () => ({ biz_id: 'x', success: true }))],
      ['tencent', [{ sid: 'x', report_status: 'MAYBE' }]],
      ['tencent', [{ report_status: 'SUCCESS' }]],
    ] as const;
    for (const [provider, body] of bad) {
      const res = (await callback(provider, body)) as { code: number; msg: string };
      expect(res.code, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
