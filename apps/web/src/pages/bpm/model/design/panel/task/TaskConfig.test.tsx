/** 任务配置 on a real Modeler: the hint, user/script/receive task attributes, async rules, undo. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import SECTIONS_BPMN from '../testing/fixtures/sections.bpmn?raw';
import { elementXml, openingTag, renderSection } from '../testing/panelHarness';

const setup = (elementId: string) => renderSection(SECTIONS_BPMN, elementId, '任务配置');

describe('属性面板 · 任务配置 · 用户任务', () => {
  it('points to the model’s 分配规则 in a new tab', async () => {
    await setup('approve');
    const link = screen.getByRole('link', { name: '前往流程模型' });
    expect(link).toHaveAttribute('href', '/bpm/manager/model');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
  });

  it('writes the assignee in one undo step, and shows the old one after undo', async () => {
    const { user, xml, undo, designer, fill } = await setup('approve');
    expect(screen.getByLabelText('处理用户')).toHaveValue('${initiator}');
    expect(screen.getByLabelText('优先级')).toHaveValue('50');
    await fill(screen.getByLabelText('处理用户'), 'zhangsan');
    await user.keyboard('{Enter}');
    expect(openingTag(await xml(), 'approve')).toContain('camunda:assignee="zhangsan"');
    await undo();
    await waitFor(() => expect(screen.getByLabelText('处理用户')).toHaveValue('${initiator}'));
    expect(openingTag(await xml(), 'approve')).toContain('camunda:assignee="${initiator}"');
    expect(designer.getSnapshot().canUndo).toBe(false);
  });

  it('keeps candidates comma-joined, and removes attributes that are emptied', async () => {
    const { user, xml, undo, fill } = await setup('approve');
    await user.type(screen.getByLabelText('候选用户'), 'lisi,wangwu,');
    await user.click(screen.getByLabelText('候选分组'));
    await user.keyboard('{Backspace}');
    await fill(screen.getByLabelText('到期时间'), '${dueDate}');
    await user.clear(screen.getByLabelText('优先级'));
    await user.tab();
    let tag = openingTag(await xml(), 'approve');
    expect(tag).toContain('camunda:candidateUsers="lisi,wangwu"');
    expect(tag).toContain('camunda:candidateGroups="manager"');
    expect(tag).toContain('camunda:dueDate="${dueDate}"');
    expect(tag).not.toContain('camunda:priority');

    await undo();
    await waitFor(() => expect(screen.getByLabelText('优先级')).toHaveValue('50'));
    tag = openingTag(await xml(), 'approve');
    expect(tag).toContain('camunda:priority="50"');
    expect(tag).toContain('camunda:dueDate="${dueDate}"');
  });

  it('shows 排他 only while an async checkbox is on; turning both off clears exclusive', async () => {
    const { user, xml, undo } = await setup('approve');
    expect(screen.getByRole('checkbox', { name: '异步前' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '排他' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: '异步后' }));
    expect(openingTag(await xml(), 'approve')).toContain('camunda:asyncAfter="true"');
    await user.click(screen.getByRole('checkbox', { name: '异步前' }));
    await user.click(screen.getByRole('checkbox', { name: '异步后' }));
    const tag = openingTag(await xml(), 'approve');
    expect(tag).not.toMatch(/camunda:(asyncBefore|asyncAfter|exclusive)=/);
    expect(screen.queryByRole('checkbox', { name: '排他' })).not.toBeInTheDocument();

    await undo();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '异步后' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: '排他' })).not.toBeChecked();
    expect(openingTag(await xml(), 'approve')).toContain('camunda:exclusive="false"');
  });
});

describe('属性面板 · 任务配置 · 脚本任务', () => {
  it('shows an inline script as 内联脚本; switching to 外部脚本 drops the script, and undo brings it back', async () => {
    const { user, xml, undo, choose, chosen, fill } = await setup('calc');
    expect(chosen('脚本类型')).toBe('内联脚本');
    expect(screen.getByLabelText('脚本')).toHaveValue('return amount * 2');
    expect(screen.getByLabelText('脚本格式')).toHaveValue('groovy');
    expect(screen.getByLabelText('结果变量')).toHaveValue('total');

    await choose('脚本类型', '外部脚本');
    expect(elementXml(await xml(), 'calc')).not.toContain('<bpmn2:script>');
    await fill(screen.getByLabelText('资源地址'), 'deployment://calc.groovy');
    await user.tab();
    expect(openingTag(await xml(), 'calc')).toContain('camunda:resource="deployment://calc.groovy"');

    await undo();
    expect(chosen('脚本类型')).toBe('外部脚本');
    await undo();
    await waitFor(() => expect(chosen('脚本类型')).toBe('内联脚本'));
    expect(screen.getByLabelText('脚本')).toHaveValue('return amount * 2');
    expect(elementXml(await xml(), 'calc')).toContain('<bpmn2:script>return amount * 2</bpmn2:script>');
  });

  it('switching back to 内联脚本 drops the resource; edits format, script and result variable', async () => {
    const { user, xml, choose, fill } = await setup('calc');
    await choose('脚本类型', '外部脚本');
    await fill(screen.getByLabelText('资源地址'), 'deployment://calc.groovy');
    await user.tab();
    await choose('脚本类型', '内联脚本');
    expect(openingTag(await xml(), 'calc')).not.toContain('camunda:resource');

    await fill(screen.getByLabelText('脚本'), 'return 1');
    await fill(screen.getByLabelText('脚本格式'), 'javascript');
    await user.clear(screen.getByLabelText('结果变量'));
    await user.tab();
    const calc = elementXml(await xml(), 'calc');
    expect(openingTag(calc, 'calc')).toContain('scriptFormat="javascript"');
    expect(openingTag(calc, 'calc')).not.toContain('resultVariable');
    expect(calc).toContain('<bpmn2:script>return 1</bpmn2:script>');
  });
});

describe('属性面板 · 任务配置 · 接收任务', () => {
  it('binds a message, 无 (-1) clears it, undo shows the old one', async () => {
    const { xml, undo, choose, chosen, designer } = await setup('wait');
    expect(chosen('消息实例')).toBe('已付款（msg_paid）');
    await choose('消息实例', '无');
    expect(openingTag(await xml(), 'wait')).not.toContain('messageRef');
    await undo();
    await waitFor(() => expect(chosen('消息实例')).toBe('已付款（msg_paid）'));
    expect(openingTag(await xml(), 'wait')).toContain('messageRef="msg_paid"');
    expect(designer.getSnapshot().canUndo).toBe(false);
  });

  it('creates a new message and binds it in one step; a taken ID is refused', async () => {
    const { user, xml, undo, chosen, fill } = await setup('wait');
    await user.click(screen.getByRole('button', { name: '创建新消息' }));
    const dialog = await screen.findByRole('dialog', { name: '创建消息' });
    await fill(within(dialog).getByRole('textbox', { name: '消息ID' }), 'msg_paid');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('该消息已存在，请修改id后重新保存')).toBeInTheDocument();

    await fill(within(dialog).getByRole('textbox', { name: '消息ID' }), 'msg_refund');
    await fill(within(dialog).getByRole('textbox', { name: '消息名称' }), '已退款');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(chosen('消息实例')).toBe('已退款（msg_refund）'));
    const exported = await xml();
    expect(exported).toContain('<bpmn2:message id="msg_refund" name="已退款" />');
    expect(openingTag(exported, 'wait')).toContain('messageRef="msg_refund"');

    await undo();
    await waitFor(() => expect(chosen('消息实例')).toBe('已付款（msg_paid）'));
    expect(await xml()).not.toContain('msg_refund');
  });
});
