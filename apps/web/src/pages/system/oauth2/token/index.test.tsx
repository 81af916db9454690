/** 令牌管理 against a fake server: rows show a handle; 强退 asks, then revokes by that handle; console sessions show as client default. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Permissions, oauth2TokenApi, type OAuth2Token } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../../test/renderPage';
import OAuth2TokenPage from './index';

const token = (id: number): OAuth2Token => ({
  id,
  accessToken: `abcd${id}xyz`,
  refreshToken: '',
  userId: 1,
  userType: 2,
  tenantId: 1,
  clientId: 'yudao-sso-demo-by-code',
  scopes: ['user.read'],
  userIp: '',
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  expiresTime: new Date(2024, 4, 6, 10, 0, 5).getTime(),
});

describe('令牌管理', () => {
  it('lists tokens and 强退 revokes one by its handle after asking', async () => {
    const server = createFakeServer().on(oauth2TokenApi.page, ok({ list: [token(7)], total: 1 })).on(oauth2TokenApi.delete, ok(true));
    const { user } = renderPage(<OAuth2TokenPage />, {
      server,
      permissions: Object.values(Permissions.system.oauth2Token),
      dicts: [...COMMON_STATUS, dictEntry('user_type', '2', '管理员')],
    });
    const row = (await screen.findByText('abcd7xyz')).closest('tr')!;
    expect(within(row).getByText('管理员')).toBeInTheDocument();
    expect(within(row).getByText('user.read')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /强退/ }));
    expect(await screen.findByText('是否确认强退令牌为"abcd7xyz"的数据项?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('强退成功')).toBeInTheDocument();
    expect(server.received(oauth2TokenApi.delete)[0]!.search).toBe('accessToken=abcd7xyz');
  });

  it('shows a console session as client default with its sign-in address, beside a client token of the same number', async () => {
    const session: OAuth2Token = { ...token(7), accessToken: 'sess-handle-1', clientId: 'default', scopes: [], userIp: '10.1.2.3' };
    const server = createFakeServer().on(oauth2TokenApi.page, ok({ list: [session, token(7)], total: 2 })).on(oauth2TokenApi.delete, ok(true));
    const { user } = renderPage(<OAuth2TokenPage />, { server, permissions: Object.values(Permissions.system.oauth2Token) });
    const row = (await screen.findByText('sess-handle-1')).closest('tr')!;
    expect(within(row).getByText('控制台登录')).toBeInTheDocument();
    expect(within(row).getByText('10.1.2.3')).toBeInTheDocument();
    expect(within(row).getByText('全部（按角色）')).toBeInTheDocument();
    expect(screen.getByText('abcd7xyz').closest('tr')).not.toBe(row);
    await user.click(within(row).getByRole('button', { name: /强退/ }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('强退成功')).toBeInTheDocument();
    expect(server.received(oauth2TokenApi.delete)[0]!.search).toBe('accessToken=sess-handle-1');
  });

  it('hides 强退 from a user without the delete permission', async () => {
    const server = createFakeServer().on(oauth2TokenApi.page, ok({ list: [token(7)], total: 1 }));
    renderPage(<OAuth2TokenPage />, { server, permissions: [Permissions.system.oauth2Token.page] });
    const row = (await screen.findByText('abcd7xyz')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /强退/ })).toBeNull();
  });
});
