/** 三方用户 against a fake server: the accounts, who they are bound to, the filters and the provider's user info. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, socialUserApi, type SocialUser } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../../test/renderPage';
import SocialUserPage from './index';

const account = (id: number, fields: Partial<SocialUser> = {}): SocialUser => ({
  id,
  type: 90,
  openid: `sub-${id}`,
  nickname: `昵称${id}`,
  avatar: '',
  rawUserInfo: JSON.stringify({ sub: `sub-${id}`, email: `u${id}@example.com` }),
  userId: 3,
  username: 'lisi',
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  updateTime: new Date(2024, 4, 7, 10, 0, 0).getTime(),
  ...fields,
});
const dicts = [...COMMON_STATUS, dictEntry('system_social_type', '20', '钉钉', 'default'), dictEntry('system_social_type', '90', 'OpenID Connect')];
const permissions = Object.values(Permissions.system.socialUser);

describe('三方用户', () => {
  it('lists the accounts with their provider and bound user, and filters by nickname and openid', async () => {
    const server = createFakeServer().on(socialUserApi.page, ok({ list: [account(1), account(2, { type: 20, userId: null, username: '' })], total: 2 }));
    const { user } = renderPage(<SocialUserPage />, { server, permissions, dicts });
    const first = (await screen.findByText('sub-1')).closest('tr')!;
    expect(within(first).getByText('OpenID Connect')).toBeInTheDocument();
    expect(within(first).getByText('lisi')).toBeInTheDocument();
    expect(within(first).getByText('2024-05-06 09:30:05')).toBeInTheDocument();
    const second = screen.getByText('sub-2').closest('tr')!;
    expect(within(second).getByText('钉钉')).toBeInTheDocument();
    expect(within(second).getByText('未绑定')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('请输入用户昵称'), '昵称');
    await user.type(screen.getByPlaceholderText('请输入社交 openid'), 'sub-1');
    await user.click(screen.getAllByRole('button', { name: /搜\s*索/ })[0]!);
    await waitFor(() => expect(server.received(socialUserApi.page)).toHaveLength(2));
    const query = server.received(socialUserApi.page)[1]!.query;
    expect(query.get('nickname')).toBe('昵称');
    expect(query.get('openid')).toBe('sub-1');
  });

  it('详细 shows the provider\'s user info pretty-printed', async () => {
    const server = createFakeServer().on(socialUserApi.page, ok({ list: [account(1)], total: 1 }));
    const { user } = renderPage(<SocialUserPage />, { server, permissions, dicts });
    const row = (await screen.findByText('sub-1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /详细/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('社交用户详情')).toBeInTheDocument();
    const raw = dialog.querySelector('pre')!;
    expect(raw.textContent).toBe('{\n  "sub": "sub-1",\n  "email": "u1@example.com"\n}');
  });
});
