/** 应用管理 against a fake server: the secret is never shown, a new client starts with one, arrays are sent as lists. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, oauth2ClientApi, type OAuth2Client } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../../test/renderPage';
import OAuth2ClientPage from './index';

const client = (id: number, fields: Partial<OAuth2Client> = {}): OAuth2Client => ({
  id,
  clientId: `client-${id}`,
  secretSet: true,
  name: `应用${id}`,
  logo: '',
  description: '',
  status: 0,
  accessTokenValiditySeconds: 1800,
  refreshTokenValiditySeconds: 43200,
  redirectUris: ['http://127.0.0.1:18080'],
  authorizedGrantTypes: ['authorization_code'],
  scopes: ['user.read'],
  autoApproveScopes: [],
  authorities: [],
  resourceIds: [],
  additionalInformation: '',
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const dicts = [...COMMON_STATUS, dictEntry('system_oauth2_grant_type', 'authorization_code', '授权码模式'), dictEntry('system_oauth2_grant_type', 'refresh_token', '刷新模式')];
const permissions = Object.values(Permissions.system.oauth2Client);

describe('应用管理', () => {
  it('lists clients with their grant types, lifetimes and whether a secret is stored', async () => {
    const server = createFakeServer().on(oauth2ClientApi.page, ok({ list: [client(1), client(2, { secretSet: false })], total: 2 }));
    renderPage(<OAuth2ClientPage />, { server, permissions, dicts });
    const first = (await screen.findByText('client-1')).closest('tr')!;
    expect(within(first).getByText('已设置')).toBeInTheDocument();
    expect(within(first).getByText('授权码模式')).toBeInTheDocument();
    expect(within(first).getByText('1800 秒')).toBeInTheDocument();
    expect(within(screen.getByText('client-2').closest('tr')!).getByText('未设置（公开客户端）')).toBeInTheDocument();
  });

  it('新增 starts with a generated secret and sends the lists the form holds', async () => {
    const server = createFakeServer().on(oauth2ClientApi.page, ok({ list: [], total: 0 })).on(oauth2ClientApi.create, ok(9));
    const { user } = renderPage(<OAuth2ClientPage />, { server, permissions, dicts });
    await user.click(await screen.findByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    const secret = within(dialog).getByPlaceholderText(/新增时留空则为公开客户端/);
    expect((secret as HTMLInputElement).value).toMatch(/^[0-9a-f]{32}$/);
    await user.type(within(dialog).getByPlaceholderText('请输入客户端编号'), 'my-app');
    await user.type(within(dialog).getByPlaceholderText('请输入应用名'), '我的应用');
    await user.type(within(dialog).getByText('请输入可重定向的 URI 地址，回车确认').closest('.ant-select')!.querySelector('input')!, 'http://127.0.0.1:18080/cb{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(oauth2ClientApi.create), [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent).join()).toHaveLength(1));
    expect(server.received(oauth2ClientApi.create)[0]!.body).toMatchObject({
      clientId: 'my-app',
      name: '我的应用',
      secret: (secret as HTMLInputElement).value,
      redirectUris: ['http://127.0.0.1:18080/cb'],
      authorizedGrantTypes: ['authorization_code', 'refresh_token'],
      scopes: ['user.read', 'user.write'],
      accessTokenValiditySeconds: 1800,
    });
  });

  it('修改 leaves the secret empty and out of the body', async () => {
    const server = createFakeServer()
      .on(oauth2ClientApi.page, ok({ list: [client(1)], total: 1 }))
      .on(oauth2ClientApi.get, ok(client(1)))
      .on(oauth2ClientApi.update, ok(true));
    const { user } = renderPage(<OAuth2ClientPage />, { server, permissions, dicts });
    const row = (await screen.findByText('client-1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByDisplayValue('client-1')).toBeInTheDocument());
    expect(within(dialog).getByPlaceholderText(/新增时留空则为公开客户端/)).toHaveValue('');
    // The hint says why the field is empty and that a new secret must be typed to change it.
    const label = within(dialog).getByText('客户端密钥').closest('label')!;
    await user.hover(label.querySelector('[aria-label="question-circle"]')!);
    expect(await screen.findByText(/从不显示，所以修改时此处为空：留空则保留原密钥，要更换须输入新密钥/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(oauth2ClientApi.update)).toHaveLength(1));
    expect(server.received(oauth2ClientApi.update)[0]!.body).not.toHaveProperty('secret');
  });
});
