/**
 * 应用信息: apps (unique names, notify URLs the outbound policy allows, kept while they have
 * orders) and their channels (one per code, the config checked for its kind, the secrets sealed,
 * never answered, kept when left empty), the menus, and another tenant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authApi, ErrorCodes, Permissions, payAppApi, payChannelApi, payDemoOrderApi, type BodyOf, type MenuNode } from '@tenon/contracts';
import { isSealed } from '../../../platform/secret-box.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../../system/role/testing/rbac.fixtures.ts';
import { payChannel } from './pay-channel.schema.ts';

let t: TestApp;
let admin: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, [...Object.values(Permissions.pay.app), ...Object.values(Permissions.pay.channel)]);
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

type AppBody = BodyOf<typeof payAppApi.create>;
const appBody = (extra: Partial<AppBody> = {}): AppBody => ({
  name: uniq('测试应用'),
  status: 0,
  remark: '备注',
  orderNotifyUrl: 'https://shop.example.com/pay/notify',
  refundNotifyUrl: 'https://shop.example.com/refund/notify',
  ...extra,
});

const alipay = {
  appId: '2021000000000001',
  serverUrl: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
  signType: 'RSA2',
  mode: 1,
  privateKey: 'MIIEv-app-private-key',
  alipayPublicKey: 'MIIBI-alipay-public-key',
};

describe('支付应用', () => {
  it('creates, lists with its channel codes, updates, switches off and deletes an app', async () => {
    const body = appBody();
    const id = await t.callOk(payAppApi.create, { body, as: admin });
    expect(await t.callOk(payAppApi.get, { query: { id }, as: admin })).toMatchObject(body);
    await t.callOk(payChannelApi.create, { body: { appId: id, code: 'mock', status: 0, feeRate: 0, config: '{}' }, as: admin });
    const page = await t.callOk(payAppApi.page, { query: { name: body.name }, as: admin });
    expect(page.list).toHaveLength(1);
    expect(page.list[0]!.channelCodes).toEqual(['mock']);
    await t.callOk(payAppApi.update, { body: { ...body, id, remark: '改过' }, as: admin });
    await t.callOk(payAppApi.updateStatus, { body: { id, status: 1 }, as: admin });
    expect(await t.callOk(payAppApi.get, { query: { id }, as: admin })).toMatchObject({ remark: '改过', status: 1 });
    expect((await t.callOk(payAppApi.list, { as: admin })).some((a) => a.id === id)).toBe(true);
    await t.callOk(payAppApi.delete, { query: { id }, as: admin });
    expect((await t.call(payAppApi.get, { query: { id }, as: admin })).code).toBe(ErrorCodes.PAY_APP_NOT_FOUND.code);
    // Its channels went with it.
    expect(await t.db.select().from(payChannel).where(eq(payChannel.appId, id))).toEqual([]);
  });

  it('refuses a second app of one name, and a notify URL the outbound policy refuses', async () => {
    const body = appBody();
    await t.callOk(payAppApi.create, { body, as: admin });
    expect((await t.call(payAppApi.create, { body, as: admin })).code).toBe(ErrorCodes.PAY_APP_NAME_DUPLICATE.code);
    const metadata = await t.call(payAppApi.create, { body: appBody({ orderNotifyUrl: 'http://169.254.169.254/latest/meta-data' }), as: admin });
    expect(metadata.code).toBe(400);
    expect(metadata.msg).toContain('169.254.169.254');
    const notUrl = await t.api({ method: 'POST', path: '/pay/app/create', body: appBody({ orderNotifyUrl: 'javascript:alert(1)' }), token: admin.accessToken });
    expect(notUrl.code).toBe(400);
  });

  it('keeps an app that has pay orders', async () => {
    const demo = (await t.callOk(payAppApi.list, { as: admin })).find((a) => a.name === '示例应用')!;
    await t.callOk(payDemoOrderApi.create, { body: { spuId: 1 }, as: admin });
    expect((await t.call(payAppApi.delete, { query: { id: demo.id }, as: admin })).code).toBe(ErrorCodes.PAY_APP_EXIST_ORDER_CANT_DELETE.code);
  });

  it('is not another tenant’s to read or change', async () => {
    const id = await t.callOk(payAppApi.create, { body: appBody(), as: admin });
    expect((await t.call(payAppApi.get, { query: { id }, as: other })).code).toBe(ErrorCodes.PAY_APP_NOT_FOUND.code);
    expect((await t.call(payAppApi.updateStatus, { body: { id, status: 1 }, as: other })).code).toBe(ErrorCodes.PAY_APP_NOT_FOUND.code);
    expect((await t.callOk(payAppApi.list, { as: other })).some((a) => a.id === id)).toBe(false);
    expect(await t.callOk(payChannelApi.get, { query: { appId: id, code: 'mock' }, as: other })).toBeNull();
    expect((await t.call(payChannelApi.create, { body: { appId: id, code: 'mock', status: 0, feeRate: 0, config: '{}' }, as: other })).code).toBe(
      ErrorCodes.PAY_APP_NOT_FOUND.code,
    );
  });
});

describe('支付渠道', () => {
  it('checks an Alipay config for its mode, with the reference’s messages', async () => {
    const appId = await t.callOk(payAppApi.create, { body: appBody(), as: admin });
    const create = (config: object) => t.call(payChannelApi.create, { body: { appId, code: 'alipay_pc', status: 0, feeRate: 0.6, config: JSON.stringify(config) }, as: admin });
    const { privateKey: _k, ...noKey } = alipay;
    expect((await create(noKey)).msg).toBe('渠道配置不正确：商户私钥不能为空');
    expect((await create({ ...alipay, mode: 2 })).msg).toBe('渠道配置不正确：指定商户公钥应用证书内容不能为空');
    expect((await t.call(payChannelApi.create, { body: { appId, code: 'alipay_pc', status: 0, feeRate: 0, config: 'not json' }, as: admin })).code).toBe(
      ErrorCodes.PAY_CHANNEL_CONFIG_INVALID.code,
    );
    expect((await create(alipay)).code).toBe(0);
    expect((await create(alipay)).code).toBe(ErrorCodes.PAY_CHANNEL_EXIST_SAME_CHANNEL_ERROR.code);
  });

  it('seals the secrets, never answers them, and keeps them when an update leaves them empty', async () => {
    const appId = await t.callOk(payAppApi.create, { body: appBody(), as: admin });
    const id = await t.callOk(payChannelApi.create, { body: { appId, code: 'alipay_qr', status: 0, feeRate: 0.6, config: JSON.stringify(alipay) }, as: admin });
    const [stored] = await t.db.select().from(payChannel).where(eq(payChannel.id, id));
    expect(isSealed(String(stored!.config.privateKey))).toBe(true);
    expect(JSON.stringify(stored!.config)).not.toContain('MIIEv-app-private-key');

    const got = (await t.callOk(payChannelApi.get, { query: { appId, code: 'alipay_qr' }, as: admin }))!;
    expect(JSON.stringify(got)).not.toContain('MIIEv-app-private-key');
    expect(JSON.parse(got.config)).toMatchObject({ appId: alipay.appId, privateKey: '', alipayPublicKey: alipay.alipayPublicKey });
    expect(got.secretsSet).toEqual(['privateKey']);

    // The dialog sends back what it was given, the secret empty: the stored one stays.
    await t.callOk(payChannelApi.update, { body: { id, appId, code: 'alipay_qr', status: 1, feeRate: 1, config: got.config }, as: admin });
    const [kept] = await t.db.select().from(payChannel).where(eq(payChannel.id, id));
    expect(kept!.config.privateKey).toBe(stored!.config.privateKey);
    expect(kept).toMatchObject({ status: 1, feeRate: 1 });
    // A new secret replaces it.
    await t.callOk(payChannelApi.update, { body: { id, appId, code: 'alipay_qr', status: 0, feeRate: 1, config: JSON.stringify({ ...alipay, privateKey: 'MIIEv-new' }) }, as: admin });
    const [replaced] = await t.db.select().from(payChannel).where(eq(payChannel.id, id));
    expect(replaced!.config.privateKey).not.toBe(stored!.config.privateKey);
    expect(await t.callOk(payChannelApi.enableCodeList, { query: { appId }, as: admin })).toEqual(['alipay_qr']);
  });

  it('checks a WeChat config for its API version', async () => {
    const appId = await t.callOk(payAppApi.create, { body: appBody(), as: admin });
    const create = (config: object) => t.call(payChannelApi.create, { body: { appId, code: 'wx_native', status: 0, feeRate: 0, config: JSON.stringify(config) }, as: admin });
    expect((await create({ appId: 'wx1', mchId: '1600000000', apiVersion: 'v3' })).msg).toBe('渠道配置不正确：apiclient_key 不能为空');
    expect((await create({ appId: 'wx1', mchId: '1600000000', apiVersion: 'v3', privateKeyContent: 'k', privateCertContent: 'c', apiV3Key: 'v' })).msg).toBe('渠道配置不正确：apiV3 密钥值必须为 32 位');
    expect((await create({ appId: 'wx1', mchId: '1600000000', apiVersion: 'v3', privateKeyContent: 'k', privateCertContent: 'c', apiV3Key: 'a'.repeat(32) })).code).toBe(0);
  });
});

describe('支付管理 menus', () => {
  it('are the reference’s screens under 支付管理, with the hidden cashier not kept alive', async () => {
    const { menus } = await t.callOk(authApi.getPermissionInfo, { as: admin });
    const pay = menus.find((m: MenuNode) => m.name === '支付管理')!;
    expect(pay.children!.map((c) => [c.name, c.component])).toEqual([
      ['应用信息', 'pay/app/index'],
      ['支付订单', 'pay/order/index'],
      ['退款订单', 'pay/refund/index'],
      ['回调通知', 'pay/notify/index'],
      ['接入示例', 'pay/demo/index'],
    ]);
    const cashier = menus.find((m: MenuNode) => m.path === '/pay/cashier')!;
    expect(cashier).toMatchObject({ visible: false, keepAlive: false, component: 'pay/cashier/index' });
  });
});
