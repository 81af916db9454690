/** 配置管理 against a fake server: what the screen adds to the kit (visibility as 是/否, the key fixed once created). */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, configApi, type Config } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../test/renderPage';
import ConfigPage from './index';

const P = Permissions.infra.config;
const row = (id: number, fields: Partial<Config> = {}): Config => ({
  id,
  category: 'biz',
  name: `参数${id}`,
  key: `test.key${id}`,
  value: `值${id}`,
  type: 2,
  visible: true,
  remark: '',
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const initPassword = row(1, { name: '用户管理-账号初始密码', key: 'sys.user.init-password', value: '123456', type: 1, remark: '重置密码时预填的密码' });
const secret = row(2, { category: 'url', name: '秘密地址', key: 'url.secret', value: '', visible: false });
const dicts = [...COMMON_STATUS, dictEntry('infra_config_type', '1', '系统内置', 'danger'), dictEntry('infra_config_type', '2', '自定义')];
const openPage = (server: FakeServer, permissions = Object.values(P)) => renderPage(<ConfigPage />, { server, permissions, dicts });
const serverWith = () => createFakeServer().on(configApi.page, ok({ list: [initPassword, secret], total: 2 }));
const searches = (server: FakeServer) => server.received(configApi.page).map((r) => decodeURIComponent(r.search));
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const cells = (text: string) => within(rowOf(text)).getAllByRole('cell').map((c) => c.textContent);

describe('the list', () => {
  it('shows each row with its visibility and type, and sends the filters on 搜索', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('用户管理-账号初始密码');
    expect(cells('用户管理-账号初始密码')).toEqual(['1', 'biz', '用户管理-账号初始密码', 'sys.user.init-password', '123456', '是', '系统内置', '重置密码时预填的密码', '2024-05-06 09:30:05', '修改删除']);
    expect(cells('秘密地址')).toEqual(['2', 'url', '秘密地址', 'url.secret', '', '否', '自定义', '', '2024-05-06 09:30:05', '修改删除']);

    await user.type(screen.getByPlaceholderText('请输入参数名称'), '密码');
    await user.type(screen.getByPlaceholderText('请输入参数键名'), 'sys.');
    await user.click(screen.getByRole('combobox', { name: '系统内置' }));
    // The option, not the search label or the column header of the same name.
    await user.click((await screen.findAllByTitle('系统内置')).find((e) => e.classList.contains('ant-select-item-option'))!);
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('name=密码&key=sys.&type=1&pageNo=1&pageSize=20'));
  });
});

describe('修改参数', () => {
  it('shows the key disabled and sends the edit without it', async () => {
    const server = serverWith().on(configApi.get, ok(secret)).on(configApi.update, ok(true));
    const { user } = openPage(server);
    await screen.findByText('秘密地址');
    await user.click(within(rowOf('秘密地址')).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('修改参数');
    // Found again on each try: the form's reset when the record comes in mounts its fields anew.
    const key = () => within(dialog).getByPlaceholderText('请输入参数键名');
    await waitFor(() => expect(key()).toHaveValue('url.secret'));
    expect(key()).toBeDisabled();
    await user.type(within(dialog).getByPlaceholderText('请输入参数键值'), 'https://example.com');
    await user.click(within(dialog).getByRole('radio', { name: '是' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(configApi.update)[0]!.body).toEqual({ id: 2, category: 'url', name: '秘密地址', value: 'https://example.com', visible: true, remark: '' });
  });
});
