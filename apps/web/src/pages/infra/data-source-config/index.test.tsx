/** 数据源配置 against a fake server: the master listed but untouchable, the write-only password, the server's refusal shown. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, dataSourceConfigApi, type DataSourceConfig } from '@tenon/contracts';
import { createFakeServer, fail, ok, type FakeServer } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import DataSourceConfigPage from './index';

const at = new Date(2026, 0, 5, 9, 30, 0).getTime();
const master: DataSourceConfig = { id: 0, name: 'master', url: 'postgresql://db:5432/tenon', username: 'tenon', passwordSet: false, createTime: 0 };
const stored: DataSourceConfig = { id: 3, name: '报表库', url: 'jdbc:postgresql://10.0.0.8:5432/report', username: 'reader', passwordSet: true, createTime: at };
const serverWith = () => createFakeServer().on(dataSourceConfigApi.list, ok([master, stored]));
const openPage = (server: FakeServer) => renderPage(<DataSourceConfigPage />, { server, permissions: Object.values(Permissions.infra.dataSourceConfig) });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('数据源配置', () => {
  it('lists the master first, without 修改 or 删除', async () => {
    openPage(serverWith());
    expect(await screen.findByText('postgresql://db:5432/tenon')).toBeInTheDocument();
    expect(within(rowOf('postgresql://db:5432/tenon')).queryByRole('button', { name: /修改|删除/ })).toBeNull();
    expect(within(rowOf('报表库')).getByRole('button', { name: /修改/ })).toBeInTheDocument();
    expect(screen.getByText('2026-01-05 09:30:00')).toBeInTheDocument();
    for (const title of ['主键编号', '数据源名称', '数据源连接', '用户名', '创建时间']) expect(screen.getByRole('columnheader', { name: title })).toBeInTheDocument();
    // The whole list in one answer: no pager, and no tree's 展开/折叠.
    expect(screen.queryByRole('button', { name: /展开|折叠/ })).toBeNull();
    expect(screen.queryByText(/^共 .* 条$/)).toBeNull();
  });

  it('adds one with its password, and shows why the server refused to save it', async () => {
    const server = serverWith().on(dataSourceConfigApi.create, fail(1_001_007_001, '数据源配置不正确，无法进行连接'));
    const { user } = openPage(server);
    await screen.findByText('报表库');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入参数名称'), '新库');
    await user.type(within(dialog).getByPlaceholderText('请输入数据源连接'), 'jdbc:postgresql://pg.example.com:5432/app');
    await user.type(within(dialog).getByPlaceholderText('请输入用户名'), 'app');
    await user.type(within(dialog).getByPlaceholderText('请输入密码'), 's3cret');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(server.received(dataSourceConfigApi.create)).toHaveLength(1));
    expect(server.received(dataSourceConfigApi.create)[0]!.body).toEqual({ name: '新库', url: 'jdbc:postgresql://pg.example.com:5432/app', username: 'app', password: 's3cret' });
    expect((await screen.findAllByText('数据源配置不正确，无法进行连接')).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits without showing the password, and sends none when it is left empty', async () => {
    const server = serverWith().on(dataSourceConfigApi.get, ok(stored)).on(dataSourceConfigApi.update, ok(true));
    const { user } = openPage(server);
    await screen.findByText('报表库');
    await user.click(within(rowOf('报表库')).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByPlaceholderText('请输入用户名')).toHaveValue('reader'));
    expect(within(dialog).getByPlaceholderText('请输入密码')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(server.received(dataSourceConfigApi.update)).toHaveLength(1));
    expect(server.received(dataSourceConfigApi.update)[0]!.body).toEqual({ id: 3, name: '报表库', url: 'jdbc:postgresql://10.0.0.8:5432/report', username: 'reader' });
  });
});
