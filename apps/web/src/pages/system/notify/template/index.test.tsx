/** 站内信模板 against a fake server: the list with built-in marks, filters, the dialog, 测试, delete. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifyTemplateApi, Permissions, userApi, type NotifyTemplate } from '@tenon/contracts';
import { createFakeServer, fail, ok, type FakeServer } from '../../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../../test/renderPage';
import NotifyTemplatePage from './index';

const P = Permissions.system.notifyTemplate;
const template = (id: number, fields: Partial<NotifyTemplate> = {}): NotifyTemplate => ({
  id,
  name: `模板${id}`,
  code: `code-${id}`,
  nickname: '行政部',
  content: '{name} 您好，{time} 开会',
  type: 1,
  params: ['name', 'time'],
  status: 0,
  remark: '',
  builtIn: false,
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const dicts = [...COMMON_STATUS, dictEntry('system_notify_template_type', '1', '通知公告'), dictEntry('system_notify_template_type', '2', '系统消息', 'success')];
const list = [template(1), template(2, { code: 'bpm-task-assigned', name: '待办任务提醒', builtIn: true, type: 2 })];
const serverWith = () => createFakeServer().on(notifyTemplateApi.page, ok({ list, total: list.length }));
const openPage = (server: FakeServer, permissions = Object.values(P)) => renderPage(<NotifyTemplatePage />, { server, permissions, dicts });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const confirmButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });

describe('站内信模板', () => {
  it('lists the templates with their type, marks the built-in ones and searches by code and name', async () => {
    const { server, user } = openPage(serverWith());
    await screen.findByText('模板1');
    expect(within(rowOf('待办任务提醒')).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'bpm-task-assigned内置',
      '待办任务提醒',
      '系统消息',
      '行政部',
      '{name} 您好，{time} 开会',
      '开启',
      '',
      '2024-05-06 09:30:05',
      '测试修改删除',
    ]);
    expect(within(rowOf('模板1')).queryByText('内置')).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入模板编码'), 'bpm');
    await user.type(screen.getByPlaceholderText('请输入模板名称'), '待办');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(decodeURIComponent(server.received(notifyTemplateApi.page).at(-1)!.search)).toBe('name=待办&code=bpm&pageNo=1&pageSize=20'));
  });

  it('requires the fields, checks the code, then creates', async () => {
    const { server, user } = openPage(serverWith().on(notifyTemplateApi.create, ok(9)));
    await screen.findByText('模板1');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('添加站内信模板');
    await user.click(confirmButton(dialog));
    expect(await within(dialog).findByText('模板名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('模板编码不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('模板内容不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('请输入模板名称'), '会议提醒');
    await user.type(within(dialog).getByPlaceholderText('请输入模板编码'), '会议');
    expect(await within(dialog).findByText('模板编码只能包含字母、数字、下划线和中划线')).toBeInTheDocument();
    await user.clear(within(dialog).getByPlaceholderText('请输入模板编码'));
    await user.type(within(dialog).getByPlaceholderText('请输入模板编码'), 'meeting');
    await user.type(within(dialog).getByPlaceholderText('请输入发送人名称'), '行政部');
    await user.type(within(dialog).getByPlaceholderText('请输入模板内容'), '{{name} 请开会');
    await user.click(confirmButton(dialog));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(notifyTemplateApi.create)[0]!.body).toEqual({
      name: '会议提醒',
      code: 'meeting',
      nickname: '行政部',
      content: '{name} 请开会',
      type: 1,
      status: 0,
    });
  });

  it('测试 sends to the chosen user with each parameter filled, and tells the message number', async () => {
    const server = serverWith()
      .on(userApi.listAllSimple, ok([{ id: 100, nickname: '测试号', deptId: null }, { id: 1, nickname: '芋道源码', deptId: 103 }]))
      .on(notifyTemplateApi.sendNotify, ok(77));
    const { user } = openPage(server);
    await screen.findByText('模板1');
    await user.click(within(rowOf('模板1')).getByRole('button', { name: /测试/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('测试发送');
    expect(within(dialog).getByText('{name} 您好，{time} 开会')).toBeInTheDocument();
    await user.click(confirmButton(dialog));
    expect(await within(dialog).findByText('接收人不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('参数 name 不能为空')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('测试号'));
    await user.type(within(dialog).getByPlaceholderText('请输入 name 参数'), '张三');
    await user.type(within(dialog).getByPlaceholderText('请输入 time 参数'), '15:00');
    await user.click(confirmButton(dialog));
    expect(await screen.findByText('提交发送成功！发送结果，见消息记录编号：77')).toBeInTheDocument();
    expect(server.received(notifyTemplateApi.sendNotify)[0]!.body).toEqual({ userId: 100, templateCode: 'code-1', templateParams: { name: '张三', time: '15:00' } });
  });

  it('asks before deleting; a built-in template cannot be deleted', async () => {
    const server = serverWith().on(notifyTemplateApi.delete, ok(true));
    const { user } = openPage(server);
    await screen.findByText('模板1');
    expect(within(rowOf('待办任务提醒')).getByRole('button', { name: /删除/ })).toBeDisabled();
    await user.click(within(rowOf('模板1')).getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('是否确认删除站内信模板编号为"1"的数据项?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(server.received(notifyTemplateApi.delete)[0]!.search).toBe('id=1');
  });

  it('shows the server refusal and keeps the dialog open', async () => {
    const server = serverWith()
      .on(notifyTemplateApi.get, ok(list[1]))
      .on(notifyTemplateApi.update, fail(1002023004, '内置站内信模板的编码【bpm-task-assigned】不能修改'));
    const { user } = openPage(server);
    await screen.findByText('模板1');
    await user.click(within(rowOf('待办任务提醒')).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByPlaceholderText('请输入模板编码')).toHaveValue('bpm-task-assigned'));
    const code = within(dialog).getByPlaceholderText('请输入模板编码');
    await user.clear(code);
    await user.type(code, 'other');
    await user.click(confirmButton(dialog));
    expect(await screen.findByText('内置站内信模板的编码【bpm-task-assigned】不能修改')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('修改站内信模板');
  });

  it('shows no buttons to a user who may only look', async () => {
    openPage(serverWith(), [P.query]);
    await screen.findByText('模板1');
    for (const name of [/新增/, /修改/, /删除/, /测试/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
