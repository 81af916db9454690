/** 调用活动 on a real Modeler: the called key (suggested from the tenant's models, or typed) and the in/out variables. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { modelApi } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../../../test/fakeServer';
import EVENTS_BPMN from '../testing/fixtures/events.bpmn?raw';
import { dialog, elementXml, okButton, openingTag, renderSection, rowsOf, type PanelHarness } from '../testing/panelHarness';

const model = (id: number, key: string, name: string) => ({
  id,
  key,
  name,
  description: '',
  category: null,
  formType: null,
  formId: null,
  formCustomCreatePath: null,
  formCustomViewPath: null,
  createTime: 1_700_000_000_000,
  formName: null,
  processDefinition: null,
});

async function setup() {
  const server = createFakeServer().on(modelApi.page, ok({ list: [model(1, 'ship', '发货流程'), model(2, 'refund', '退款流程')], total: 2 }));
  const panel = await renderSection(EVENTS_BPMN, 'sub', '调用活动');
  return { ...panel, server };
}

async function addMapping({ user, fill, choose }: PanelHarness, list: '输入变量' | '输出变量', type: string, source: string, target: string) {
  const header = screen.getByText(list, { selector: 'strong' }).parentElement!.parentElement!;
  await user.click(within(header).getByRole('button', { name: '添加' }));
  const editor = await dialog(`添加${list}`);
  if (type !== '变量') await choose('来源类型', type, editor);
  // The fields follow the choice a task later (antd's Form.useWatch): wait for what the user
  // would see, or 确定 may check fields that are about to go (empty, so refused) and stay open.
  if (type === '全部变量') await waitFor(() => expect(within(editor).queryByRole('textbox', { name: '目标变量' })).not.toBeInTheDocument());
  if (type === '表达式') await within(editor).findByRole('textbox', { name: '来源表达式' });
  if (type !== '全部变量') {
    await fill(within(editor).getByRole('textbox', { name: /^来源/ }), source);
    await fill(within(editor).getByRole('textbox', { name: '目标变量' }), target);
  }
  await user.click(okButton(editor));
  await waitFor(() => expect(editor).not.toBeInTheDocument());
}

describe('属性面板 · 调用活动', () => {
  it('suggests the tenant’s model keys and writes the picked one in one undo step', async () => {
    const { user, xml, undo, server, designer } = await setup();
    const input = screen.getByLabelText('被调用流程标识');
    expect(screen.getByText('调用时取该标识最新的已激活版本')).toBeInTheDocument();
    await user.click(input);
    await user.type(input, 'sh');
    await user.click(await screen.findByText('发货流程（ship）'));
    await waitFor(async () => expect(openingTag(await xml(), 'sub')).toContain('calledElement="ship"'));
    expect(input).toHaveValue('ship');
    expect(server.received(modelApi.page)[0]!.search).toBe('pageNo=1&pageSize=100');
    await undo();
    await waitFor(() => expect(screen.getByLabelText('被调用流程标识')).toHaveValue(''));
    expect(openingTag(await xml(), 'sub')).not.toContain('calledElement');
    expect(designer.getSnapshot().canUndo).toBe(false);
  });

  it('takes a key that is not among the suggestions', async () => {
    const { user, xml, fill } = await setup();
    await fill(screen.getByLabelText('被调用流程标识'), 'other_process');
    await user.tab();
    expect(openingTag(await xml(), 'sub')).toContain('calledElement="other_process"');
  });

  it('writes input and output variables as camunda:in / camunda:out, and removes one after confirmation', async () => {
    const panel = await setup();
    const { user, xml, undo, confirmRemoval } = panel;
    await addMapping(panel, '输入变量', '变量', 'orderId', 'orderId');
    await addMapping(panel, '输入变量', '表达式', '${amount * 2}', 'total');
    await addMapping(panel, '输出变量', '全部变量', '', '');
    let sub = elementXml(await xml(), 'sub');
    expect(sub).toContain('<camunda:in source="orderId" target="orderId" />');
    expect(sub).toContain('<camunda:in sourceExpression="${amount * 2}" target="total" />');
    expect(sub).toContain('<camunda:out variables="all" />');
    expect(rowsOf('输入变量列表').map((r) => r.textContent)).toEqual(['1orderIdorderId编辑移除', '2${amount * 2}total编辑移除']);
    expect(rowsOf('输出变量列表')[0]).toHaveTextContent('全部变量');

    await user.click(within(rowsOf('输入变量列表')[0]!).getByRole('button', { name: '移除' }));
    await confirmRemoval('确认移除该变量吗？', '确定');
    sub = elementXml(await xml(), 'sub');
    expect(sub).not.toContain('source="orderId"');
    expect(sub).toContain('<camunda:out variables="all" />');
    await undo();
    await waitFor(() => expect(rowsOf('输入变量列表')).toHaveLength(2));
  });

  it('edits a mapping in place', async () => {
    const panel = await setup();
    const { user, xml, fill } = panel;
    await addMapping(panel, '输出变量', '变量', 'result', 'shipResult');
    await user.click(within(rowsOf('输出变量列表')[0]!).getByRole('button', { name: '编辑' }));
    const editor = await dialog('编辑输出变量');
    expect(within(editor).getByRole('textbox', { name: '来源变量' })).toHaveValue('result');
    await fill(within(editor).getByRole('textbox', { name: '目标变量' }), 'shipped');
    await user.click(okButton(editor));
    expect(elementXml(await xml(), 'sub')).toContain('<camunda:out source="result" target="shipped" />');
  });
});
