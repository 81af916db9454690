/** 扩展属性 on a real Modeler, through the properties panel. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import fixture from '../testing/fixtures/properties.bpmn?raw';
import { dialog, okButton, renderSection, rowsOf } from '../testing/panelHarness';

// A real Modeler and stacked antd dialogs in jsdom: the first test of the file also pays for
// antd generating its styles, which on a loaded machine outlasts the default 15 s limit.
vi.setConfig({ testTimeout: 30_000 });

const rows = () => rowsOf('扩展属性列表');

const openOnApprove = () => renderSection(fixture, 'approve', '扩展属性');

describe('扩展属性', () => {
  it('adds a property in a 400 px dialog, next to the others, in one undo step', async () => {
    const panel = await openOnApprove();
    const { user } = panel;
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('levelhigh'), expect.stringContaining('ownerhr')]);

    await user.click(screen.getByRole('button', { name: /添加属性/ }));
    const editor = await dialog('添加属性');
    expect(editor).toHaveStyle({ width: '400px' });
    await panel.fill(within(editor).getByLabelText('属性名'), 'deadline');
    await panel.fill(within(editor).getByLabelText('属性值'), '3d');
    await user.click(okButton(editor));

    await waitFor(() => expect(rows()).toHaveLength(3));
    const xml = await panel.xml();
    expect(xml).toMatch(
      /<camunda:properties>\s*<camunda:property name="level" value="high" \/>\s*<camunda:property name="owner" value="hr" \/>\s*<camunda:property name="deadline" value="3d" \/>\s*<\/camunda:properties>/,
    );
    expect(xml).toContain('<camunda:executionListener class="com.example.AuditListener" event="start" />');

    await panel.undo();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(await panel.xml()).not.toContain('deadline');
    expect(panel.designer.getSnapshot().canUndo).toBe(false);
  });

  it('edits a property, and after undo the panel shows the old value', async () => {
    const panel = await openOnApprove();
    const { user } = panel;
    await user.click(within(rows()[1]!).getByRole('button', { name: '编辑' }));
    const editor = await dialog('编辑属性');
    expect(within(editor).getByLabelText('属性名')).toHaveValue('owner');
    await panel.fill(within(editor).getByLabelText('属性值'), 'finance');
    await user.click(okButton(editor));

    await waitFor(() => expect(rows()[1]).toHaveTextContent('ownerfinance'));
    expect(await panel.xml()).toContain('<camunda:property name="owner" value="finance" />');

    await panel.undo();
    await waitFor(() => expect(rows()[1]).toHaveTextContent('ownerhr'));
    expect(await panel.xml()).toContain('<camunda:property name="owner" value="hr" />');
  });

  it('asks 确认移除该属性吗？: 取消 keeps the property, 确定 removes it in one undo step', async () => {
    const panel = await openOnApprove();
    const { user } = panel;
    await user.click(within(rows()[0]!).getByRole('button', { name: '移除' }));
    await panel.confirmRemoval('确认移除该属性吗？', '取消');
    expect(rows()).toHaveLength(2);
    expect(await panel.xml()).toContain('name="level"');

    await user.click(within(rows()[0]!).getByRole('button', { name: '移除' }));
    await panel.confirmRemoval('确认移除该属性吗？', '确定');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const xml = await panel.xml();
    expect(xml).not.toContain('name="level"');
    expect(xml).toContain('<camunda:property name="owner" value="hr" />');

    await panel.undo();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(await panel.xml()).toContain('<camunda:property name="level" value="high" />');
    expect(panel.designer.getSnapshot().canUndo).toBe(false);
  });
});
