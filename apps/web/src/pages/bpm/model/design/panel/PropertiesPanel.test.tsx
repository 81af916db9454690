/** The properties panel on a real bpmn-js Modeler: what it shows, what an edit writes, undo. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { LEAVE_BPMN } from '../../../../../bpmn/testing/fixtures';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../test/render';
import ElementBaseInfo from './ElementBaseInfo';
import { renderPanel } from './testing/panelHarness';

describe('属性面板 · 常规', () => {
  it('shows the process key, fixed, and its name when nothing is selected', async () => {
    await renderPanel(LEAVE_BPMN);
    expect(screen.getByLabelText('流程标识')).toHaveValue('leave');
    expect(screen.getByLabelText('流程标识')).toBeDisabled();
    expect(screen.getByLabelText('流程名称')).toHaveValue('请假流程');
  });

  it('renames the process in one undoable step, and shows the old name after undo', async () => {
    const { user, xml, undo, designer } = await renderPanel(LEAVE_BPMN);
    const name = screen.getByLabelText('流程名称');
    await user.clear(name);
    await user.type(name, '年假流程');
    await user.tab();
    expect(await xml()).toContain('<bpmn2:process id="leave" name="年假流程" isExecutable="true">');
    await undo();
    await waitFor(() => expect(screen.getByLabelText('流程名称')).toHaveValue('请假流程'));
    expect(await xml()).toContain('name="请假流程"');
    expect(designer.getSnapshot().canUndo).toBe(false);
  });

  it('requires the process name on blur and keeps the diagram unchanged', async () => {
    const { user, xml } = await renderPanel(LEAVE_BPMN);
    await user.clear(screen.getByLabelText('流程名称'));
    await user.tab();
    expect(await screen.findByText('流程名称不能为空')).toBeInTheDocument();
    expect(await xml()).toContain('name="请假流程"');
  });

  it('requires the key of a process that has none yet, on blur, and writes nothing', async () => {
    // bpmn-js cannot draw a process without an id, so the 常规 section is given one directly.
    const { designer } = await renderPanel(LEAVE_BPMN);
    const process = { id: 'p', type: 'bpmn:Process', businessObject: { id: '', name: '请假流程', $type: 'bpmn:Process' } };
    renderWithProviders(<ElementBaseInfo modeler={designer.modeler} element={process} version={0} />);
    const keys = screen.getAllByLabelText('流程标识');
    const key = keys[keys.length - 1]!;
    expect(key).toBeEnabled();
    const user = userEvent.setup({ delay: null });
    await user.click(key);
    await user.tab();
    expect(await screen.findByText('流程标识不能为空')).toBeInTheDocument();
    expect(designer.getSnapshot().canUndo).toBe(false);
  });

  it('edits the selected element’s ID and name', async () => {
    const { user, xml, select } = await renderPanel(LEAVE_BPMN);
    await select('approve');
    expect(screen.getByLabelText('ID')).toHaveValue('approve');
    expect(screen.getByLabelText('名称')).toHaveValue('经理审批');
    await user.clear(screen.getByLabelText('名称'));
    await user.type(screen.getByLabelText('名称'), '总监审批{Enter}');
    await user.clear(screen.getByLabelText('ID'));
    await user.type(screen.getByLabelText('ID'), 'director_approve');
    await user.tab();
    const exported = await xml();
    expect(exported).toContain('<bpmn2:userTask id="director_approve" name="总监审批"');
    expect(exported).toContain('<bpmndi:BPMNShape id="director_approve_di" bpmnElement="director_approve">');
  });

  it('refuses an ID that is not an XML name', async () => {
    const { user, xml, select } = await renderPanel(LEAVE_BPMN);
    await select('approve');
    await user.clear(screen.getByLabelText('ID'));
    await user.type(screen.getByLabelText('ID'), '1 审批');
    await user.tab();
    expect(await screen.findByText('ID 须以字母或下划线开头，只含字母、数字、-、_、.、$')).toBeInTheDocument();
    expect(await xml()).toContain('<bpmn2:userTask id="approve"');
  });

  it('reopens 常规 when another element is chosen', async () => {
    const { openSection, select } = await renderPanel(LEAVE_BPMN);
    await openSection('常规');
    expect(screen.queryByLabelText('流程名称')).not.toBeInTheDocument();
    await select('approve');
    expect(screen.getByLabelText('名称')).toBeVisible();
  });
});
