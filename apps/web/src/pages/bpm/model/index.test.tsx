/** 流程模型 against a fake server: the list, 新建流程, 修改流程 (with what a deploy needs), 导入流程, the designer links, 分配规则, 发布流程, 激活状态, 流程定义, delete and hiding. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deptApi,
  ErrorCodes,
  formApi,
  modelApi,
  Permissions,
  postApi,
  roleApi,
  taskAssignRuleApi,
  userApi,
  userGroupApi,
  type BpmModel,
  type BpmModelPageItem,
  type Permission,
} from '@tenon/contracts';
import { createFakeServer, fail, ok, type FakeServer } from '../../../test/fakeServer';
import { dictEntry, renderPage as renderWithPage } from '../../../test/renderPage';
import ModelPage from './index';

const P = Permissions.bpm.model;
const created = new Date(2024, 4, 6, 9, 30, 5).getTime();
const item = (id: number, fields: Partial<BpmModelPageItem> = {}): BpmModelPageItem => ({
  id,
  key: `process_${id}`,
  name: `流程${id}`,
  description: '',
  category: null,
  formType: null,
  formId: null,
  formCustomCreatePath: null,
  formCustomViewPath: null,
  createTime: created,
  formName: null,
  processDefinition: null,
  ...fields,
});
const model = (id: number, fields: Partial<BpmModel> = {}): BpmModel => {
  const { formName: _formName, processDefinition: _definition, ...base } = item(id);
  return { ...base, bpmnXml: null, ...fields };
};

const DICTS = [
  dictEntry('bpm_model_category', '1', '默认'),
  dictEntry('bpm_model_category', '2', 'OA', 'success'),
  dictEntry('bpm_model_form_type', '10', '流程表单', ''),
  dictEntry('bpm_model_form_type', '20', '业务表单', ''),
];

const ALL: readonly Permission[] = [...Object.values(P), Permissions.bpm.taskAssignRule.query, Permissions.bpm.processDefinition.query];

function renderPage(server: FakeServer, permissions: readonly Permission[] = ALL) {
  const page = renderWithPage(<ModelPage />, {
    server,
    permissions,
    dicts: DICTS,
    path: '/bpm/manager/model',
    routes: { '/bpm/manager/model/design': <p>流程设计器</p>, '/bpm/manager/definition': <p>流程定义列表</p> },
  });
  // The import tests pick files the input's accept would filter out.
  return { ...page, user: userEvent.setup({ delay: null, applyAccept: false }) };
}

const rows = [
  item(1, { category: '2', formType: 10, formId: 7, formName: '请假表单' }),
  item(2, { formType: 20, formCustomCreatePath: '/bpm/oa/leave/create', formCustomViewPath: '/bpm/oa/leave/detail' }),
  item(3, { processDefinition: { id: 'process_3:2:9', version: 2, deploymentTime: created, suspensionState: 1 } }),
];
// 修改流程's checklist asks for the model's rules; a test of them stubs its own.
const serverWith = (list = rows) => createFakeServer().on(modelApi.page, ok({ list, total: list.length })).on(taskAssignRuleApi.list, ok([]));
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const cells = (text: string) => within(rowOf(text)).getAllByRole('cell').map((c) => c.textContent);
const okButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });

describe('the list', () => {
  it('shows key, name, category, form and the latest definition, and sends the filters', async () => {
    const { server, user } = renderPage(serverWith());
    await screen.findByText('流程3');
    expect(cells('流程1')).toEqual(['process_1', '流程1', 'OA', '请假表单', '2024-05-06 09:30:05', '未部署', '', '', '修改流程设计流程发布流程删除更多']);
    expect(cells('流程2')).toEqual(['process_2', '流程2', '', '/bpm/oa/leave/create', '2024-05-06 09:30:05', '未部署', '', '', '修改流程设计流程发布流程删除更多']);
    expect(cells('流程3')).toEqual(['process_3', '流程3', '', '暂无表单', '2024-05-06 09:30:05', 'v2', '', '2024-05-06 09:30:05', '修改流程设计流程发布流程删除更多']);

    await user.type(screen.getByPlaceholderText('请输入流程标识'), 'leave');
    await user.type(screen.getByPlaceholderText('请输入流程名称'), '请假');
    await user.click(within(screen.getByRole('form', { name: '搜索条件' })).getByRole('combobox'));
    await user.click(await screen.findByTitle('OA'));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(decodeURIComponent(server.received(modelApi.page).at(-1)!.search)).toBe('key=leave&name=请假&category=2&pageNo=1&pageSize=20'));
  });

  it('opens the designer from the key', async () => {
    const { user, location } = renderPage(serverWith());
    await screen.findByText('流程2');
    await user.click(screen.getByRole('button', { name: 'process_2' }));
    await screen.findByText('流程设计器');
    expect(location()).toBe('/bpm/manager/model/design?modelId=2');
  });

  it('opens the designer from 设计流程', async () => {
    const { user, location } = renderPage(serverWith());
    await screen.findByText('流程3');
    await user.click(within(rowOf('流程3')).getByRole('button', { name: /设计流程/ }));
    await screen.findByText('流程设计器');
    expect(location()).toBe('/bpm/manager/model/design?modelId=3');
  });

  it('shows the process form of a model from its name', async () => {
    const field = JSON.stringify({ type: 'input', field: 'reason', title: '请假原因' });
    const form = { id: 7, name: '请假表单', status: 0, remark: '', conf: '{"form":{"size":"small"}}', fields: [field], createTime: created };
    const { server, user } = renderPage(serverWith().on(formApi.get, ok(form)));
    await screen.findByText('流程1');
    await user.click(screen.getByRole('button', { name: '请假表单' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('textbox', { name: '请假原因' })).toBeInTheDocument();
    expect(server.received(formApi.get)[0]!.search).toBe('id=7');
  });
});

describe('新建流程', () => {
  it('requires key and name and refuses a key that is not an XML name, without calling the server', async () => {
    const { server, user } = renderPage(serverWith());
    await screen.findByText('流程1');
    await user.click(screen.getByRole('button', { name: /新建流程/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('新建流程');
    await user.click(okButton(dialog));
    expect(await within(dialog).findByText('流程标识不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('流程名称不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('请输入流程标识'), '9leave');
    await user.click(okButton(dialog));
    expect(await within(dialog).findByText(ErrorCodes.MODEL_KEY_VALID.msg)).toBeInTheDocument();
    expect(server.received(modelApi.create)).toHaveLength(0);
  });

  it('creates with key, name and description, then reloads', async () => {
    const { server, user } = renderPage(serverWith().on(modelApi.create, ok(9)));
    await screen.findByText('流程1');
    await user.click(screen.getByRole('button', { name: /新建流程/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入流程标识'), 'oa_leave');
    await user.type(within(dialog).getByPlaceholderText('请输入流程名称'), '请假流程');
    await user.type(within(dialog).getByPlaceholderText('请输入流程描述'), '员工请假');
    await user.click(okButton(dialog));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(modelApi.create)[0]!.body).toEqual({ key: 'oa_leave', name: '请假流程', description: '员工请假' });
    expect(Object.keys(server.received(modelApi.create)[0]!.body as object)).toEqual(['key', 'name', 'description']);
    await waitFor(() => expect(server.received(modelApi.page)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog when the key is taken', async () => {
    const { user } = renderPage(serverWith().on(modelApi.create, fail(1009002000, '已经存在流程标识为【process_1】的流程')));
    await screen.findByText('流程1');
    await user.click(screen.getByRole('button', { name: /新建流程/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入流程标识'), 'process_1');
    await user.type(within(dialog).getByPlaceholderText('请输入流程名称'), '重复');
    await user.click(okButton(dialog));
    expect(await screen.findByText('已经存在流程标识为【process_1】的流程')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('请输入流程标识')).toHaveValue('process_1');
  });
});

describe('修改流程', () => {
  it('shows the key read-only, requires category and form type, and sends a business form without a process form', async () => {
    const server = serverWith()
      .on(modelApi.get, ok(model(3, { description: '旧描述', formType: 10, formId: 7 })))
      .on(formApi.listAllSimple, ok([{ id: 7, name: '请假表单' }]))
      .on(modelApi.update, ok(true));
    const { user } = renderPage(server);
    await screen.findByText('流程3');
    await user.click(within(rowOf('流程3')).getByRole('button', { name: /修改流程/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('修改流程');
    await waitFor(() => expect(within(dialog).getByPlaceholderText('请输入流程标识')).toHaveValue('process_3'));
    expect(within(dialog).getByPlaceholderText('请输入流程标识')).toBeDisabled();
    expect(within(dialog).getByTitle('请假表单')).toBeInTheDocument();

    await user.click(okButton(dialog));
    expect(await within(dialog).findByText('流程分类不能为空')).toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('combobox')[0]!);
    await user.click(await screen.findByTitle('默认'));
    await user.click(within(dialog).getByRole('radio', { name: '业务表单' }));
    // The form watches its type and hides the process-form picker on the next render.
    await waitFor(() => expect(within(dialog).queryByTitle('请假表单')).not.toBeInTheDocument());
    await user.click(okButton(dialog));
    expect(await within(dialog).findByText('表单提交路由不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('表单查看路由不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText(/请输入表单提交路由/), '/bpm/oa/leave/create');
    await user.type(within(dialog).getByPlaceholderText(/请输入表单查看路由/), '/bpm/oa/leave/detail');
    await user.click(okButton(dialog));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(modelApi.update)[0]!.body).toEqual({
      id: 3,
      name: '流程3',
      description: '旧描述',
      category: '1',
      formType: 20,
      formId: null,
      formCustomCreatePath: '/bpm/oa/leave/create',
      formCustomViewPath: '/bpm/oa/leave/detail',
    });
  });

  it('sends a process form without the business form routes', async () => {
    const server = serverWith()
      .on(modelApi.get, ok(model(2, { category: '2', formType: 20, formCustomCreatePath: '/a', formCustomViewPath: '/b' })))
      .on(formApi.listAllSimple, ok([{ id: 7, name: '请假表单' }, { id: 8, name: '报销表单' }]))
      .on(modelApi.update, ok(true));
    const { user } = renderPage(server);
    await screen.findByText('流程2');
    await user.click(within(rowOf('流程2')).getByRole('button', { name: /修改流程/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByPlaceholderText(/请输入表单提交路由/)).toHaveValue('/a'));
    await user.click(within(dialog).getByRole('radio', { name: '流程表单' }));
    // The field the choice shows is drawn after the click returns: 确定 before it would check
    // the fields without it, and save.
    await within(dialog).findByText('请选择流程表单');
    await user.click(okButton(dialog));
    expect(await within(dialog).findByText('流程表单不能为空')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('combobox')[1]!);
    await user.click(await screen.findByTitle('报销表单'));
    await user.click(okButton(dialog));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(modelApi.update)[0]!.body).toMatchObject({ id: 2, category: '2', formType: 10, formId: 8, formCustomCreatePath: null, formCustomViewPath: null });
  });

  it('keeps what the user changed when the list of forms comes in after', async () => {
    let release!: () => void;
    const formsHeld = new Promise<void>((resolve) => (release = resolve));
    const server = serverWith()
      .on(modelApi.get, ok(model(2, { category: '2', formType: 20, formCustomCreatePath: '/a', formCustomViewPath: '/b' })))
      .on(formApi.listAllSimple, async () => {
        await formsHeld;
        return ok([{ id: 8, name: '报销表单' }]);
      });
    const { user } = renderPage(server);
    await screen.findByText('流程2');
    await user.click(within(rowOf('流程2')).getByRole('button', { name: /修改流程/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByPlaceholderText(/请输入表单提交路由/)).toHaveValue('/a'));
    const name = () => within(dialog).getByPlaceholderText('请输入流程名称');
    await user.clear(name());
    await user.type(name(), '改过的名称');
    await user.click(within(dialog).getByRole('radio', { name: '流程表单' }));
    await within(dialog).findByText('请选择流程表单');

    // The page draws again when the forms arrive; what was typed and chosen stays.
    release();
    await user.click(within(dialog).getAllByRole('combobox')[1]!);
    expect(await screen.findByTitle('报销表单')).toBeInTheDocument();
    expect(name()).toHaveValue('改过的名称');
    expect(within(dialog).getByRole('radio', { name: '流程表单' })).toBeChecked();
  });
});

describe('发布检查', () => {
  const rule = (id: number | null, key: string, name: string) => ({ id, modelId: 3, processDefinitionId: null, taskDefinitionKey: key, taskDefinitionName: name, type: id && 30, options: id ? [1] : [] });
  const XML = '<definitions id="process_3"/>';
  const items = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('list', { name: '发布检查项' }))
      .getAllByRole('listitem')
      .map((li) => `${li.getAttribute('data-done')} ${li.textContent}`);
  const openEdit = async (server: FakeServer, permissions?: readonly Permission[]) => {
    const view = renderPage(server, permissions);
    await screen.findByText('流程3');
    await view.user.click(within(rowOf('流程3')).getByRole('button', { name: /修改流程/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByPlaceholderText('请输入流程标识')).toHaveValue('process_3'));
    return { ...view, dialog };
  };

  it('says in 新建流程 what a deploy will need', async () => {
    const { user } = renderPage(serverWith());
    await screen.findByText('流程1');
    await user.click(screen.getByRole('button', { name: /新建流程/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('发布前需要：流程图、流程分类、流程表单、每个用户任务的分配规则')).toBeInTheDocument();
  });

  it('lists in 修改流程 what the model still lacks, following what is chosen in the dialog', async () => {
    const server = serverWith()
      .on(modelApi.get, ok(model(3, { bpmnXml: XML })))
      .on(formApi.listAllSimple, ok([{ id: 7, name: '请假表单' }]))
      .on(taskAssignRuleApi.list, ok([rule(1, 'leader', '领导审批'), rule(null, 'hr', 'HR审批')]));
    const { user, dialog } = await openEdit(server);
    expect(within(dialog).getByText('发布前需要：流程图、流程分类、流程表单、每个用户任务的分配规则')).toBeInTheDocument();
    await waitFor(() =>
      expect(items(dialog)).toEqual([
        'true 流程图：已设计',
        'false 流程分类：未选择',
        'false 流程表单：未选择表单类型',
        'false 分配规则：未配置：HR审批（点击【分配规则】配置）',
      ]),
    );
    expect(server.received(taskAssignRuleApi.list)[0]!.search).toBe('modelId=3');

    await user.click(within(dialog).getAllByRole('combobox')[0]!);
    await user.click(await screen.findByTitle('OA'));
    await user.click(within(dialog).getByRole('radio', { name: '流程表单' }));
    await waitFor(() => expect(items(dialog)[2]).toBe('false 流程表单：未填写完整'));
    await user.click(within(dialog).getAllByRole('combobox')[1]!);
    await user.click(await screen.findByTitle('请假表单'));
    await waitFor(() => expect(items(dialog).slice(1, 3)).toEqual(['true 流程分类：OA', 'true 流程表单：已选择流程表单']));
  });

  it('says when everything is there', async () => {
    const server = serverWith()
      .on(modelApi.get, ok(model(3, { bpmnXml: XML, category: '1', formType: 20, formCustomCreatePath: '/a', formCustomViewPath: '/b' })))
      .on(formApi.listAllSimple, ok([]))
      .on(taskAssignRuleApi.list, ok([rule(1, 'leader', '领导审批')]));
    const { dialog } = await openEdit(server);
    expect(await within(dialog).findByText('已满足发布条件，保存后可点击【发布流程】')).toBeInTheDocument();
    expect(items(dialog)).toEqual(['true 流程图：已设计', 'true 流程分类：默认', 'true 流程表单：已填写业务表单路由', 'true 分配规则：1 个用户任务都已配置']);
  });

  it('asks for the diagram first, and does not read rules without the permission to', async () => {
    const server = serverWith().on(modelApi.get, ok(model(3, { category: '1' }))).on(formApi.listAllSimple, ok([]));
    const { dialog } = await openEdit(server, [P.query, P.update]);
    await waitFor(() => expect(items(dialog)[0]).toBe('false 流程图：未设计（点击【设计流程】设计）'));
    expect(items(dialog)[3]).toBe('false 分配规则：先设计流程图，再为每个用户任务配置分配规则');
    expect(server.received(taskAssignRuleApi.list)).toHaveLength(0);
  });
});

describe('导入流程', () => {
  const bpmn = () => new File(['<definitions/>'], 'leave.bpmn', { type: 'application/xml' });
  const openImport = async (server: FakeServer) => {
    const view = renderPage(server);
    await screen.findByText('流程1');
    await view.user.click(screen.getByRole('button', { name: /导入流程/ }));
    const dialog = await screen.findByRole('dialog');
    return { ...view, dialog, fileInput: dialog.querySelector<HTMLInputElement>('input[type=file]')! };
  };

  it('sends the file as bpmnFile with key, name and description', async () => {
    const { server, user, dialog, fileInput } = await openImport(serverWith().on(modelApi.import, ok(10)));
    expect(dialog).toHaveTextContent('导入流程');
    await user.click(okButton(dialog));
    expect(await within(dialog).findByText('流程标识不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('请输入流程标识'), 'imported');
    await user.type(within(dialog).getByPlaceholderText('请输入流程名称'), '导入的流程');
    await user.type(within(dialog).getByPlaceholderText('请输入流程描述'), '来自文件');
    await user.click(okButton(dialog));
    expect(await screen.findByText('请选择要导入的流程文件')).toBeInTheDocument();
    expect(server.received(modelApi.import)).toHaveLength(0);

    await user.upload(fileInput, bpmn());
    expect(within(dialog).getByText('leave.bpmn')).toBeInTheDocument();
    await user.click(okButton(dialog));
    expect(await screen.findByText('导入流程成功')).toBeInTheDocument();
    const body = server.received(modelApi.import)[0]!.body as FormData;
    expect(body.get('key')).toBe('imported');
    expect(body.get('name')).toBe('导入的流程');
    expect(body.get('description')).toBe('来自文件');
    expect((body.get('bpmnFile') as File).name).toBe('leave.bpmn');
    await waitFor(() => expect(server.received(modelApi.page)).toHaveLength(2));
  });

  it('keeps the dialog, fields and file when the server refuses the file', async () => {
    const refusal = 'BPMN 文件格式不正确：不是格式正确的 XML（第 5 行第 19 列附近）';
    const { user, dialog, fileInput } = await openImport(serverWith().on(modelApi.import, fail(1009002010, refusal)));
    await user.type(within(dialog).getByPlaceholderText('请输入流程标识'), 'broken');
    await user.type(within(dialog).getByPlaceholderText('请输入流程名称'), '坏文件');
    await user.upload(fileInput, bpmn());
    await user.click(okButton(dialog));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByPlaceholderText('请输入流程标识')).toHaveValue('broken');
    expect(within(dialog).getByText('leave.bpmn')).toBeInTheDocument();
  });

  it('refuses a file that is neither .bpmn nor .xml', async () => {
    const { user, dialog, fileInput } = await openImport(serverWith());
    await user.upload(fileInput, new File(['x'], 'leave.png', { type: 'image/png' }));
    expect(await screen.findByText('仅允许导入“bpmn”或“xml”格式文件！', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(within(dialog).queryByText('leave.png')).not.toBeInTheDocument();
  });
});

describe('删除 and permissions', () => {
  it('asks 是否删除该流程！！ and sends the id', async () => {
    const server = serverWith().on(modelApi.delete, ok(true));
    const { user } = renderPage(server);
    await screen.findByText('流程2');
    await user.click(within(rowOf('流程2')).getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('是否删除该流程！！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(server.received(modelApi.delete)[0]!.search).toBe('id=2');
  });

  it('shows no buttons to a user who may only look', async () => {
    renderPage(serverWith(), [P.query]);
    await screen.findByText('流程1');
    for (const name of [/新建流程/, /导入流程/, /修改流程/, /设计流程/, /分配规则/, /发布流程/, /流程定义/, /删除/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '流程3激活状态' })).toBeDisabled();
  });
});

describe('发布流程', () => {
  it('asks 是否部署该流程！！, deploys the model and reloads the list', async () => {
    const server = serverWith().on(modelApi.deploy, ok(true));
    const { user } = renderPage(server);
    await screen.findByText('流程1');
    await user.click(within(rowOf('流程1')).getByRole('button', { name: /发布流程/ }));
    expect(await screen.findByText('是否部署该流程！！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('部署成功')).toBeInTheDocument();
    expect(server.received(modelApi.deploy)[0]!.search).toBe('id=1');
    await waitFor(() => expect(server.received(modelApi.page)).toHaveLength(2));
  });

  it("shows the server's refusal as it is", async () => {
    const refusal = ErrorCodes.MODEL_DEPLOY_FAIL_FORM_NOT_CONFIG.msg;
    const server = serverWith().on(modelApi.deploy, fail(ErrorCodes.MODEL_DEPLOY_FAIL_FORM_NOT_CONFIG.code, refusal));
    const { user } = renderPage(server);
    await screen.findByText('流程3');
    await user.click(within(rowOf('流程3')).getByRole('button', { name: /发布流程/ }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText('部署成功')).not.toBeInTheDocument();
  });
});

describe('激活状态', () => {
  const withStates = () =>
    serverWith([
      item(3, { processDefinition: { id: 'process_3:2:9', version: 2, deploymentTime: created, suspensionState: 1 } }),
      item(4, { name: '报销', processDefinition: { id: 'process_4:1:8', version: 1, deploymentTime: created, suspensionState: 2 } }),
    ]).on(modelApi.updateState, ok(true));

  it('suspends an active definition after asking, and activates a suspended one', async () => {
    const server = withStates();
    const { user } = renderPage(server);
    await screen.findByText('报销');
    expect(within(rowOf('流程3')).queryByText('未部署')).not.toBeInTheDocument();
    const active = screen.getByRole('switch', { name: '流程3激活状态' });
    expect(active).toBeChecked();
    await user.click(active);
    expect(await screen.findByText('是否确认挂起流程名字为"流程3"的数据项?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('挂起成功')).toBeInTheDocument();
    expect(server.received(modelApi.updateState)[0]!.body).toEqual({ id: 3, state: 2 });

    const suspended = screen.getByRole('switch', { name: '报销激活状态' });
    expect(suspended).not.toBeChecked();
    await user.click(suspended);
    expect(await screen.findByText('是否确认激活流程名字为"报销"的数据项?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('激活成功')).toBeInTheDocument();
    expect(server.received(modelApi.updateState)[1]!.body).toEqual({ id: 4, state: 1 });
  });

  it('stays as it was when the user cancels', async () => {
    const server = withStates();
    const { user } = renderPage(server);
    await screen.findByText('报销');
    await user.click(screen.getByRole('switch', { name: '流程3激活状态' }));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText(/是否确认挂起/)).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: '流程3激活状态' })).toBeChecked();
    expect(server.received(modelApi.updateState)).toHaveLength(0);
  });

  it('is not shown for a model never deployed', async () => {
    renderPage(serverWith());
    await screen.findByText('流程1');
    expect(within(rowOf('流程1')).queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('分配规则 and 流程定义', () => {
  it("opens the model's editable rules", async () => {
    const rule = { id: 5, modelId: 2, processDefinitionId: null, taskDefinitionKey: 'approve', taskDefinitionName: '主管审批', type: 30, options: [1] };
    const server = serverWith()
      .on(taskAssignRuleApi.list, ok([rule]))
      .on(roleApi.listAllSimple, ok([]))
      .on(deptApi.listAllSimple, ok([]))
      .on(postApi.listAllSimple, ok([]))
      .on(userApi.listAllSimple, ok([{ id: 1, nickname: '芋道源码', deptId: null }]))
      .on(userGroupApi.listAllSimple, ok([]));
    const { user } = renderPage(server, [...ALL, Permissions.bpm.taskAssignRule.update]);
    await screen.findByText('流程2');
    // Rarely used, it waits under the row's 更多.
    await user.click(within(rowOf('流程2')).getByRole('button', { name: /更多/ }));
    await user.click(await screen.findByRole('menuitem', { name: /分配规则/ }));
    await screen.findByText('主管审批');
    expect(await screen.findByText('芋道源码')).toBeInTheDocument();
    expect(within(rowOf('主管审批')).getByRole('button', { name: /修改/ })).toBeInTheDocument();
    expect(server.received(taskAssignRuleApi.list)[0]!.search).toBe('modelId=2');
  });

  it("opens the model's definitions by its key", async () => {
    const { user, location } = renderPage(serverWith());
    await screen.findByText('流程3');
    await user.click(within(rowOf('流程3')).getByRole('button', { name: /更多/ }));
    await user.click(await screen.findByRole('menuitem', { name: /流程定义/ }));
    await screen.findByText('流程定义列表');
    expect(location()).toBe('/bpm/manager/definition?key=process_3');
  });
});
