/** 短信渠道 against a fake server: the list shows whether a secret is stored, never a secret; the secret is write-only in the form. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, smsChannelApi, type SmsChannel } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../../test/renderPage';
import SmsChannelPage from './index';

const channel = (id: number, fields: Partial<SmsChannel> = {}): SmsChannel => ({
  id,
  signature: `签名${id}`,
  code: 'ALIYUN',
  status: 0,
  remark: '',
  apiKey: `LTAI-${id}`,
  apiSecretSet: true,
  callbackUrl: '',
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const dicts = [...COMMON_STATUS, dictEntry('system_sms_channel_code', 'ALIYUN', '阿里云', 'primary'), dictEntry('system_sms_channel_code', 'DEBUG', '调试(仅记录)', 'warning')];

describe('短信渠道', () => {
  it('lists channels with their code label and whether a secret is set', async () => {
    const server = createFakeServer().on(smsChannelApi.page, ok({ list: [channel(1), channel(2, { code: 'DEBUG', apiSecretSet: false })], total: 2 }));
    renderPage(<SmsChannelPage />, { server, permissions: Object.values(Permissions.system.smsChannel), dicts });
    const first = (await screen.findByText('签名1')).closest('tr')!;
    expect(within(first).getByText('阿里云')).toBeInTheDocument();
    expect(within(first).getByText('已设置')).toBeInTheDocument();
    expect(within(screen.getByText('签名2').closest('tr')!).getByText('未设置')).toBeInTheDocument();
  });

  it('修改 shows the secret empty and leaves it out of the body when left empty', async () => {
    const server = createFakeServer()
      .on(smsChannelApi.page, ok({ list: [channel(1)], total: 1 }))
      .on(smsChannelApi.get, ok(channel(1)))
      .on(smsChannelApi.update, ok(true));
    const { user } = renderPage(<SmsChannelPage />, { server, permissions: Object.values(Permissions.system.smsChannel), dicts });
    const row = (await screen.findByText('签名1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByDisplayValue('LTAI-1')).toBeInTheDocument());
    expect(within(dialog).getByPlaceholderText('请输入短信 API 的秘钥')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(smsChannelApi.update)).toHaveLength(1));
    const body = server.received(smsChannelApi.update)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 1, signature: '签名1', code: 'ALIYUN', apiKey: 'LTAI-1' });
    expect(body).not.toHaveProperty('apiSecret');
  });
});
