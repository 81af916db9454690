/** 短信日志 against a fake server: the list with the rendered text, send and receive status, filters, and 详细 with the provider's answers. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, smsChannelApi, smsLogApi, type SmsLog } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../../test/renderPage';
import SmsLogPage from './index';

const log = (id: number, fields: Partial<SmsLog> = {}): SmsLog => ({
  id,
  channelId: 7,
  channelCode: 'DEBUG',
  templateId: 3,
  templateCode: 'user-sms-login',
  templateType: 1,
  templateContent: `您的验证码是88${id}`,
  templateParams: { code: `88${id}` },
  apiTemplateId: 'SMS_1',
  mobile: `1380013800${id}`,
  userId: 1,
  userType: 2,
  sendStatus: 10,
  sendTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  attempts: 1,
  apiSendCode: 'OK',
  apiSendMsg: '调试渠道：已记录，未实际发送',
  apiRequestId: '',
  apiSerialNo: `debug-${id}`,
  receiveStatus: 0,
  receiveTime: null,
  apiReceiveCode: '',
  apiReceiveMsg: '',
  createTime: new Date(2024, 4, 6, 9, 30, 4).getTime(),
  ...fields,
});
const dicts = [
  ...COMMON_STATUS,
  dictEntry('system_sms_send_status', '10', '发送成功', 'success'),
  dictEntry('system_sms_send_status', '20', '发送失败', 'danger'),
  dictEntry('system_sms_receive_status', '0', '等待结果', 'primary'),
  dictEntry('system_sms_receive_status', '20', '接收失败', 'danger'),
  dictEntry('system_sms_channel_code', 'DEBUG', '调试(仅记录)', 'warning'),
  dictEntry('user_type', '2', '管理员'),
];

describe('短信日志', () => {
  it('shows each message with its text and status, filters by status, and 详细 shows the last failure', async () => {
    const server = createFakeServer()
      .on(smsLogApi.page, ok({ list: [log(1), log(2, { sendStatus: 20, attempts: 3, apiSendCode: 'isv.DENIED', apiSendMsg: '第 3 次发送失败：拒绝' })], total: 2 }))
      .on(smsChannelApi.listAllSimple, ok([{ id: 7, signature: 'Tenon', code: 'DEBUG' }]));
    const { user, server: s } = renderPage(<SmsLogPage />, { server, permissions: Object.values(Permissions.system.smsLog), dicts });
    const first = (await screen.findByText('您的验证码是881')).closest('tr')!;
    expect(within(first).getByText('发送成功')).toBeInTheDocument();
    expect(within(first).getByText('等待结果')).toBeInTheDocument();
    const second = screen.getByText('您的验证码是882').closest('tr')!;
    expect(within(second).getByText('发送失败')).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: /详细/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('短信日志详细');
    expect(dialog).toHaveTextContent('isv.DENIED 第 3 次发送失败：拒绝');
    expect(dialog).toHaveTextContent('3 | user-sms-login');
    await user.click(within(dialog).getAllByRole('button', { name: /关\s*闭|Close/ })[0]!);
    await user.click(screen.getByRole('combobox', { name: '发送状态' }));
    await user.click(await screen.findByTitle('发送成功'));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(decodeURIComponent(s.received(smsLogApi.page).at(-1)!.search)).toBe('sendStatus=10&pageNo=1&pageSize=20'));
  });

  it('shows the provider’s status report: 接收状态, 接收时间, and in 详细 its code and message', async () => {
    const received = log(3, { receiveStatus: 20, receiveTime: new Date(2024, 4, 6, 9, 31, 7).getTime(), apiReceiveCode: 'MI:0013', apiReceiveMsg: '号码在黑名单中' });
    const server = createFakeServer()
      .on(smsLogApi.page, ok({ list: [received], total: 1 }))
      .on(smsChannelApi.listAllSimple, ok([{ id: 7, signature: 'Tenon', code: 'DEBUG' }]));
    const { user } = renderPage(<SmsLogPage />, { server, permissions: Object.values(Permissions.system.smsLog), dicts });
    const row = (await screen.findByText('您的验证码是883')).closest('tr')!;
    expect(within(row).getByText('接收失败')).toBeInTheDocument();
    expect(within(row).getByText('2024-05-06 09:31:07')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /详细/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('接收时间2024-05-06 09:31:07');
    expect(dialog).toHaveTextContent('MI:0013 号码在黑名单中');
  });
});
