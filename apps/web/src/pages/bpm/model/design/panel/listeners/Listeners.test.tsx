/** 执行监听器 and 任务监听器 on a real Modeler, through the properties panel. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import fixture from '../testing/fixtures/listeners.bpmn?raw';
import { dialog, okButton, renderSection, rowsOf, type PanelHarness } from '../testing/panelHarness';

// A real Modeler and stacked antd dialogs in jsdom: the first test of the file also pays for
// antd generating its styles, which on a loaded machine outlasts the default 15 s limit.
vi.setConfig({ testTimeout: 30_000 });

const openOnApprove = (section: '执行监听器' | '任务监听器') => renderSection(fixture, 'approve', section);

const rows = rowsOf;

async function addListener(panel: PanelHarness, title: string) {
  await panel.user.click(screen.getByRole('button', { name: /添加监听器/ }));
  return dialog(title);
}

describe('执行监听器', () => {
  it('lists the element’s listeners and adds one in one undo step', async () => {
    const panel = await openOnApprove('执行监听器');
    const { user } = panel;
    expect(rows('执行监听器列表')).toHaveLength(1);
    expect(rows('执行监听器列表')[0]).toHaveTextContent('开始');
    expect(rows('执行监听器列表')[0]).toHaveTextContent('Java类');

    const editor = await addListener(panel, '添加执行监听器');
    await panel.choose('事件类型', '结束', editor);
    await panel.choose('监听器类型', '表达式', editor);
    await panel.fill(await within(editor).findByLabelText('表达式'), '${audit.end()}');
    await user.click(okButton(editor));

    await waitFor(() => expect(rows('执行监听器列表')).toHaveLength(2));
    expect(rows('执行监听器列表')[1]).toHaveTextContent('结束');
    expect(rows('执行监听器列表')[1]).toHaveTextContent('表达式');
    const xml = await panel.xml();
    expect(xml).toContain('<camunda:executionListener class="com.example.AuditListener" event="start" />');
    expect(xml).toContain('<camunda:executionListener expression="${audit.end()}" event="end" />');

    await panel.undo();
    await waitFor(() => expect(rows('执行监听器列表')).toHaveLength(1));
    expect(await panel.xml()).not.toContain('event="end"');
    expect(panel.designer.getSnapshot().canUndo).toBe(false);
  });

  it('saves the injected fields with the listener', async () => {
    const panel = await openOnApprove('执行监听器');
    const { user } = panel;
    await user.click(within(rows('执行监听器列表')[0]!).getByRole('button', { name: '编辑' }));
    const editor = await dialog('编辑执行监听器');
    expect(await within(editor).findByLabelText('Java类')).toHaveValue('com.example.AuditListener');
    await user.click(within(editor).getByRole('button', { name: '添加字段' }));
    const field = await dialog('添加字段');
    await panel.fill(within(field).getByLabelText('字段名称'), 'level');
    await panel.choose('字段类型', '表达式', field);
    await panel.fill(await within(field).findByLabelText('表达式'), '${level}');
    await user.click(okButton(field));
    // The row is saved by the click; the dialog leaves the document once its closing animation ends.
    await waitFor(() => expect(rows('注入字段列表')).toHaveLength(1));
    await waitFor(() => expect(field).not.toBeInTheDocument());
    expect(rows('注入字段列表')[0]).toHaveTextContent('level表达式${level}');
    await user.click(okButton(editor));

    await waitFor(async () => expect(await panel.xml()).toContain('camunda:field'));
    expect(await panel.xml()).toMatch(
      /<camunda:executionListener class="com\.example\.AuditListener" event="start">\s*<camunda:field name="level">\s*<camunda:expression>\$\{level\}<\/camunda:expression>/,
    );
  });
});

describe('任务监听器', () => {
  it('edits a timeout listener’s timer, keeping its id and fields, and undo brings the old timer back', async () => {
    const panel = await openOnApprove('任务监听器');
    const { user } = panel;
    const [row] = rows('任务监听器列表');
    expect(row).toHaveTextContent('超时');
    expect(row).toHaveTextContent('remind');
    expect(row).toHaveTextContent('代理表达式');

    await user.click(within(row!).getByRole('button', { name: '编辑' }));
    const editor = await dialog('编辑任务监听器');
    expect(within(editor).getByLabelText('监听器ID')).toHaveValue('remind');
    expect(await within(editor).findByLabelText('代理表达式')).toHaveValue('${remindListener}');
    expect(await within(editor).findByLabelText('定时器')).toHaveValue('PT2H');
    expect(rows('注入字段列表')[0]).toHaveTextContent('channel字符串sms');
    await panel.choose('定时器类型', '循环', editor);
    await panel.fill(within(editor).getByLabelText('定时器'), 'R3/PT1H');
    await user.click(okButton(editor));

    await waitFor(async () => expect(await panel.xml()).toContain('R3/PT1H'));
    const xml = await panel.xml();
    expect(xml).toMatch(
      /<camunda:taskListener delegateExpression="\$\{remindListener\}" event="timeout" id="remind">\s*<camunda:field name="channel">\s*<camunda:string>sms<\/camunda:string>\s*<\/camunda:field>\s*<bpmn2:timerEventDefinition id="TimerEventDefinition_ab12CD34">\s*<bpmn2:timeCycle xsi:type="bpmn2:tFormalExpression">R3\/PT1H<\/bpmn2:timeCycle>/,
    );

    await panel.undo();
    expect(await panel.xml()).toContain('<bpmn2:timeDuration xsi:type="bpmn2:tFormalExpression">PT2H</bpmn2:timeDuration>');
    expect(panel.designer.getSnapshot().canUndo).toBe(false);
    await user.click(within(rows('任务监听器列表')[0]!).getByRole('button', { name: '编辑' }));
    const reopened = await dialog('编辑任务监听器');
    await waitFor(() => expect(within(reopened).getByLabelText('定时器')).toHaveValue('PT2H'));
    expect(within(reopened).getByRole('combobox', { name: '定时器类型' }).closest('.ant-select')).toHaveTextContent('持续时长');
  });

  it('adds an inline-script listener on 超时 with a timer whose id is 8 random alphanumerics', async () => {
    const panel = await openOnApprove('任务监听器');
    const { user } = panel;
    const editor = await addListener(panel, '添加任务监听器');
    await panel.choose('事件类型', '超时', editor);
    await panel.fill(within(editor).getByLabelText('监听器ID'), 'notify');
    await panel.choose('监听器类型', '脚本', editor);
    await panel.fill(await within(editor).findByLabelText('脚本格式'), 'groovy');
    await panel.choose('脚本类型', '内联脚本', editor);
    await panel.fill(await within(editor).findByLabelText('脚本内容'), 'println task.id');
    await panel.choose('定时器类型', '日期', editor);
    await panel.fill(await within(editor).findByLabelText('定时器'), '2030-01-01T08:00:00');
    await user.click(okButton(editor));

    await waitFor(() => expect(rows('任务监听器列表')).toHaveLength(2));
    expect(await panel.xml()).toMatch(
      /<camunda:taskListener event="timeout" id="notify">\s*<camunda:script scriptFormat="groovy">println task\.id<\/camunda:script>\s*<bpmn2:timerEventDefinition id="TimerEventDefinition_[0-9A-Za-z]{8}">\s*<bpmn2:timeDate xsi:type="bpmn2:tFormalExpression">2030-01-01T08:00:00<\/bpmn2:timeDate>/,
    );
  });
});

describe('required fields', () => {
  async function openEmptyTaskListener() {
    const panel = await openOnApprove('任务监听器');
    const editor = await addListener(panel, '添加任务监听器');
    const before = await panel.xml();
    const submit = () => panel.user.click(okButton(editor));
    const unchanged = async () => expect(await panel.xml()).toBe(before);
    return { panel, editor, submit, unchanged };
  }

  it('asks for the event, the listener ID and the listener type', async () => {
    const { editor, submit, unchanged } = await openEmptyTaskListener();
    await submit();
    expect(await within(editor).findByText('请选择事件类型')).toBeInTheDocument();
    expect(within(editor).getByText('请填写监听器ID')).toBeInTheDocument();
    expect(within(editor).getByText('请选择监听器类型')).toBeInTheDocument();
    await unchanged();
  });

  it('asks for the value the chosen listener type needs', async () => {
    const { panel, editor, submit, unchanged } = await openEmptyTaskListener();
    for (const [type, message] of [
      ['Java类', '请填写Java类'],
      ['表达式', '请填写表达式'],
      ['代理表达式', '请填写代理表达式'],
    ] as const) {
      await panel.choose('监听器类型', type, editor);
      await within(editor).findByLabelText(type);
      await submit();
      expect(await within(editor).findByText(message)).toBeInTheDocument();
    }
    await unchanged();
  });

  it('asks for the script format and type, then the content of an inline script or the address of an external one', async () => {
    const { panel, editor, submit, unchanged } = await openEmptyTaskListener();
    await panel.choose('监听器类型', '脚本', editor);
    await within(editor).findByLabelText('脚本格式');
    await submit();
    expect(await within(editor).findByText('请填写脚本格式')).toBeInTheDocument();
    expect(within(editor).getByText('请选择脚本类型')).toBeInTheDocument();
    await panel.choose('脚本类型', '内联脚本', editor);
    await within(editor).findByLabelText('脚本内容');
    await submit();
    expect(await within(editor).findByText('请填写脚本内容')).toBeInTheDocument();
    await panel.choose('脚本类型', '外部脚本', editor);
    await within(editor).findByLabelText('资源地址');
    await submit();
    expect(await within(editor).findByText('请填写资源地址')).toBeInTheDocument();
    await unchanged();
  });

  it('asks for the timer config of a timeout listener unless its timer type is 无', async () => {
    const { panel, editor, submit, unchanged } = await openEmptyTaskListener();
    await panel.choose('事件类型', '超时', editor);
    await panel.choose('定时器类型', '持续时长', editor);
    await within(editor).findByLabelText('定时器');
    await submit();
    expect(await within(editor).findByText('请填写定时器配置')).toBeInTheDocument();
    await panel.choose('定时器类型', '无', editor);
    await waitFor(() => expect(within(editor).queryByText('请填写定时器配置')).not.toBeInTheDocument());
    expect(within(editor).queryByLabelText('定时器')).not.toBeInTheDocument();
    await unchanged();
  });

  it('asks for an injected field’s name and type, then its value or expression by type', async () => {
    const { panel, editor } = await openEmptyTaskListener();
    const { user } = panel;
    await user.click(within(editor).getByRole('button', { name: '添加字段' }));
    const field = await dialog('添加字段');
    await user.click(okButton(field));
    expect(await within(field).findByText('请填写字段名称')).toBeInTheDocument();
    expect(within(field).getByText('请选择字段类型')).toBeInTheDocument();
    await panel.choose('字段类型', '字符串', field);
    await within(field).findByLabelText('字段值');
    await user.click(okButton(field));
    expect(await within(field).findByText('请填写字段值')).toBeInTheDocument();
    await panel.choose('字段类型', '表达式', field);
    await within(field).findByLabelText('表达式');
    await user.click(okButton(field));
    expect(await within(field).findByText('请填写表达式')).toBeInTheDocument();
    expect(rows('注入字段列表')).toHaveLength(0);
  });
});

describe('removal', () => {
  it('asks 确认移除该监听器吗？: 取消 keeps the listener, 确定 removes it in one undo step', async () => {
    const panel = await openOnApprove('执行监听器');
    const { user } = panel;
    await user.click(within(rows('执行监听器列表')[0]!).getByRole('button', { name: '移除' }));
    await panel.confirmRemoval('确认移除该监听器吗？', '取消');
    expect(rows('执行监听器列表')).toHaveLength(1);
    expect(await panel.xml()).toContain('com.example.AuditListener');

    await user.click(within(rows('执行监听器列表')[0]!).getByRole('button', { name: '移除' }));
    await panel.confirmRemoval('确认移除该监听器吗？', '确定');
    await waitFor(() => expect(rows('执行监听器列表')).toHaveLength(0));
    const xml = await panel.xml();
    expect(xml).not.toContain('camunda:executionListener');
    expect(xml).toContain('<camunda:taskListener delegateExpression="${remindListener}" event="timeout" id="remind">');

    await panel.undo();
    await waitFor(() => expect(rows('执行监听器列表')).toHaveLength(1));
    expect(await panel.xml()).toContain('<camunda:executionListener class="com.example.AuditListener" event="start" />');
    expect(panel.designer.getSnapshot().canUndo).toBe(false);
  });

  it('asks 确认移除该字段吗？ before dropping an injected field, which leaves the diagram with the listener saved', async () => {
    const panel = await openOnApprove('任务监听器');
    const { user } = panel;
    await user.click(within(rows('任务监听器列表')[0]!).getByRole('button', { name: '编辑' }));
    const editor = await dialog('编辑任务监听器');
    await user.click(within(rows('注入字段列表')[0]!).getByRole('button', { name: '移除' }));
    await panel.confirmRemoval('确认移除该字段吗？', '取消');
    expect(rows('注入字段列表')).toHaveLength(1);

    await user.click(within(rows('注入字段列表')[0]!).getByRole('button', { name: '移除' }));
    await panel.confirmRemoval('确认移除该字段吗？', '确定');
    await waitFor(() => expect(rows('注入字段列表')).toHaveLength(0));
    expect(await panel.xml()).toContain('<camunda:field name="channel">');
    await user.click(okButton(editor));
    await waitFor(async () => expect(await panel.xml()).not.toContain('camunda:field'));
    expect(await panel.xml()).toContain('<camunda:taskListener delegateExpression="${remindListener}" event="timeout" id="remind">');
  });
});
