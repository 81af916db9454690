/** 流程定义 against a fake server: the versions of one key, the diagram, the deployed form, a business form's page and the read-only rules. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import {
  deptApi,
  Permissions,
  postApi,
  processDefinitionApi,
  roleApi,
  taskAssignRuleApi,
  userApi,
  userGroupApi,
  type BpmProcessDefinition,
  type Permission,
} from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { dictEntry, renderPage as renderWithPage } from '../../../test/renderPage';
import ProcessDefinitionPage from './index';

// bpmn-js needs a real browser; the viewer's own tests cover it. Here: which diagram it was given.
vi.mock('../../../bpmn/viewer/LazyProcessViewer', () => ({
  default: ({ xml }: { xml: string }) => <pre aria-label="流程图">{xml}</pre>,
}));

const deployed = new Date(2024, 4, 6, 9, 30, 5).getTime();
const definition = (version: number, fields: Partial<BpmProcessDefinition> = {}): BpmProcessDefinition => ({
  id: `oa_leave:${version}:id${version}`,
  key: 'oa_leave',
  version,
  name: '请假流程',
  description: `第 ${version} 版`,
  category: '2',
  formType: 10,
  formId: 7,
  formConf: '{"form":{"labelWidth":100}}',
  formFields: [JSON.stringify({ type: 'input', field: 'reason', title: '请假原因' })],
  formCustomCreatePath: null,
  formCustomViewPath: null,
  suspensionState: 2,
  formName: '请假表单',
  deploymentTime: deployed,
  ...fields,
});
const VERSIONS = [
  definition(3, { suspensionState: 1 }),
  definition(2, { formType: 20, formId: null, formName: null, formConf: null, formFields: [], formCustomCreatePath: '/bpm/oa/leave/create' }),
];

const DICTS = [dictEntry('bpm_model_category', '1', '默认'), dictEntry('bpm_model_category', '2', 'OA', 'success'), dictEntry('bpm_task_assign_rule_type', '30', '用户')];
const ALL: readonly Permission[] = [Permissions.bpm.processDefinition.query, Permissions.bpm.taskAssignRule.query, Permissions.bpm.taskAssignRule.update];

const serverWith = (list = VERSIONS, total = list.length) => createFakeServer().on(processDefinitionApi.page, ok({ list, total }));
// The helper mounts a page at a path without a query: start there and go to the model's key.
const renderPage = (server: FakeServer, permissions = ALL, search = '?key=oa_leave') =>
  renderWithPage(<Navigate to={`/bpm/manager/definition${search}`} replace />, {
    server,
    permissions,
    dicts: DICTS,
    routes: { '/bpm/manager/definition': <ProcessDefinitionPage />, '/bpm/oa/leave/create': <p>发起请假</p> },
  });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const cells = (text: string) => within(rowOf(text)).getAllByRole('cell').map((c) => c.textContent);

describe('流程定义', () => {
  it('lists the versions of the key, newest first, with form, state and time', async () => {
    const { server } = renderPage(serverWith());
    await screen.findByText('oa_leave:3:id3');
    expect(cells('oa_leave:3:id3')).toEqual(['oa_leave:3:id3', '请假流程', 'OA', '请假表单', 'v3', '激活', '2024-05-06 09:30:05', '第 3 版', '分配规则']);
    expect(cells('oa_leave:2:id2')).toEqual(['oa_leave:2:id2', '请假流程', 'OA', '/bpm/oa/leave/create', 'v2', '挂起', '2024-05-06 09:30:05', '第 2 版', '分配规则']);
    expect(server.received(processDefinitionApi.page)[0]!.search).toBe('key=oa_leave&pageNo=1&pageSize=20');
  });

  it('shows the heading with the key, and pages', async () => {
    const { server, user } = renderPage(serverWith(VERSIONS, 45));
    expect(await screen.findByRole('heading', { name: '流程定义：oa_leave' })).toBeInTheDocument();
    await screen.findByText('oa_leave:3:id3');
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(server.received(processDefinitionApi.page).at(-1)!.search).toBe('key=oa_leave&pageNo=2&pageSize=20'));
  });

  it('opens the diagram of a version from its name', async () => {
    const xml = '<definitions id="oa_leave_v3"/>';
    const server = serverWith().on(processDefinitionApi.getBpmnXml, ok(xml));
    const { user } = renderPage(server);
    await screen.findByText('oa_leave:3:id3');
    await user.click(within(rowOf('oa_leave:3:id3')).getByRole('button', { name: '请假流程' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('流程图');
    expect(await within(dialog).findByLabelText('流程图')).toHaveTextContent(xml);
    expect(decodeURIComponent(server.received(processDefinitionApi.getBpmnXml)[0]!.search)).toBe('id=oa_leave:3:id3');
  });

  it("shows the deployed copy of the start form, and opens a business form's create page", async () => {
    const { user, location } = renderPage(serverWith());
    await screen.findByText('oa_leave:3:id3');
    await user.click(screen.getByRole('button', { name: '请假表单' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('表单详情');
    expect(await within(dialog).findByRole('textbox', { name: '请假原因' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '/bpm/oa/leave/create' }));
    await screen.findByText('发起请假');
    expect(location()).toBe('/bpm/oa/leave/create');
  });

  it("shows a version's assign rules read-only", async () => {
    const rule = { id: 9, modelId: null, processDefinitionId: 'oa_leave:2:id2', taskDefinitionKey: 'approve', taskDefinitionName: '主管审批', type: 30, options: [1] };
    const server = serverWith()
      .on(taskAssignRuleApi.list, ok([rule]))
      .on(roleApi.listAllSimple, ok([]))
      .on(deptApi.listAllSimple, ok([]))
      .on(postApi.listAllSimple, ok([]))
      .on(userApi.listAllSimple, ok([{ id: 1, nickname: '芋道源码', deptId: null }]))
      .on(userGroupApi.listAllSimple, ok([]));
    const { user } = renderPage(server);
    await screen.findByText('oa_leave:2:id2');
    await user.click(within(rowOf('oa_leave:2:id2')).getByRole('button', { name: /分配规则/ }));
    expect(await screen.findByText('芋道源码')).toBeInTheDocument();
    expect(cells('主管审批')).toEqual(['主管审批', 'approve', '用户', '芋道源码']);
    expect(decodeURIComponent(server.received(taskAssignRuleApi.list)[0]!.search)).toBe('processDefinitionId=oa_leave:2:id2');
  });

  it('shows 分配规则 only to holders of its permission', async () => {
    renderPage(serverWith(), [Permissions.bpm.processDefinition.query]);
    await screen.findByText('oa_leave:3:id3');
    expect(screen.queryByRole('button', { name: /分配规则/ })).not.toBeInTheDocument();
  });
});
