/** 通知公告 against a fake server: the list, the dialog with its rich-text content, delete, hiding. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { noticeApi, Permissions, type Notice } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../test/renderPage';
import NoticePage from './index';

const P = Permissions.system.notice;
const notice = (id: number, fields: Partial<Notice> = {}): Notice => ({
  id,
  title: `公告${id}`,
  type: 1,
  content: `<p>内容${id}</p>`,
  status: 0,
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const dicts = [...COMMON_STATUS, dictEntry('system_notice_type', '1', '通知', 'success'), dictEntry('system_notice_type', '2', '公告', 'info')];
const openPage = (server: FakeServer, permissions = Object.values(P)) => renderPage(<NoticePage />, { server, permissions, dicts });
const serverWith = (list = [notice(1), notice(2, { type: 2, status: 1 })]) => createFakeServer().on(noticeApi.page, ok({ list, total: list.length }));
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const confirmButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });

describe('通知公告', () => {
  it('shows the notices with their type and status labels, and searches by title', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('公告2');
    expect(within(rowOf('公告2')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '公告2', '公告', '关闭', '2024-05-06 09:30:05', '修改删除推送']);
    await user.type(screen.getByPlaceholderText('请输入公告标题'), '放假');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(decodeURIComponent(server.received(noticeApi.page).at(-1)!.search)).toBe('title=放假&pageNo=1&pageSize=20'));
  });

  it('requires title and type, then creates the notice', async () => {
    const { server, user } = openPage(serverWith().on(noticeApi.create, ok(9)));
    await screen.findByText('公告1');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('添加公告');
    await user.click(confirmButton(dialog));
    expect(await within(dialog).findByText('公告标题不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('公告类型不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('请输入公告标题'), '年会通知');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('通知'));
    await user.click(confirmButton(dialog));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(noticeApi.create)[0]!.body).toEqual({ title: '年会通知', type: 1, status: 0, content: '' });
  });

  it('loads the notice into 修改公告 with its content in the editor, and keeps the content on save', async () => {
    const server = serverWith().on(noticeApi.get, ok(notice(2, { type: 2, content: '<p>国庆放假七天</p>' }))).on(noticeApi.update, ok(true));
    const { user } = openPage(server);
    await screen.findByText('公告2');
    await user.click(within(rowOf('公告2')).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('修改公告');
    expect(await within(dialog).findByText('国庆放假七天')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '内容' })).toBeInTheDocument();
    // Found again on each try: the form's reset when the record comes in mounts its fields anew.
    const title = () => within(dialog).getByPlaceholderText('请输入公告标题');
    await waitFor(() => expect(title()).toHaveValue('公告2'));
    await user.clear(title());
    await user.type(title(), '国庆放假');
    await user.click(confirmButton(dialog));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(noticeApi.update)[0]!.body).toMatchObject({ id: 2, title: '国庆放假', type: 2, content: '<p>国庆放假七天</p>' });
  });

  it('asks before deleting with the reference text', async () => {
    const server = serverWith().on(noticeApi.delete, ok(true));
    const { user } = openPage(server);
    await screen.findByText('公告1');
    await user.click(within(rowOf('公告1')).getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('是否确认删除公告编号为"1"的数据项?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(server.received(noticeApi.delete)[0]!.search).toBe('id=1');
  });

  it('推送 asks first, then tells how many users were queued; a closed notice cannot be pushed', async () => {
    const server = serverWith().on(noticeApi.push, ok(12));
    const { user } = openPage(server);
    await screen.findByText('公告1');
    expect(within(rowOf('公告2')).getByRole('button', { name: /推送/ })).toBeDisabled();
    await user.click(within(rowOf('公告1')).getByRole('button', { name: /推送/ }));
    expect(await screen.findByText('是否推送通知公告"公告1"给全部用户？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('推送成功，已为 12 位用户排队发送站内信')).toBeInTheDocument();
    expect(server.received(noticeApi.push)[0]!.search).toBe('id=1');
  });

  it('shows no buttons to a user who may only look', async () => {
    openPage(serverWith(), [P.query]);
    await screen.findByText('公告1');
    for (const name of [/新增/, /修改/, /删除/, /推送/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
