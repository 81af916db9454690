/** 应用信息 against a fake server: the channel ✓/✗ buttons and their dialogs per kind (a stored secret kept when left empty), the 开启状态 switch. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { payAppApi, payChannelApi, Permissions, type PayChannel } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import PayAppPage from './index';

const app = (id: number, name: string, channelCodes: string[], status = 0) => ({
  id, name, status, remark: '', orderNotifyUrl: 'http://127.0.0.1:48080/admin-api/pay/demo-order/update-paid',
  refundNotifyUrl: 'http://127.0.0.1:48080/admin-api/pay/demo-order/update-refunded', createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(), channelCodes,
});
const apps = [app(7, '示例应用', ['wx_pub', 'mock']), app(8, '商城应用', [], 1)];
const wxPub: PayChannel = {
  id: 21, appId: 7, code: 'wx_pub', status: 0, feeRate: 0.6, remark: '公众号',
  config: JSON.stringify({ appId: 'wx5b23ba7a5589ecbb', mchId: '1545083881', apiVersion: 'v3', mchKey: '', keyContent: '', privateKeyContent: '', privateCertContent: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----', apiV3Key: '', platformCertContent: '' }),
  secretsSet: ['privateKeyContent', 'apiV3Key'],
  createTime: 0,
};
const permissions = [...Object.values(Permissions.pay.app), ...Object.values(Permissions.pay.channel)];
const serverWith = () =>
  createFakeServer()
    .on(payAppApi.page, ok({ list: apps, total: 2 }))
    .on(payChannelApi.get, (request) => ok(request.query.get('code') === 'wx_pub' ? wxPub : null))
    .on(payChannelApi.create, ok(30))
    .on(payChannelApi.update, ok(true))
    .on(payAppApi.updateStatus, ok(true));
const rowOf = (name: string) => screen.getByText(name, { selector: 'td *, td' }).closest('tr')!;
const dialogTitled = async (title: string) => {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return within(dialog);
};
const sentConfig = (body: unknown) => JSON.parse((body as { config: string }).config) as Record<string, unknown>;

describe('应用信息', () => {
  it('shows each channel as ✓ when configured and ✗ when not, under its group', async () => {
    renderPage(<PayAppPage />, { server: serverWith(), permissions });
    await screen.findByText('示例应用');
    for (const group of ['支付宝配置', '微信配置', '模拟支付配置', '钱包支付配置']) expect(screen.getByRole('columnheader', { name: group })).toBeInTheDocument();
    const row = within(rowOf('示例应用'));
    expect(row.getByRole('button', { name: '微信 JSAPI 支付已配置' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: '模拟支付已配置' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: '支付宝 PC 网站支付未配置' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: '钱包支付未配置' })).toBeInTheDocument();
    expect(within(rowOf('商城应用')).queryAllByRole('button', { name: /已配置$/ })).toHaveLength(0);
  });

  it('leaves the channel buttons shut to who may not read channels', async () => {
    renderPage(<PayAppPage />, { server: serverWith(), permissions: [Permissions.pay.app.query] });
    await screen.findByText('示例应用');
    expect(within(rowOf('示例应用')).getByRole('button', { name: '模拟支付已配置' })).toBeDisabled();
    expect(within(rowOf('示例应用')).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('turns an app off after the reference’s question', async () => {
    const { server, user } = renderPage(<PayAppPage />, { server: serverWith(), permissions });
    await screen.findByText('示例应用');
    await user.click(within(rowOf('示例应用')).getByRole('switch'));
    expect(await screen.findByText('确认要"停用""示例应用"应用吗?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(payAppApi.updateStatus)[0]!.body).toEqual({ id: 7, status: 1 }));
    expect(await screen.findByText('停用成功')).toBeInTheDocument();
  });

  it('creates an Alipay channel from its ✗ button, with the keys of the chosen 公钥类型', async () => {
    const { server, user } = renderPage(<PayAppPage />, { server: serverWith(), permissions });
    await screen.findByText('示例应用');
    await user.click(within(rowOf('示例应用')).getByRole('button', { name: '支付宝 PC 网站支付未配置' }));
    const dialog = await dialogTitled('创建支付渠道');
    expect(server.received(payChannelApi.get)[0]!.search).toBe('appId=7&code=alipay_pc');
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));
    expect(await dialog.findByText('请输入渠道费率')).toBeInTheDocument();
    expect(dialog.getByText('请输入开放平台上创建的应用的 ID')).toBeInTheDocument();
    expect(dialog.getByText('公钥类型不能为空')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('渠道费率'), '0.6');
    await user.type(dialog.getByLabelText('开放平台 APPID'), '2021000118634037');
    await user.click(dialog.getByRole('radio', { name: '沙箱环境' }));
    expect(dialog.queryByLabelText('应用私钥')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: '公钥模式' }));
    await user.type(await dialog.findByLabelText('应用私钥'), 'MIIEvQIBADANBg');
    await user.type(dialog.getByLabelText('支付宝公钥'), 'MIIBIjANBgkqhk');
    expect(dialog.queryByLabelText('根证书')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(server.received(payChannelApi.create)).toHaveLength(1));
    const body = server.received(payChannelApi.create)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ appId: 7, code: 'alipay_pc', status: 0, feeRate: 0.6, remark: '' });
    expect(sentConfig(body)).toEqual({
      appId: '2021000118634037', serverUrl: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do', signType: 'RSA2', mode: 1,
      privateKey: 'MIIEvQIBADANBg', alipayPublicKey: 'MIIBIjANBgkqhk', appCertContent: '', alipayPublicCertContent: '', rootCertContent: '',
    });
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    await waitFor(() => expect(server.received(payAppApi.page)).toHaveLength(2));
  });

  it('edits a WeChat channel: a stored secret left empty is kept, a certificate is read from its file', async () => {
    const { server, user } = renderPage(<PayAppPage />, { server: serverWith(), permissions });
    await screen.findByText('示例应用');
    await user.click(within(rowOf('示例应用')).getByRole('button', { name: '微信 JSAPI 支付已配置' }));
    const dialog = await dialogTitled('编辑支付渠道');
    expect(await dialog.findByDisplayValue('1545083881')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'v3' })).toBeChecked();
    expect(dialog.getByLabelText('API V3 密钥')).toHaveAttribute('placeholder', '已设置，留空则不修改');
    expect(dialog.getByLabelText('apiclient_key.pem 证书')).toHaveAttribute('placeholder', '已设置，留空则不修改');
    expect(dialog.queryByLabelText('商户密钥')).not.toBeInTheDocument();

    const platformCert = new File(['-----BEGIN CERTIFICATE-----\nPLATFORM\n-----END CERTIFICATE-----'], 'wechatpay.pem', { type: 'application/x-pem-file' });
    const upload = dialog.getByRole('button', { name: '上传微信支付平台证书' }).closest('.ant-upload')!.querySelector('input[type=file]')!;
    await user.upload(upload as HTMLInputElement, platformCert);
    await waitFor(() => expect(dialog.getByLabelText('微信支付平台证书')).toHaveValue('-----BEGIN CERTIFICATE-----\nPLATFORM\n-----END CERTIFICATE-----'));
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(server.received(payChannelApi.update)).toHaveLength(1));
    const body = server.received(payChannelApi.update)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 21, appId: 7, code: 'wx_pub', status: 0, feeRate: 0.6, remark: '公众号' });
    expect(sentConfig(body)).toMatchObject({
      appId: 'wx5b23ba7a5589ecbb', mchId: '1545083881', apiVersion: 'v3', apiV3Key: '', privateKeyContent: '',
      privateCertContent: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----', platformCertContent: '-----BEGIN CERTIFICATE-----\nPLATFORM\n-----END CERTIFICATE-----',
    });
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
  });

  it('asks a WeChat v2 channel for its merchant key, and the mock channel for its state alone', async () => {
    const { server, user } = renderPage(<PayAppPage />, { server: serverWith(), permissions });
    await screen.findByText('示例应用');
    await user.click(within(rowOf('商城应用')).getByRole('button', { name: '微信付款码支付未配置' }));
    let dialog = await dialogTitled('创建支付渠道');
    await user.click(await dialog.findByRole('radio', { name: 'v2' }));
    expect(await dialog.findByLabelText('商户密钥')).toHaveAttribute('placeholder', '请输入商户密钥');
    expect(dialog.getByLabelText('apiclient_cert.p12 证书')).toHaveAttribute('placeholder', '请上传apiclient_cert.p12 证书');
    await user.click(dialog.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(rowOf('商城应用')).getByRole('button', { name: '模拟支付未配置' }));
    dialog = await dialogTitled('创建支付渠道');
    expect(await dialog.findByLabelText('渠道费率')).toHaveValue('0');
    expect(dialog.queryByLabelText('开放平台 APPID')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(payChannelApi.create)).toHaveLength(1));
    const body = server.received(payChannelApi.create)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ appId: 8, code: 'mock', status: 0, feeRate: 0 });
    expect(sentConfig(body)).toEqual({ name: 'none-config' });
  });
});
