/** 表单设计 against a fake server: building a form, its settings, the checks before saving, what is saved, a stored form reopened. */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { formApi, Permissions, type BpmForm } from '@tenon/contracts';
import { renderWithProviders } from '../../../../test/render';
import { createFakeServer, ok, type FakeServer } from '../../../../test/fakeServer';
import { useDictStore } from '../../../../stores/dictStore';
import { useSessionStore } from '../../../../stores/sessionStore';
import BpmFormEditPage from './index';

beforeEach(() => {
  useDictStore.getState().setDictDatas([
    { dictType: 'common_status', value: '0', label: '开启', colorType: 'primary', cssClass: '' },
    { dictType: 'common_status', value: '1', label: '关闭', colorType: 'info', cssClass: '' },
  ]);
  useSessionStore.getState().setSession({ user: { id: 1, userName: 'u', nickname: 'U', avatar: '', tenantId: 1 }, roles: ['common'], permissions: Object.values(Permissions.bpm.form) });
});

/** A form saved by the reference's designer, with keys this designer does not know. */
const REFERENCE_FORM: BpmForm = {
  id: 5,
  name: '请假表单',
  status: 0,
  remark: '参考表单',
  conf: JSON.stringify({ form: { labelPosition: 'right', size: 'small', labelWidth: '100px' }, submitBtn: { show: true, innerText: '提交' }, resetBtn: { show: false, innerText: '重置' } }),
  fields: [
    JSON.stringify({ type: 'input', field: 'reason', title: '请假原因', info: '', _fc_drag_tag: 'input', hidden: false, display: true, props: { placeholder: '请输入' }, $required: true }),
    JSON.stringify({ type: 'radio', field: 'kind', title: '请假类型', options: [{ label: '年假', value: 1 }, { label: '事假', value: 2 }], _fc_drag_tag: 'radio' }),
  ],
  createTime: 1700000000000,
};

