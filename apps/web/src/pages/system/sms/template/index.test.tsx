/** 短信模板 against a fake server: the channel's code label, 测试 with the template's parameters. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Permissions, smsChannelApi, smsTemplateApi, type SmsTemplate } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../../test/renderPage';
import SmsTemplatePage from './index';

const P = Permissions.system.smsTemplate;
const template = (id: number, fields: Partial<SmsTemplate> = {}): SmsTemplate => ({
  id,
  type: 1,
  status: 0,
  code: `code-${id}`,
  name: `模板${id}`,
  content: '您的验证码是{code}，{minutes} 分钟内有效',
  params: ['code', 'minutes'],
  remark: '',
  apiTemplateId: 'SMS_1',
  channelId: 7,
  channelCode: 'DEBUG',
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const dicts = [...COMMON_STATUS, dictEntry('system_sms_channel_code', 'DEBUG', '调试(仅记录)', 'warning'), dictEntry('system_sms_template_type', '1', '验证码', 'warning')];
const serverWith = () =>
  createFakeServer()
    .on(smsTemplateApi.page, ok({ list: [template(1)], total: 1 }))
    .on(smsChannelApi.listAllSimple, ok([{ id: 7, signature: 'Tenon', code: 'DEBUG' }]));
const openPage = (server: FakeServer, permissions = Object.values(P)) => renderPage(<SmsTemplatePage />, { server, permissions, dicts });

describe('短信模板', () => {
  it('shows the type and the channel by their labels', async () => {
    openPage(serverWith());
    const row = (await screen.findByText('code-1')).closest('tr')!;
    expect(within(row).getByText('调试(仅记录)')).toBeInTheDocument();
    expect(within(row).getByText('验证码')).toBeInTheDocument();
  });

  it('测试 asks for the mobile and each parameter, sends them and tells the log number', async () => {
    const server = serverWith().on(smsTemplateApi.sendSms, ok(42));
    const { user } = openPage(server);
    const row = (await screen.findByText('code-1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /测试/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('测试发送短信');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('手机不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('参数 minutes 不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('请输入手机号'), '12345');
    expect(await within(dialog).findByText('请输入正确的手机号码')).toBeInTheDocument();
    await user.clear(within(dialog).getByPlaceholderText('请输入手机号'));
    await user.type(within(dialog).getByPlaceholderText('请输入手机号'), '13800138000');
    await user.type(within(dialog).getByPlaceholderText('请输入 code 参数'), '8848');
    await user.type(within(dialog).getByPlaceholderText('请输入 minutes 参数'), '5');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('提交发送成功！发送结果，见发送日志编号：42')).toBeInTheDocument();
    expect(server.received(smsTemplateApi.sendSms)[0]!.body).toEqual({ mobile: '13800138000', templateCode: 'code-1', templateParams: { code: '8848', minutes: '5' } });
  });

  it('shows no 测试 to a user without the send permission', async () => {
    openPage(serverWith(), [P.query]);
    await screen.findByText('code-1');
    expect(screen.queryByRole('button', { name: /测试/ })).not.toBeInTheDocument();
  });
});
