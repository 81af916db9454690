/** 三方应用 against a fake server: the secret is write-only, each provider's own field shows and is sent only for it. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, socialClientApi, type SocialClient } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../../test/renderPage';
import SocialClientPage from './index';

const client = (id: number, fields: Partial<SocialClient> = {}): SocialClient => ({
  id,
  name: `应用${id}`,
  socialType: 90,
  userType: 2,
  clientId: `client-${id}`,
  clientSecretSet: true,
  agentId: '',
  publicKey: '',
  issuer: 'https://sso.example.com/realms/tenon',
  status: 0,
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const dicts = [
  ...COMMON_STATUS,
  dictEntry('system_social_type', '10', '码云', 'default'),
  dictEntry('system_social_type', '20', '钉钉', 'default'),
  dictEntry('system_social_type', '90', 'OpenID Connect'),
  dictEntry('user_type', '1', '会员'),
  dictEntry('user_type', '2', '管理员', 'success'),
];
const permissions = Object.values(Permissions.system.socialClient);

const errorsOf = (dialog: HTMLElement) => [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent).join();

describe('三方应用', () => {
  it('lists clients with their provider, user type and whether a secret is stored; filters by provider', async () => {
    const server = createFakeServer().on(socialClientApi.page, ok({ list: [client(1), client(2, { socialType: 20, clientSecretSet: false })], total: 2 }));
    const { user } = renderPage(<SocialClientPage />, { server, permissions, dicts });
    const first = (await screen.findByText('client-1')).closest('tr')!;
    expect(within(first).getByText('OpenID Connect')).toBeInTheDocument();
    expect(within(first).getByText('管理员')).toBeInTheDocument();
    expect(within(first).getByText('已设置')).toBeInTheDocument();
    const second = screen.getByText('client-2').closest('tr')!;
    expect(within(second).getByText('钉钉')).toBeInTheDocument();
    expect(within(second).getByText('未设置')).toBeInTheDocument();

    await user.click(screen.getByText('请选择社交平台'));
    await user.click(await screen.findByTitle('钉钉'));
    await user.click(screen.getAllByRole('button', { name: /搜\s*索/ })[0]!);
    await waitFor(() => expect(server.received(socialClientApi.page)).toHaveLength(2));
    expect(server.received(socialClientApi.page)[1]!.query.get('socialType')).toBe('20');
  });

  it('新增 an OpenID Connect client asks for its issuer, and sends no agentId', async () => {
    const server = createFakeServer().on(socialClientApi.page, ok({ list: [], total: 0 })).on(socialClientApi.create, ok(9));
    const { user } = renderPage(<SocialClientPage />, { server, permissions, dicts });
    await user.click(await screen.findByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByPlaceholderText('请输入应用的 agentId')).not.toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('请输入应用名'), '统一身份认证');
    await user.type(within(dialog).getByPlaceholderText('请输入客户端编号'), 'tenon');
    await user.type(within(dialog).getByPlaceholderText('请输入客户端密钥'), 's3cret');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('Issuer 地址不能为空')).toBeInTheDocument();
    expect(server.received(socialClientApi.create)).toHaveLength(0);

    await user.type(within(dialog).getByPlaceholderText(/realms\/tenon/), 'https://sso.example.com/realms/tenon');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(socialClientApi.create), errorsOf(dialog)).toHaveLength(1));
    expect(server.received(socialClientApi.create)[0]!.body).toEqual({
      name: '统一身份认证',
      socialType: 90,
      userType: 2,
      clientId: 'tenon',
      clientSecret: 's3cret',
      issuer: 'https://sso.example.com/realms/tenon',
      status: 0,
    });
  });

  it('修改 a DingTalk client shows its agentId, the secret empty, and keeps the stored secret when left empty', async () => {
    const server = createFakeServer()
      .on(socialClientApi.page, ok({ list: [client(1, { socialType: 20, agentId: '1001', issuer: '' })], total: 1 }))
      .on(socialClientApi.get, ok(client(1, { socialType: 20, agentId: '1001', issuer: '' })))
      .on(socialClientApi.update, ok(true));
    const { user } = renderPage(<SocialClientPage />, { server, permissions, dicts });
    const row = (await screen.findByText('client-1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByPlaceholderText('请输入应用的 agentId')).toHaveValue('1001'));
    expect(within(dialog).getByPlaceholderText('请输入客户端密钥')).toHaveValue('');
    expect(within(dialog).queryByPlaceholderText(/realms\/tenon/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(socialClientApi.update), errorsOf(dialog)).toHaveLength(1));
    const body = server.received(socialClientApi.update)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 1, socialType: 20, clientId: 'client-1', agentId: '1001' });
    expect(body).not.toHaveProperty('clientSecret');
    expect(body).not.toHaveProperty('issuer');
  });
});
