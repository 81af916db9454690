/** 表单 on a real Modeler, through the properties panel. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import fixture from '../testing/fixtures/form.bpmn?raw';
import { dialog, okButton, renderSection, rowsOf, type PanelHarness } from '../testing/panelHarness';

// A real Modeler and stacked antd dialogs in jsdom: the first test of the file also pays for
// antd generating its styles, which on a loaded machine outlasts the default 15 s limit.
vi.setConfig({ testTimeout: 30_000 });

const rows = () => rowsOf('表单字段');
const section = () => screen.getByRole('form', { name: '表单配置' });

const openOn = (id: string) => renderSection(fixture, id, '表单');

async function addOption(panel: PanelHarness, field: HTMLElement, add: string, title: string, values: Record<string, string>) {
  await panel.user.click(within(field).getByRole('button', { name: add }));
  const option = await dialog(title);
  expect(option).toHaveStyle({ width: '400px' });
  for (const [label, value] of Object.entries(values)) await panel.fill(within(option).getByLabelText(label), value);
  await panel.user.click(okButton(option));
  await waitFor(() => expect(option).not.toBeVisible());
}

describe('表单', () => {
  it('points to the 流程表单 page and edits the form key in one undo step', async () => {
    const panel = await openOn('approve');
    const { user } = panel;
    expect(screen.getByText(/友情提示/)).toHaveTextContent('友情提示：使用流程表单替代，提供更好的表单设计功能');
    expect(screen.getByRole('link', { name: '流程表单' })).toHaveAttribute('href', '/bpm/manager/form');

    const formKey = within(section()).getByLabelText('表单标识');
    expect(formKey).toHaveValue('leave-form');
    await panel.fill(formKey, 'leave-v2');
    await user.keyboard('{Enter}');
    expect(await panel.xml()).toContain('<bpmn2:userTask id="approve" name="经理审批" camunda:formKey="leave-v2">');

    await panel.undo();
    await waitFor(() => expect(within(section()).getByLabelText('表单标识')).toHaveValue('leave-form'));
    expect(await panel.xml()).toContain('camunda:formKey="leave-form"');
    expect(panel.designer.getSnapshot().canUndo).toBe(false);
  });

  it('chooses the business key among the form fields, and undo shows the old one', async () => {
    const panel = await openOn('approve');
    const businessKey = () => within(section()).getByRole('combobox', { name: '业务标识' }).closest('.ant-select');
    expect(businessKey()).toHaveTextContent('请假天数');
    await panel.choose('业务标识', '请假类型', section());
    await waitFor(async () => expect(await panel.xml()).toContain('<camunda:formData businessKey="kind">'));

    await panel.choose('业务标识', '无', section());
    await waitFor(async () => expect(await panel.xml()).toContain('<camunda:formData>'));

    await panel.undo();
    await waitFor(() => expect(businessKey()).toHaveTextContent('请假类型'));
    expect(await panel.xml()).toContain('<camunda:formData businessKey="kind">');
  });

  it('adds a date field with its time pattern to a start event in one undo step', async () => {
    const panel = await openOn('start');
    const { user } = panel;
    expect(rows()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /添加字段/ }));
    const field = await dialog('添加表单字段');
    expect(field).toHaveStyle({ width: '600px' });
    await panel.fill(within(field).getByLabelText('字段ID'), 'startDate');
    await panel.choose('类型', '日期类', field);
    await panel.fill(within(field).getByLabelText('名称'), '开始日期');
    await panel.fill(await within(field).findByLabelText('时间格式'), 'yyyy-MM-dd');
    expect(within(field).queryByRole('region', { name: '枚举值列表' })).not.toBeInTheDocument();
    await user.click(okButton(field));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('startDate开始日期日期类');
    expect(await panel.xml()).toMatch(
      /<bpmn2:startEvent id="start">\s*<bpmn2:extensionElements>\s*<camunda:formData>\s*<camunda:formField id="startDate" label="开始日期" type="date" datePattern="yyyy-MM-dd" \/>/,
    );

    await panel.undo();
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(await panel.xml()).toMatch(/<bpmn2:startEvent id="start">\s*<bpmn2:outgoing>/);
    expect(panel.designer.getSnapshot().canUndo).toBe(false);
  });

  it('saves a field’s constraints and properties with it', async () => {
    const panel = await openOn('approve');
    const { user } = panel;
    await user.click(within(rows()[0]!).getByRole('button', { name: '编辑' }));
    const field = await dialog('编辑表单字段');
    await waitFor(() => expect(rowsOf('约束条件列表')).toHaveLength(1));
    expect(rowsOf('约束条件列表')[0]).toHaveTextContent('required');
    await addOption(panel, field, '添加约束', '添加约束', { 约束名称: 'max', 约束配置: '30' });
    await addOption(panel, field, '添加属性', '添加属性', { 属性编号: 'unit', 属性值: '天' });
    expect(rowsOf('字段属性列表')[0]).toHaveTextContent('unit天');
    await user.click(okButton(field));

    await waitFor(async () => expect(await panel.xml()).toContain('unit'));
    expect(await panel.xml()).toMatch(
      /<camunda:formField id="days" label="请假天数" type="long" defaultValue="1">\s*<camunda:properties>\s*<camunda:property id="unit" value="天" \/>\s*<\/camunda:properties>\s*<camunda:validation>\s*<camunda:constraint name="required" \/>\s*<camunda:constraint name="max" config="30" \/>/,
    );
  });

  it('adds an enum value to an enum field, keeping its other values', async () => {
    const panel = await openOn('approve');
    const { user } = panel;
    await user.click(within(rows()[1]!).getByRole('button', { name: '编辑' }));
    const field = await dialog('编辑表单字段');
    expect(within(field).getByLabelText('字段ID')).toHaveValue('kind');
    await waitFor(() => expect(rowsOf('枚举值列表')).toHaveLength(2));
    await addOption(panel, field, '添加枚举值', '添加枚举值', { 枚举值编号: 'personal', 枚举值名称: '事假' });
    await user.click(okButton(field));

    await waitFor(async () => expect(await panel.xml()).toContain('personal'));
    expect(await panel.xml()).toMatch(
      /<camunda:formField id="kind" label="请假类型" type="enum">\s*<camunda:value id="annual" name="年假" \/>\s*<camunda:value id="sick" name="病假" \/>\s*<camunda:value id="personal" name="事假" \/>/,
    );
    await panel.undo();
    expect(await panel.xml()).not.toContain('personal');
    expect(panel.designer.getSnapshot().canUndo).toBe(false);
  });

  it('gives a field a custom type, and a renamed business-key field stays the business key', async () => {
    const panel = await openOn('approve');
    const { user } = panel;
    await user.click(within(rows()[0]!).getByRole('button', { name: '编辑' }));
    const field = await dialog('编辑表单字段');
    await panel.fill(within(field).getByLabelText('字段ID'), 'amount');
    await panel.choose('类型', '自定义类型', field);
    await panel.fill(await within(field).findByLabelText('类型名称'), 'money');
    await user.click(okButton(field));

    await waitFor(() => expect(rows()[0]).toHaveTextContent('amount请假天数money'));
    expect(await panel.xml()).toMatch(
      /<camunda:formData businessKey="amount">\s*<camunda:formField id="amount" label="请假天数" type="money" defaultValue="1">\s*<camunda:validation>\s*<camunda:constraint name="required" \/>/,
    );
  });

  it('asks 确认移除该字段吗？: 取消 keeps the field, 确定 removes it and its business key in one undo step', async () => {
    const panel = await openOn('approve');
    const { user } = panel;
    await user.click(within(rows()[0]!).getByRole('button', { name: '移除' }));
    await panel.confirmRemoval('确认移除该字段吗？', '取消');
    expect(rows()).toHaveLength(2);

    await user.click(within(rows()[0]!).getByRole('button', { name: '移除' }));
    await panel.confirmRemoval('确认移除该字段吗？', '确定');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const xml = await panel.xml();
    expect(xml).not.toContain('id="days"');
    expect(xml).toMatch(/<camunda:formData>\s*<camunda:formField id="kind"/);

    await panel.undo();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(await panel.xml()).toMatch(/<camunda:formData businessKey="days">\s*<camunda:formField id="days"/);
    expect(panel.designer.getSnapshot().canUndo).toBe(false);
  });
});
