/** 多实例 on a real Modeler: loop types, the multi-instance settings, the async rules, undo. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import SECTIONS_BPMN from '../testing/fixtures/sections.bpmn?raw';
import { elementXml, renderSection } from '../testing/panelHarness';

const setup = (elementId: string) => renderSection(SECTIONS_BPMN, elementId, '多实例');

const loopXml = async (xml: () => Promise<string>, id: string) =>
  /<bpmn2:(multiInstance|standard)LoopCharacteristics[\s\S]*?(\/>|<\/bpmn2:\1LoopCharacteristics>)/.exec(elementXml(await xml(), id))?.[0] ?? '';

describe('属性面板 · 多实例', () => {
  it('shows the loop’s settings and writes the cardinality in one undo step', async () => {
    const { user, xml, undo, chosen, designer, fill } = await setup('approve');
    expect(chosen('回路特性')).toBe('并行多重事件');
    expect(screen.getByLabelText('回路基数')).toHaveValue('3');
    expect(screen.getByLabelText('元素变量')).toHaveValue('assignee');
    expect(screen.getByLabelText('完成条件')).toHaveValue('${nrOfCompletedInstances >= 2}');
    expect(screen.getByRole('checkbox', { name: '异步前' })).toBeChecked();
    expect(screen.getByLabelText('重试周期')).toHaveValue('R3/PT10M');
    expect(screen.queryByLabelText('集合')).not.toBeInTheDocument();

    await fill(screen.getByLabelText('回路基数'), '5');
    await user.keyboard('{Enter}');
    expect(await loopXml(xml, 'approve')).toContain('<bpmn2:loopCardinality xsi:type="bpmn2:tFormalExpression">5</bpmn2:loopCardinality>');
    await undo();
    await waitFor(() => expect(screen.getByLabelText('回路基数')).toHaveValue('3'));
    expect(designer.getSnapshot().canUndo).toBe(false);
  });

  it('edits element variable, completion condition and retry cycle; an emptied condition is removed', async () => {
    const { user, xml, fill } = await setup('approve');
    await fill(screen.getByLabelText('元素变量'), 'approver');
    await user.clear(screen.getByLabelText('完成条件'));
    await fill(screen.getByLabelText('重试周期'), 'R5/PT1H');
    await user.tab();
    const loop = await loopXml(xml, 'approve');
    expect(loop).toContain('camunda:collection="${coll_userList}" camunda:elementVariable="approver"');
    expect(loop).not.toContain('completionCondition');
    expect(loop).toContain('<camunda:failedJobRetryTimeCycle>R5/PT1H</camunda:failedJobRetryTimeCycle>');
  });

  it('turning both asyncs off clears 排他 and the retry cycle in one step', async () => {
    const { user, xml, undo } = await setup('approve');
    expect(screen.getByRole('checkbox', { name: '排他' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '异步前' }));
    const loop = await loopXml(xml, 'approve');
    expect(loop).not.toMatch(/camunda:(asyncBefore|asyncAfter|exclusive)=/);
    expect(loop).not.toContain('extensionElements');
    expect(loop).toContain('camunda:collection="${coll_userList}"');
    expect(screen.queryByLabelText('重试周期')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '排他' })).not.toBeInTheDocument();

    await undo();
    await waitFor(() => expect(screen.getByLabelText('重试周期')).toHaveValue('R3/PT10M'));
    expect(screen.getByRole('checkbox', { name: '排他' })).not.toBeChecked();
    expect(await loopXml(xml, 'approve')).toContain('camunda:asyncBefore="true" camunda:exclusive="false"');
  });

  it('无 removes the loop, and undo brings it back whole', async () => {
    const { xml, undo, choose, chosen } = await setup('approve');
    await choose('回路特性', '无');
    expect(await loopXml(xml, 'approve')).toBe('');
    expect(screen.queryByLabelText('回路基数')).not.toBeInTheDocument();
    await undo();
    await waitFor(() => expect(chosen('回路特性')).toBe('并行多重事件'));
    expect(screen.getByLabelText('回路基数')).toHaveValue('3');
    expect(await loopXml(xml, 'approve')).toContain('<camunda:failedJobRetryTimeCycle>R3/PT10M</camunda:failedJobRetryTimeCycle>');
  });

  it('a new parallel loop starts with the default collection; switching to sequential keeps its settings', async () => {
    const { user, xml, choose, chosen, fill } = await setup('calc');
    expect(chosen('回路特性')).toBe('无');
    await choose('回路特性', '并行多重事件');
    expect(await loopXml(xml, 'calc')).toBe('<bpmn2:multiInstanceLoopCharacteristics camunda:collection="${coll_userList}" />');

    await fill(screen.getByLabelText('回路基数'), '2');
    await user.click(screen.getByRole('checkbox', { name: '异步后' }));
    await fill(screen.getByLabelText('重试周期'), 'R1/PT5M');
    await user.tab();
    await choose('回路特性', '时序多重事件');
    const loop = await loopXml(xml, 'calc');
    expect(loop).toContain('<bpmn2:multiInstanceLoopCharacteristics isSequential="true" camunda:asyncAfter="true" camunda:collection="${coll_userList}">');
    expect(loop).toContain('<camunda:failedJobRetryTimeCycle>R1/PT5M</camunda:failedJobRetryTimeCycle>');
    expect(loop).toContain('<bpmn2:loopCardinality xsi:type="bpmn2:tFormalExpression">2</bpmn2:loopCardinality>');
  });

  it('shows and sets a standard loop, which has no settings', async () => {
    const { xml, choose, chosen, select, openSection } = await setup('archive');
    expect(chosen('回路特性')).toBe('循环事件');
    expect(screen.queryByLabelText('回路基数')).not.toBeInTheDocument();
    await select('wait');
    await openSection('多实例');
    await choose('回路特性', '循环事件');
    expect(await loopXml(xml, 'wait')).toBe('<bpmn2:standardLoopCharacteristics />');
  });
});
