/** 任务分配规则 against a fake server: one row per task with its option names, editing (create and update), and the read-only copy of a definition. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { deptApi, Permissions, postApi, roleApi, taskAssignRuleApi, userApi, userGroupApi, type BpmAssignRule, type Permission } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../test/renderPage';
import AssignRuleDialog, { type AssignRuleTarget } from './AssignRuleDialog';

const P = Permissions.bpm.taskAssignRule;
const DICTS = [
  dictEntry('bpm_task_assign_rule_type', '10', '角色'),
  dictEntry('bpm_task_assign_rule_type', '20', '部门的成员'),
  dictEntry('bpm_task_assign_rule_type', '21', '部门的负责人'),
  dictEntry('bpm_task_assign_rule_type', '30', '用户'),
  dictEntry('bpm_task_assign_rule_type', '50', '自定义脚本'),
  dictEntry('bpm_task_assign_script', '10', '流程发起人'),
  dictEntry('bpm_task_assign_script', '20', '流程发起人的一级领导'),
];

const rule = (key: string, name: string, fields: Partial<BpmAssignRule> = {}): BpmAssignRule => ({
  id: null,
  modelId: 5,
  processDefinitionId: null,
  taskDefinitionKey: key,
  taskDefinitionName: name,
  type: null,
  options: [],
  ...fields,
});
const RULES = [
  rule('deptLeader', '部门审批', { id: 11, type: 21, options: [101, 999] }),
  rule('hr', '人事审批', { id: 12, type: 50, options: [10, 20] }),
  rule('boss', '老板审批'),
];

const withLookups = (server: FakeServer) =>
  server
    .on(roleApi.listAllSimple, ok([{ id: 1, name: '超级管理员', code: 'super_admin' }, { id: 2, name: '普通角色', code: 'common' }]))
    .on(deptApi.listAllSimple, ok([{ id: 100, name: '芋道源码', parentId: 0 }, { id: 101, name: '深圳总公司', parentId: 100 }]))
    .on(postApi.listAllSimple, ok([{ id: 1, name: '董事长' }]))
    .on(userApi.listAllSimple, ok([{ id: 1, nickname: '芋道源码', deptId: 100 }]))
    .on(userGroupApi.listAllSimple, ok([{ id: 1, name: '审批组' }]));

function open(target: AssignRuleTarget, server: FakeServer, permissions: readonly Permission[] = Object.values(P)) {
  return renderPage(<AssignRuleDialog target={target} onClose={() => undefined} />, { server: withLookups(server), permissions, dicts: DICTS });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const cells = (text: string) => within(rowOf(text)).getAllByRole('cell').map((c) => c.textContent);
// Both dialogs are labelled by one id under test, so a dialog is found by its title's text.
const dialogTitled = (title: string) =>
  waitFor(() => {
    const dialog = screen.queryAllByRole('dialog').find((d) => within(d).queryByText(title, { selector: '.ant-modal-title' }));
    if (!dialog) throw new Error(`no dialog titled ${title}`);
    return dialog;
  });
const okButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });

describe('任务分配规则', () => {
  it("shows one row per user task with its rule's type and the names of its options", async () => {
    const server = createFakeServer().on(taskAssignRuleApi.list, ok(RULES));
    open({ modelId: 5 }, server);
    expect(await dialogTitled('任务分配规则')).toBeInTheDocument();
    await screen.findByText('部门审批');
    await waitFor(() => expect(cells('部门审批')).toEqual(['部门审批', 'deptLeader', '部门的负责人', '深圳总公司未知(999)', '修改']));
    expect(cells('人事审批')).toEqual(['人事审批', 'hr', '自定义脚本', '流程发起人流程发起人的一级领导', '修改']);
    expect(cells('老板审批')).toEqual(['老板审批', 'boss', '未配置', '', '修改']);
    expect(server.received(taskAssignRuleApi.list)[0]!.search).toBe('modelId=5');
  });

  it('creates the rule of a task without one, after asking for its roles', async () => {
    const server = createFakeServer()
      .on(taskAssignRuleApi.list, ok(RULES))
      .on(taskAssignRuleApi.create, ok(13));
    const { user } = open({ modelId: 5 }, server);
    await screen.findByText('老板审批');
    await user.click(within(rowOf('老板审批')).getByRole('button', { name: /修改/ }));
    const form = await dialogTitled('修改任务规则');
    expect(within(form).getByDisplayValue('老板审批')).toBeDisabled();
    expect(within(form).getByDisplayValue('boss')).toBeDisabled();
    await user.click(okButton(form));
    expect(await within(form).findByText('规则类型不能为空')).toBeInTheDocument();

    await user.click(within(form).getByRole('combobox'));
    await user.click(await screen.findByTitle('角色'));
    // The type's own field appears on the render after the choice (the form watches the type).
    await waitFor(() => expect(within(form).getAllByRole('combobox')).toHaveLength(2));
    await user.click(okButton(form));
    expect(await within(form).findByText('指定角色不能为空')).toBeInTheDocument();
    await user.click(within(form).getAllByRole('combobox')[1]!);
    await user.click(await screen.findByTitle('普通角色'));
    await user.click(okButton(form));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(taskAssignRuleApi.create)[0]!.body).toEqual({ modelId: 5, taskDefinitionKey: 'boss', type: 10, options: [2] });
    await waitFor(() => expect(server.received(taskAssignRuleApi.list)).toHaveLength(2));
  });

  it('updates a rule, starting from its type and options', async () => {
    const server = createFakeServer()
      .on(taskAssignRuleApi.list, ok(RULES))
      .on(taskAssignRuleApi.update, ok(true));
    const { user } = open({ modelId: 5 }, server);
    await screen.findByText('人事审批');
    await user.click(within(rowOf('人事审批')).getByRole('button', { name: /修改/ }));
    const form = await dialogTitled('修改任务规则');
    expect(within(form).getByTitle('自定义脚本')).toBeInTheDocument();
    expect(await within(form).findByTitle('流程发起人的一级领导')).toBeInTheDocument();
    await user.click(okButton(form));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(taskAssignRuleApi.update)[0]!.body).toEqual({ id: 12, type: 50, options: [10, 20] });
  });

  it("shows a definition's rules read-only", async () => {
    const server = createFakeServer().on(taskAssignRuleApi.list, ok(RULES));
    open({ processDefinitionId: 'leave:2:ab' }, server);
    await screen.findByText('部门审批');
    expect(screen.queryByRole('button', { name: /修改/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    expect(decodeURIComponent(server.received(taskAssignRuleApi.list)[0]!.search)).toBe('processDefinitionId=leave:2:ab');
  });

  it('offers 修改 only for the saves the user may make', async () => {
    const server = createFakeServer().on(taskAssignRuleApi.list, ok(RULES));
    open({ modelId: 5 }, server, [P.query, P.update]);
    await screen.findByText('老板审批');
    expect(within(rowOf('部门审批')).getByRole('button', { name: /修改/ })).toBeInTheDocument();
    expect(within(rowOf('老板审批')).queryByRole('button', { name: /修改/ })).not.toBeInTheDocument();
  });
});
