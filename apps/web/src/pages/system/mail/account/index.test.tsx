/** 邮箱账号 against a fake server: what the screen adds to the kit, the write-only password (required when adding, left out when editing). */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mailAccountApi, Permissions, type MailAccount } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../../test/renderPage';
import MailAccountPage from './index';

const P = Permissions.system.mailAccount;
const account = (id: number, fields: Partial<MailAccount> = {}): MailAccount => ({
  id,
  mail: `a${id}@tenon.test`,
  username: `user${id}`,
  host: 'smtp.tenon.test',
  port: 465,
  sslEnable: true,
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const dicts = [...COMMON_STATUS, dictEntry('infra_boolean_string', 'true', '是', 'danger'), dictEntry('infra_boolean_string', 'false', '否', 'info')];
const serverWith = (list = [account(1), account(2, { sslEnable: false, port: 25 })]) =>
  createFakeServer().on(mailAccountApi.page, ok({ list, total: list.length }));
const openPage = (server: FakeServer, permissions = Object.values(P)) => renderPage(<MailAccountPage />, { server, permissions, dicts });
const confirmButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });

describe('邮箱账号', () => {
  it('requires a password when adding and sends it', async () => {
    const { server, user } = openPage(serverWith().on(mailAccountApi.create, ok(3)));
    await screen.findByText('a1@tenon.test');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入邮箱'), 'new@tenon.test');
    await user.type(within(dialog).getByPlaceholderText('请输入用户名，一般为邮箱'), 'new@tenon.test');
    await user.type(within(dialog).getByPlaceholderText('请输入SMTP 服务器域名'), 'smtp.tenon.test');
    await user.click(confirmButton(dialog));
    expect(await within(dialog).findByText('密码不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('请输入密码'), 'p@ss');
    await user.click(confirmButton(dialog));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(mailAccountApi.create)[0]!.body).toEqual({ mail: 'new@tenon.test', username: 'new@tenon.test', password: 'p@ss', host: 'smtp.tenon.test', port: 465, sslEnable: false });
  });

  it('edits without the password (never shown), keeping the stored one', async () => {
    const server = serverWith().on(mailAccountApi.get, ok(account(1))).on(mailAccountApi.update, ok(true));
    const { user } = openPage(server);
    const row = (await screen.findByText('a1@tenon.test')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByDisplayValue('smtp.tenon.test')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('请输入密码')).toHaveValue('');
    await user.click(confirmButton(dialog));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const body = server.received(mailAccountApi.update)[0]!.body as Record<string, unknown>;
    expect(body).toEqual({ id: 1, mail: 'a1@tenon.test', username: 'user1', host: 'smtp.tenon.test', port: 465, sslEnable: true });
  });
});
