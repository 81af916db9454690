/** 敏感词 against a fake server: the list and its tag filter, adding with tags, 测试, hiding. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, sensitiveWordApi, type SensitiveWord } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import SensitiveWordPage from './index';

const P = Permissions.system.sensitiveWord;
const word = (id: number, fields: Partial<SensitiveWord> = {}): SensitiveWord => ({
  id,
  name: `词${id}`,
  tags: ['骂人'],
  status: 0,
  description: '',
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});

const serverWith = (list = [word(1, { name: '土豆', tags: ['蔬菜', '短字'], description: '好土的土豆' }), word(2, { name: '白痴', status: 1 })]) =>
  createFakeServer()
    .on(sensitiveWordApi.page, ok({ list, total: list.length }))
    .on(sensitiveWordApi.getTags, ok(['短字', '蔬菜', '骂人']));
const openPage = (server: FakeServer, permissions = Object.values(P)) => renderPage(<SensitiveWordPage />, { server, permissions });
const searches = (server: FakeServer) => server.received(sensitiveWordApi.page).map((r) => decodeURIComponent(r.search));
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the list', () => {
  it('shows each word with its tags, and filters by a tag in use', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('土豆');
    expect(within(rowOf('土豆')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '土豆', '开启', '好土的土豆', '蔬菜短字', '2024-05-06 09:30:05', '修改删除']);
    await user.click(screen.getByRole('combobox', { name: '标签' }));
    await user.click(await screen.findByTitle('骂人'));
    await user.type(screen.getByPlaceholderText('请输入敏感词'), '白');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searches(server).at(-1)).toBe('name=白&tag=骂人&pageNo=1&pageSize=20'));
  });
});

describe('添加敏感词', () => {
  it('requires the word and a tag, then sends the tags picked and typed', async () => {
    const server = serverWith().on(sensitiveWordApi.create, ok(9));
    const { user } = openPage(server);
    await screen.findByText('土豆');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('添加敏感词');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('敏感词不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('标签不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByPlaceholderText('请输入敏感词'), '广告词');
    const tags = within(dialog).getByRole('combobox', { name: '标签' });
    await user.click(tags);
    await user.click(await screen.findByTitle('短字'));
    await user.type(tags, '新标签{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(sensitiveWordApi.create)[0]!.body).toEqual({ name: '广告词', tags: ['短字', '新标签'], status: 0 });
  });
});

describe('测试', () => {
  it('sends the text and tags and shows the words found, or that there are none', async () => {
    const server = serverWith().on(sensitiveWordApi.validateText, (req) => ok(decodeURIComponent(req.search).includes('干净') ? [] : ['土豆', '白痴']));
    const { user } = openPage(server);
    await screen.findByText('土豆');
    await user.click(screen.getByRole('button', { name: /测试/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('检测敏感词');
    await user.click(within(dialog).getByRole('button', { name: /检\s*测/ }));
    expect(await within(dialog).findByText('测试文本不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByPlaceholderText('请输入测试文本'), '土豆是白痴');
    await user.click(within(dialog).getByRole('combobox', { name: '检测标签' }));
    await user.click(await screen.findByTitle('骂人'));
    await user.click(within(dialog).getByRole('button', { name: /检\s*测/ }));
    expect(await within(dialog).findByText('包含敏感词：土豆，白痴')).toBeInTheDocument();
    const sent = new URLSearchParams(server.received(sensitiveWordApi.validateText)[0]!.search);
    expect(sent.get('text')).toBe('土豆是白痴');
    expect([...sent.entries()].filter(([k]) => k.startsWith('tags')).map(([, v]) => v)).toEqual(['骂人']);

    await user.clear(within(dialog).getByPlaceholderText('请输入测试文本'));
    await user.type(within(dialog).getByPlaceholderText('请输入测试文本'), '干净的话');
    await user.click(within(dialog).getByRole('button', { name: /检\s*测/ }));
    expect(await within(dialog).findByText('不包含敏感词！')).toBeInTheDocument();
  });
});

describe('permissions', () => {
  it('shows no write buttons to a user who may only look, but keeps 测试', async () => {
    openPage(serverWith(), [P.query]);
    await screen.findByText('土豆');
    for (const name of [/新增/, /导出/, /修改/, /删除/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /测试/ })).toBeInTheDocument();
  });
});