function renderPage(server: FakeServer, search = '') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/bpm/manager/form', element: <p>流程表单列表</p> },
      { path: '/bpm/manager/form/edit', element: <BpmFormEditPage /> },
    ],
    { initialEntries: [`/bpm/manager/form/edit${search}`] },
  );
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { server, router, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const palette = () => within(screen.getByRole('navigation', { name: '组件' }));
const canvas = () => within(screen.getByRole('list', { name: '表单画布' }));
const settings = () => within(screen.getByRole('complementary', { name: '配置' }));
const canvasFields = () => canvas().queryAllByRole('button', { pressed: false }).concat(canvas().queryAllByRole('button', { pressed: true }));
const savedBody = (server: FakeServer, endpoint: typeof formApi.create | typeof formApi.update) => server.received(endpoint)[0]!.body as Omit<BpmForm, 'createTime'>;
/** Replaces a box's text in one edit (select all, paste): typing key by key redraws the designer per key, which jsdom makes slow. */
async function fill(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.tripleClick(box);
  await user.paste(text);
}
const savedRules = (body: { fields: string[] }) => body.fields.map((f) => JSON.parse(f) as Record<string, unknown>);

describe('building a form', () => {
  it('adds components by click and by keyboard, and selects the one added', async () => {
    const { user } = renderPage(createFakeServer());
    expect(screen.getByText('从左侧拖入或点击组件添加表单项')).toBeInTheDocument();
    await user.click(palette().getByRole('button', { name: '单行文本' }));
    palette().getByRole('button', { name: '多选框' }).focus();
    await user.keyboard('{Enter}');
    expect(canvas().getByRole('button', { name: '单行文本（单行文本）' })).toHaveAttribute('aria-pressed', 'false');
    expect(canvas().getByRole('button', { name: '多选框（多选框）' })).toHaveAttribute('aria-pressed', 'true');
    expect(settings().getByLabelText('字段名')).toHaveValue('checkbox1');
    expect(settings().getByLabelText('选项1名称')).toHaveValue('选项1');
  });

  it('saves the edited field as the reference stores its rules, then goes back to the list', async () => {
    const { server, user, router } = renderPage(createFakeServer().on(formApi.create, ok(9)));
    await user.click(palette().getByRole('button', { name: '单行文本' }));
    await user.click(palette().getByRole('button', { name: '开关' }));
    await user.click(canvas().getByRole('button', { name: '单行文本（单行文本）' }));

    const field = settings();
    await fill(user, field.getByLabelText('字段名'), 'reason');
    await fill(user, field.getByLabelText('标题'), '请假原因');
    await fill(user, field.getByLabelText('占位提示'), '请输入请假原因');
    await user.click(field.getByRole('switch', { name: '必填' }));
    await fill(user, field.getByLabelText('必填提示'), '请填写请假原因');
    await fill(user, field.getByLabelText('栅格宽度'), '12');
    expect(canvas().getByRole('button', { name: '请假原因（单行文本）' })).toBeInTheDocument();

    await fill(user, screen.getByLabelText('表单名'), '请假申请');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bpm/manager/form'));
    const body = savedBody(server, formApi.create);
    expect(body).toMatchObject({ name: '请假申请', status: 0, remark: '' });
    expect(JSON.parse(body.conf)).toEqual({
      form: { labelPosition: 'right', size: 'default', labelWidth: '125px' },
      submitBtn: { show: true, innerText: '提交' },
      resetBtn: { show: false, innerText: '重置' },
    });
    expect(savedRules(body)).toEqual([
      { type: 'input', field: 'reason', title: '请假原因', info: '', $required: '请填写请假原因', props: { placeholder: '请输入请假原因' }, col: { span: 12 } },
      { type: 'switch', field: 'switch1', title: '开关', info: '', $required: false, props: {}, value: false },
    ]);
  });

  it('saves the options of a choice field, its default, and the form settings', async () => {
    const { server, user } = renderPage(createFakeServer().on(formApi.create, ok(9)));
    await user.click(palette().getByRole('button', { name: '单选框' }));
    await fill(user, settings().getByLabelText('选项1名称'), '年假');
    await user.click(settings().getByRole('button', { name: '添加选项' }));
    expect(settings().getByLabelText('选项3的值')).toHaveValue('3');
    await fill(user, settings().getByLabelText('选项3的值'), 'sick');
    await user.click(settings().getByRole('radio', { name: '年假' }));
    expect(canvas().getByRole('radio', { name: '年假' })).toBeChecked();

    await user.click(settings().getByRole('tab', { name: '表单配置' }));
    await user.click(settings().getByRole('radio', { name: '顶部对齐' }));
    await user.click(settings().getByRole('radio', { name: '较小' }));

    await fill(user, screen.getByLabelText('表单名'), '请假类型');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    const body = savedBody(server, formApi.create);
    expect(JSON.parse(body.conf)).toMatchObject({ form: { labelPosition: 'top', size: 'small' } });
    expect(savedRules(body)[0]).toMatchObject({
      type: 'radio',
      field: 'radio1',
      value: 1,
      options: [
        { label: '年假', value: 1 },
        { label: '选项2', value: 2 },
        { label: '选项3', value: 'sick' },
      ],
    });
  });

  it('refuses a field name another field uses, or that is not a variable name', async () => {
    const { server, user } = renderPage(createFakeServer().on(formApi.create, ok(9)));
    await user.click(palette().getByRole('button', { name: '单行文本' }));
    await user.click(palette().getByRole('button', { name: '单行文本' }));
    const name = settings().getByLabelText('字段名');
    expect(name).toHaveValue('input2');

    await fill(user, name, 'input1');
    expect(settings().getByText('字段名 input1 已被其他字段使用')).toBeInTheDocument();
    await fill(user, name, '1days');
    expect(settings().getByText('字段名需以字母或下划线开头，只能包含字母、数字和下划线')).toBeInTheDocument();
    await user.click(settings().getByLabelText('标题'));
    expect(name).toHaveValue('input2');

    await fill(user, screen.getByLabelText('表单名'), '重名检查');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(savedRules(savedBody(server, formApi.create)).map((r) => r.field)).toEqual(['input1', 'input2']);
  });

  it('asks for the form name before saving', async () => {
    const { server, user } = renderPage(createFakeServer());
    await user.click(palette().getByRole('button', { name: '开关' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('表单名不能为空')).toBeInTheDocument();
    expect(server.received()).toHaveLength(0);
  });

  it('copies and removes fields, and 清空 asks first', async () => {
    const { user } = renderPage(createFakeServer());
    await user.click(palette().getByRole('button', { name: '数字' }));
    await user.click(canvas().getByRole('button', { name: '复制 数字（数字）' }));
    expect(settings().getByLabelText('字段名')).toHaveValue('inputNumber2');
    expect(canvasFields()).toHaveLength(2);
    await user.click(canvas().getAllByRole('button', { name: '删除 数字（数字）' })[0]!);
    expect(canvasFields()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(await screen.findByText('确定清空画布上的所有字段吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(canvasFields()).toHaveLength(0));
  });

  it('previews the form and checks it as a person filling it in would', async () => {
    const { user } = renderPage(createFakeServer());
    await user.click(palette().getByRole('button', { name: '多行文本' }));
    await user.click(settings().getByRole('switch', { name: '必填' }));
    await user.click(screen.getByRole('button', { name: '预览' }));
    const dialog = await screen.findByRole('dialog', { name: '表单预览' });
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请输入多行文本')).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: '多行文本' }), '说明');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByLabelText('提交的数据')).toHaveTextContent('"textarea1": "说明"');
  });
  it('shows what saving would store in 查看 JSON', async () => {
    const { user } = renderPage(createFakeServer());
    await user.click(palette().getByRole('button', { name: '日期范围' }));
    await user.click(screen.getByRole('button', { name: '查看 JSON' }));
    const dialog = await screen.findByRole('dialog', { name: '表单 JSON' });
    const json = within(dialog).getByLabelText('表单 JSON');
    expect(JSON.parse(json.textContent!)).toMatchObject({
      conf: { form: { labelWidth: '125px' } },
      fields: [{ type: 'datePicker', field: 'dateRange1', title: '日期范围', props: { type: 'daterange' } }],
    });
  });
});

describe('a stored form', () => {
  it('opens with its fields and settings, and saves them back with the keys it does not know', async () => {
    const { server, user } = renderPage(createFakeServer().on(formApi.get, ok(REFERENCE_FORM)).on(formApi.update, ok(true)), '?formId=5');
    expect(await screen.findByRole('button', { name: '请假原因（单行文本）' })).toBeInTheDocument();
    expect(server.received(formApi.get)[0]!.search).toBe('id=5');
    expect(screen.getByLabelText('表单名')).toHaveValue('请假表单');
    expect(screen.getByLabelText('备注')).toHaveValue('参考表单');

    await user.click(canvas().getByRole('button', { name: '请假类型（单选框）' }));
    await user.click(settings().getByRole('switch', { name: '必填' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const body = savedBody(server, formApi.update);
    expect(body).toMatchObject({ id: 5, name: '请假表单', status: 0, remark: '参考表单', conf: REFERENCE_FORM.conf });
    expect(body.fields[0]).toBe(REFERENCE_FORM.fields[0]);
    expect(savedRules(body)[1]).toEqual({ ...JSON.parse(REFERENCE_FORM.fields[1]!), $required: true });
  });

  it('says so when the address names no form', () => {
    renderPage(createFakeServer(), '?formId=abc');
    expect(screen.getByText('表单编号不正确')).toBeInTheDocument();
  });
});
