/** 消息与信号 on a real Modeler: the lists, creating with a free ID, renaming, removing, undo. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import SECTIONS_BPMN from '../testing/fixtures/sections.bpmn?raw';
import { renderSection, type PanelHarness } from '../testing/panelHarness';

const setup = () => renderSection(SECTIONS_BPMN, null, '消息与信号');

const table = (name: '消息列表' | '信号列表') => within(screen.getByRole('region', { name }));

async function fillDialog({ user, fill }: PanelHarness, title: string, id: string, name: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await fill(within(dialog).getByRole('textbox', { name: /ID$/ }), id);
  await fill(within(dialog).getByRole('textbox', { name: /名称$/ }), name);
  await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  return dialog;
}

describe('属性面板 · 消息与信号', () => {
  it('lists the diagram’s messages and signals, creates a message in one undo step, and drops it on undo', async () => {
    const panel = await setup();
    const { user, xml, undo, designer } = panel;
    expect(table('消息列表').getByRole('row', { name: /msg_paid 已付款/ })).toBeInTheDocument();
    expect(table('信号列表').getByRole('row', { name: /sig_cancel 取消/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /创建新消息/ }));
    await fillDialog(panel, '创建消息', 'msg_shipped', '已发货');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await xml()).toContain('<bpmn2:message id="msg_paid" name="已付款" />\n  <bpmn2:message id="msg_shipped" name="已发货" />');
    expect(table('消息列表').getByRole('row', { name: /msg_shipped 已发货/ })).toBeInTheDocument();
    await undo();
    await waitFor(() => expect(table('消息列表').queryByRole('row', { name: /msg_shipped/ })).not.toBeInTheDocument());
    expect(await xml()).not.toContain('msg_shipped');
    expect(designer.getSnapshot().canUndo).toBe(false);
  });

  it('creates a signal', async () => {
    const panel = await setup();
    const { user, xml } = panel;
    await user.click(screen.getByRole('button', { name: /创建新信号/ }));
    await fillDialog(panel, '创建信号', 'sig_urge', '催办');
    expect(await xml()).toContain('<bpmn2:signal id="sig_cancel" name="取消" />\n  <bpmn2:signal id="sig_urge" name="催办" />');
  });

  it('refuses a message ID that already exists and keeps the dialog and the diagram as they were', async () => {
    const panel = await setup();
    const { user, xml, designer } = panel;
    await user.click(screen.getByRole('button', { name: /创建新消息/ }));
    const dialog = await fillDialog(panel, '创建消息', 'msg_paid', '重复');
    expect(await screen.findByText('该消息已存在，请修改id后重新保存')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(await xml()).not.toContain('重复');
    expect(designer.getSnapshot().canUndo).toBe(false);
  });

  it('refuses a signal ID that already exists, or that another element of the diagram has', async () => {
    const panel = await setup();
    const { user, xml } = panel;
    await user.click(screen.getByRole('button', { name: /创建新信号/ }));
    await fillDialog(panel, '创建信号', 'sig_cancel', '重复');
    expect(await screen.findByText('该信号已存在，请修改id后重新保存')).toBeInTheDocument();
    await fillDialog(panel, '创建信号', 'approve_di', '');
    expect(await screen.findByText('ID「approve_di」已被流程中的其他元素使用，请修改id后重新保存')).toBeInTheDocument();
    expect(await xml()).not.toContain('重复');
  });

  it('renames a message, its ID fixed', async () => {
    const { user, xml, undo, fill } = await setup();
    await user.click(table('消息列表').getByRole('button', { name: '编辑消息 msg_paid' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑消息' });
    expect(within(dialog).getByRole('textbox', { name: '消息ID' })).toHaveValue('msg_paid');
    expect(within(dialog).getByRole('textbox', { name: '消息ID' })).toBeDisabled();
    const name = within(dialog).getByRole('textbox', { name: '消息名称' });
    await fill(name, '已到账');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await xml()).toContain('<bpmn2:message id="msg_paid" name="已到账" />');
    await undo();
    await waitFor(() => expect(table('消息列表').getByRole('row', { name: /msg_paid 已付款/ })).toBeInTheDocument());
  });

  it('removes an unused signal after confirmation, but not a message a task uses', async () => {
    const { user, xml } = await setup();
    await user.click(table('消息列表').getByRole('button', { name: '移除消息 msg_paid' }));
    expect(await screen.findByText('该消息正被流程中的元素使用，请先解除引用再移除')).toBeInTheDocument();
    expect(await xml()).toContain('<bpmn2:message id="msg_paid"');

    await user.click(table('信号列表').getByRole('button', { name: '移除信号 sig_cancel' }));
    const confirm = await screen.findByRole('dialog', { name: '系统提示' });
    expect(within(confirm).getByText('确认移除该信号吗？')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(async () => expect(await xml()).not.toContain('sig_cancel'));
    expect(table('信号列表').queryByRole('row', { name: /sig_cancel/ })).not.toBeInTheDocument();
  });
});
