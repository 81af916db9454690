/** 流程表单 list against a fake server: the list, the designer links, 详情, delete and hiding. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formApi, Permissions, type BpmForm } from '@tenon/contracts';
import { createFakeServer, fail, ok, type FakeServer } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import BpmFormPage from './index';

const P = Permissions.bpm.form;
const bpmForm = (id: number, fields: Partial<BpmForm> = {}): BpmForm => ({
  id,
  name: `表单${id}`,
  status: 0,
  remark: `备注${id}`,
  conf: '{"labelWidth":100}',
  fields: ['{"type":"input","field":"reason","title":"请假原因"}'],
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});

const openPage = (server: FakeServer, permissions = Object.values(P)) =>
  renderPage(<BpmFormPage />, { server, permissions, path: '/bpm/manager/form', routes: { '/bpm/manager/form/edit': <p>表单设计器</p> } });

const serverWith = (list = [bpmForm(1), bpmForm(2, { status: 1 })]) => createFakeServer().on(formApi.page, ok({ list, total: list.length }));
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the list', () => {
  it('shows the forms and filters by name', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('表单2');
    expect(within(rowOf('表单2')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '表单2', '关闭', '备注2', '2024-05-06 09:30:05', '详情修改删除']);
    await user.type(screen.getByPlaceholderText('请输入表单名'), '请假');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(decodeURIComponent(server.received(formApi.page).at(-1)!.search)).toBe('name=请假&pageNo=1&pageSize=20'));
  });
});

describe('the designer links', () => {
  it('新增 opens the form designer empty', async () => {
    const { user, location } = openPage(serverWith());
    await screen.findByText('表单1');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    expect(await screen.findByText('表单设计器')).toBeInTheDocument();
    expect(location()).toBe('/bpm/manager/form/edit');
  });

  it('修改 opens the form designer on that form', async () => {
    const { user, location } = openPage(serverWith());
    await screen.findByText('表单2');
    await user.click(within(rowOf('表单2')).getByRole('button', { name: /修改/ }));
    await screen.findByText('表单设计器');
    expect(location()).toBe('/bpm/manager/form/edit?formId=2');
  });
});

describe('详情 and 删除', () => {
  it('shows the form as it will be filled in, and what the designer saved', async () => {
    const { server, user } = openPage(serverWith().on(formApi.get, ok(bpmForm(1))));
    await screen.findByText('表单1');
    await user.click(within(rowOf('表单1')).getByRole('button', { name: /详情/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('表单详情');
    expect(await within(dialog).findByRole('textbox', { name: '请假原因' })).toBeInTheDocument();
    expect(server.received(formApi.get)[0]!.search).toBe('id=1');

    await user.click(within(dialog).getByRole('tab', { name: 'JSON' }));
    expect(within(dialog).getByLabelText('表单配置')).toHaveTextContent('"labelWidth": 100');
    expect(within(dialog).getByLabelText('表单项')).toHaveTextContent('"title": "请假原因"');
  });

  it('asks before deleting, and shows the server refusing a form in use', async () => {
    const server = serverWith().on(formApi.delete, fail(1009010004, '流程表单正在被流程模型【请假】使用，无法删除'));
    const { user } = openPage(server);
    await screen.findByText('表单1');
    await user.click(within(rowOf('表单1')).getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('是否确认删除工作表单的编号为"1"的数据项?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('流程表单正在被流程模型【请假】使用，无法删除')).toBeInTheDocument();
    expect(server.received(formApi.delete)[0]!.search).toBe('id=1');
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument();
  });
});

describe('permissions', () => {
  it('shows only 详情 to a user who may only look', async () => {
    openPage(serverWith(), [P.query]);
    await screen.findByText('表单1');
    for (const name of [/新增/, /修改/, /删除/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /详情/ })).toHaveLength(2);
  });
});
