/** 发起流程 against a fake server: the definitions, a business form's own page, the start form, submitting it (its tab closed) and a refusal. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ErrorCodes, Permissions, processDefinitionApi, processInstanceApi, type BpmProcessDefinition } from '@tenon/contracts';
import { createFakeServer, fail, ok } from '../../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../../test/renderPage';
import { useTagsViewStore } from '../../../../stores/tagsViewStore';
import type { TagView } from '../../../../stores/tagsView';
import ProcessInstanceCreatePage from './index';

// bpmn-js needs a real browser; the viewer's own tests cover it. Here: which diagram it was given.
vi.mock('../../../../bpmn/viewer/LazyProcessViewer', () => ({
  default: ({ xml }: { xml: string }) => <pre aria-label="流程图">{xml}</pre>,
}));

const deployed = new Date(2024, 4, 6, 9, 30, 5).getTime();
const rule = (r: object) => JSON.stringify(r);
const definition = (id: string, fields: Partial<BpmProcessDefinition> = {}): BpmProcessDefinition => ({
  id,
  key: id.split(':')[0]!,
  version: 1,
  name: id,
  description: '',
  category: null,
  formType: null,
  formId: null,
  formConf: null,
  formFields: [],
  formCustomCreatePath: null,
  formCustomViewPath: null,
  suspensionState: 1,
  formName: null,
  deploymentTime: deployed,
  ...fields,
});

const leave = definition('leave:3:aa', {
  name: '请假流程',
  version: 3,
  category: '2',
  description: '员工请假',
  formType: 10,
  formId: 7,
  formConf: JSON.stringify({ form: { labelWidth: '100px' }, submitBtn: { show: true, innerText: '提交' } }),
  formFields: [
    rule({ type: 'input', field: 'reason', title: '请假原因', $required: '请填写请假原因' }),
    rule({ type: 'inputNumber', field: 'day', title: '请假天数', value: 1 }),
  ],
});
const oaLeave = definition('oa_leave:1:bb', { name: 'OA 请假', formType: 20, formCustomCreatePath: '/bpm/oa/leave/create', formCustomViewPath: '/bpm/oa/leave/detail' });
const XML = '<definitions id="leave"/>';

const serverWith = () =>
  createFakeServer()
    .on(processDefinitionApi.list, ok([leave, oaLeave]))
    .on(processDefinitionApi.getBpmnXml, ok(XML));

const render = (server = serverWith()) =>
  renderPage(<ProcessInstanceCreatePage />, {
    server,
    permissions: [Permissions.bpm.processInstance.create, Permissions.bpm.processDefinition.query],
    dicts: [dictEntry('bpm_model_category', '2', 'OA', 'success')],
    path: '/bpm/process-instance/create',
    routes: { '/bpm/task/my': <p>我的流程页</p>, '/bpm/oa/leave/create': <p>请假申请页</p> },
  });

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const tab = (path: string, title: string): TagView => ({ path, fullPath: path, query: {}, name: title, title, meta: {} });
const openTabs = () => useTagsViewStore.getState().visitedViews.map((v) => v.path);
const cells = (text: string) => within(rowOf(text)).getAllByRole('cell').map((c) => c.textContent);

async function chooseLeave() {
  const page = render();
  await screen.findByText('请假流程');
  await page.user.click(within(rowOf('请假流程')).getByRole('button', { name: /选择/ }));
  await screen.findByText('申请信息【请假流程】');
  return page;
}

describe('发起流程', () => {
  it('lists the active definitions with category, version and description', async () => {
    const { server } = render();
    await screen.findByText('请假流程');
    expect(cells('请假流程')).toEqual(['请假流程', 'OA', 'v3', '员工请假', '选择']);
    expect(cells('OA 请假')).toEqual(['OA 请假', '', 'v1', '', '选择']);
    expect(server.received(processDefinitionApi.list)[0]!.search).toBe('suspensionState=1');
  });

  it('opens a business form’s own create page', async () => {
    const { user, location } = render();
    await screen.findByText('OA 请假');
    await user.click(within(rowOf('OA 请假')).getByRole('button', { name: /选择/ }));
    await screen.findByText('请假申请页');
    expect(location()).toBe('/bpm/oa/leave/create');
  });

  it('shows the start form and the diagram of a process-form definition, and goes back with 选择其它流程', async () => {
    const { server, user } = await chooseLeave();
    expect(screen.getByRole('textbox', { name: '请假原因' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '请假天数' })).toHaveValue('1');
    expect(await screen.findByLabelText('流程图')).toHaveTextContent(XML);
    expect(server.received(processDefinitionApi.getBpmnXml)[0]!.search).toBe(`id=${encodeURIComponent(leave.id)}`);

    await user.click(screen.getByRole('button', { name: '选择其它流程' }));
    expect(await screen.findByText('OA 请假')).toBeInTheDocument();
  });

  it('checks the form’s rules before sending anything', async () => {
    const { server, user } = await chooseLeave();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请填写请假原因')).toBeInTheDocument();
    expect(server.received(processInstanceApi.create)).toHaveLength(0);
  });

  it('starts the process with the form’s values as its variables, then closes its tab and shows 我的流程', async () => {
    useTagsViewStore.getState().setVisited([tab('/bpm/task/my', '我的流程'), tab('/bpm/process-instance/create', '发起流程')]);
    const page = render(serverWith().on(processInstanceApi.create, ok('pi-1')));
    await screen.findByText('请假流程');
    await page.user.click(within(rowOf('请假流程')).getByRole('button', { name: /选择/ }));
    await page.user.type(await screen.findByRole('textbox', { name: '请假原因' }), '回家');
    await page.user.clear(screen.getByRole('spinbutton', { name: '请假天数' }));
    await page.user.type(screen.getByRole('spinbutton', { name: '请假天数' }), '3');
    await page.user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('发起流程成功')).toBeInTheDocument();
    expect(page.server.received(processInstanceApi.create)[0]!.body).toEqual({ processDefinitionId: leave.id, variables: { reason: '回家', day: 3 } });
    await screen.findByText('我的流程页');
    expect(page.location()).toBe('/bpm/task/my');
    expect(openTabs()).toEqual(['/bpm/task/my']);
  });

  it('shows the server’s refusal and keeps what was typed, in its tab', async () => {
    useTagsViewStore.getState().setVisited([tab('/bpm/process-instance/create', '发起流程')]);
    const refusal = ErrorCodes.TASK_CREATE_FAIL_NO_CANDIDATE_USER;
    const page = render(serverWith().on(processInstanceApi.create, fail(refusal.code, refusal.msg)));
    await screen.findByText('请假流程');
    await page.user.click(within(rowOf('请假流程')).getByRole('button', { name: /选择/ }));
    await page.user.type(await screen.findByRole('textbox', { name: '请假原因' }), '回家');
    await page.user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText(refusal.msg)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '提交' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: '请假原因' })).toHaveValue('回家');
    expect(screen.getByText('申请信息【请假流程】')).toBeInTheDocument();
    expect(page.location()).toBe('/bpm/process-instance/create');
    expect(openTabs()).toEqual(['/bpm/process-instance/create']);
  });
});
