/** 事件 on a real Modeler: timers, messages, signals, errors and the boundary's 中断 switch, undo. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import EVENTS_BPMN from '../testing/fixtures/events.bpmn?raw';
import { dialog, elementXml, openingTag, renderPanel, renderSection } from '../testing/panelHarness';

const setup = (elementId: string) => renderSection(EVENTS_BPMN, elementId, '事件');

describe('属性面板 · 事件 · 定时', () => {
  it('writes a boundary timer’s duration in one undo step, and undo clears it', async () => {
    const { user, xml, undo, chosen, fill, designer } = await setup('timeout');
    expect(chosen('定时类型')).toBe('时长');
    expect(screen.getByLabelText('定时配置')).toHaveAttribute('placeholder', '如 PT2H（2 小时）');
    await fill(screen.getByLabelText('定时配置'), 'PT2H');
    await user.keyboard('{Enter}');
    expect(elementXml(await xml(), 'timeout')).toContain('<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT2H</bpmn:timeDuration>');
    await undo();
    await waitFor(() => expect(screen.getByLabelText('定时配置')).toHaveValue(''));
    expect(elementXml(await xml(), 'timeout')).not.toContain('timeDuration');
    expect(designer.getSnapshot().canUndo).toBe(false);
  });

  it('moves the value when the type changes, and takes an expression', async () => {
    const { user, xml, undo, choose, chosen, fill } = await setup('timeout');
    await fill(screen.getByLabelText('定时配置'), '${dueDate}');
    await user.tab();
    await choose('定时类型', '日期');
    let timeout = elementXml(await xml(), 'timeout');
    expect(timeout).toContain('<bpmn:timeDate xsi:type="bpmn:tFormalExpression">${dueDate}</bpmn:timeDate>');
    expect(timeout).not.toContain('timeDuration');
    expect(screen.getByLabelText('定时配置')).toHaveValue('${dueDate}');

    await choose('定时类型', '循环');
    await fill(screen.getByLabelText('定时配置'), 'R3/PT10M');
    await user.tab();
    timeout = elementXml(await xml(), 'timeout');
    expect(timeout).toContain('<bpmn:timeCycle xsi:type="bpmn:tFormalExpression">R3/PT10M</bpmn:timeCycle>');
    expect(timeout).not.toMatch(/timeDate|timeDuration/);

    await undo();
    await undo();
    await waitFor(() => expect(chosen('定时类型')).toBe('日期'));
  });
});

describe('属性面板 · 事件 · 消息与信号', () => {
  it('picks one of the diagram’s messages on a catch event; 无 clears it', async () => {
    const { xml, undo, choose, chosen } = await setup('waitPay');
    expect(chosen('消息')).toBe('无');
    await choose('消息', '已付款（msg_paid）');
    expect(elementXml(await xml(), 'waitPay')).toContain('<bpmn:messageEventDefinition id="msg_def" messageRef="msg_paid" />');
    await choose('消息', '无');
    expect(elementXml(await xml(), 'waitPay')).not.toContain('messageRef');
    await undo();
    await waitFor(() => expect(chosen('消息')).toBe('已付款（msg_paid）'));
  });

  it('creates a signal and binds it to a throw event in one step', async () => {
    const { user, xml, undo, chosen, fill } = await setup('notify');
    await user.click(screen.getByRole('button', { name: '创建新信号' }));
    const created = await dialog('创建信号');
    await fill(within(created).getByRole('textbox', { name: '信号ID' }), 'sig_shipped');
    await fill(within(created).getByRole('textbox', { name: '信号名称' }), '已发货');
    await user.click(within(created).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(chosen('信号')).toBe('已发货（sig_shipped）'));
    const exported = await xml();
    expect(exported).toContain('<bpmn:signal id="sig_notify" name="通知" />\n  <bpmn:signal id="sig_shipped" name="已发货" />');
    expect(elementXml(exported, 'notify')).toContain('signalRef="sig_shipped"');
    await undo();
    await waitFor(() => expect(chosen('信号')).toBe('无'));
    expect(await xml()).not.toContain('sig_shipped');
  });
});

describe('属性面板 · 事件 · 错误', () => {
  it('an error boundary without an error catches any, and is always interrupting', async () => {
    const { chosen } = await setup('subFailed');
    expect(chosen('错误')).toBe('无（捕获所有错误）');
    expect(screen.getByText(/不选择错误时，捕获所附着活动抛出的任何错误/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '中断' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '中断' })).toBeDisabled();
  });

  it('creates an error with its code and binds it in one step', async () => {
    const { user, xml, undo, chosen, fill } = await setup('subFailed');
    await user.click(screen.getByRole('button', { name: '创建新错误' }));
    const created = await dialog('创建错误');
    await user.click(within(created).getByRole('button', { name: /保\s*存/ }));
    expect(await within(created).findByText('请输入错误代码')).toBeInTheDocument();
    await fill(within(created).getByRole('textbox', { name: '错误名称' }), '发货超时');
    await fill(within(created).getByRole('textbox', { name: '错误代码' }), 'SHIP_TIMEOUT');
    await user.click(within(created).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(chosen('错误')).toBe('发货超时（SHIP_TIMEOUT）'));
    const exported = await xml();
    const errorId = /<bpmn:error id="(Error_\w+)" name="发货超时" errorCode="SHIP_TIMEOUT" \/>/.exec(exported)?.[1];
    expect(errorId).toBeDefined();
    expect(exported.indexOf(`id="${errorId}"`)).toBeGreaterThan(exported.indexOf('id="err_stock"'));
    expect(elementXml(exported, 'subFailed')).toContain(`<bpmn:errorEventDefinition id="err_def" errorRef="${errorId}" />`);
    await undo();
    await waitFor(() => expect(chosen('错误')).toBe('无（捕获所有错误）'));
    expect(await xml()).not.toContain('SHIP_TIMEOUT');
  });

  it('shows an error end event’s error by name and code, and edits it', async () => {
    const { user, xml, chosen, fill } = await setup('fail');
    expect(chosen('错误')).toBe('库存不足（STOCK_OUT）');
    expect(screen.queryByRole('switch', { name: '中断' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '编辑错误' }));
    const editing = await dialog('编辑错误');
    expect(within(editing).getByRole('textbox', { name: '错误代码' })).toHaveValue('STOCK_OUT');
    await fill(within(editing).getByRole('textbox', { name: '错误代码' }), 'NO_STOCK');
    await user.click(within(editing).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(chosen('错误')).toBe('库存不足（NO_STOCK）'));
    expect(await xml()).toContain('<bpmn:error id="err_stock" name="库存不足" errorCode="NO_STOCK" />');
  });
});

describe('属性面板 · 事件 · 中断', () => {
  it('turning 中断 off writes cancelActivity="false"; on removes it', async () => {
    const { user, xml, undo } = await setup('timeout');
    const interrupting = screen.getByRole('switch', { name: '中断' });
    expect(interrupting).toBeChecked();
    expect(interrupting).toBeEnabled();
    await user.click(interrupting);
    expect(openingTag(await xml(), 'timeout')).toContain('cancelActivity="false"');
    await user.click(screen.getByRole('switch', { name: '中断' }));
    expect(openingTag(await xml(), 'timeout')).not.toContain('cancelActivity');
    await undo();
    await waitFor(() => expect(screen.getByRole('switch', { name: '中断' })).not.toBeChecked());
  });

  it('is offered only for events that have something to set', async () => {
    const { select } = await renderPanel(EVENTS_BPMN);
    const sectionTab = () => screen.queryByRole('tab', { name: /事件/ });
    await select('start');
    expect(sectionTab()).not.toBeInTheDocument();
    await select('end');
    expect(sectionTab()).not.toBeInTheDocument();
    await select('waitPay');
    expect(sectionTab()).toBeInTheDocument();
  });
});
