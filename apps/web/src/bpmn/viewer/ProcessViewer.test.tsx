/** The viewer on a real bpmn-js canvas (jsdom with the SVG stand-ins): colours, tooltip, failure. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { BpmActivity, BpmInstanceTask } from '@tenon/contracts';
import { installSvgPolyfill } from '../testing/svgPolyfill';
import { LEAVE_BPMN } from '../testing/fixtures';
import LazyProcessViewer from './LazyProcessViewer';

beforeAll(installSvgPolyfill);
beforeAll(() => import('./ProcessViewer'), 60_000);

const activity = (key: string, type: string, endTime: number | null, fields: Partial<BpmActivity> = {}): BpmActivity => ({
  key,
  type,
  startTime: 1_700_000_000_000,
  endTime,
  taskId: null,
  outcome: null,
  calledProcessInstanceId: null,
  ...fields,
});
const activities: BpmActivity[] = [activity('start', 'startEvent', 1_700_000_000_000), activity('approve', 'userTask', null, { taskId: 't1' })];

// A call activity with a boundary timer: the smallest diagram with what issue 26 adds.
const CALL_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="d" targetNamespace="http://tenon.test">
  <process id="p" isExecutable="true">
    <callActivity id="call" name="合同审批" calledElement="contract" />
    <boundaryEvent id="timer" attachedToRef="call"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></boundaryEvent>
  </process>
  <bpmndi:BPMNDiagram id="di">
    <bpmndi:BPMNPlane id="plane" bpmnElement="p">
      <bpmndi:BPMNShape id="call_di" bpmnElement="call"><dc:Bounds x="100" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="timer_di" bpmnElement="timer"><dc:Bounds x="132" y="142" width="36" height="36" /></bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>`;
const tasks: BpmInstanceTask[] = [
  {
    id: 't1',
    name: '经理审批',
    definitionKey: 'approve',
    claimTime: null,
    createTime: 1_700_000_000_000,
    endTime: null,
    durationInMillis: null,
    suspensionState: 1,
    result: 1,
    reason: '<img src=x onerror=alert(1)>',
    assigneeUser: { id: 2, nickname: '王经理', deptId: 1, deptName: '研发部' },
    parentTaskId: null,
    processInstance: { id: 'p1', name: '请假', startUserId: 1, startUserNickname: '张三', processDefinitionId: 'd1' },
    children: [],
  },
];
const instance = { result: 1, startUser: { nickname: '张三', deptName: '研发部' }, createTime: 1_700_000_000_000, endTime: null };

const shape = (id: string) => document.querySelector(`[data-element-id="${id}"]`);

describe('ProcessViewer', () => {
  it('draws the diagram coloured by progress and shows a text-only tooltip on hover', async () => {
    render(<LazyProcessViewer xml={LEAVE_BPMN} activities={activities} tasks={tasks} processInstance={instance} />);
    await waitFor(() => expect(shape('approve')).toHaveClass('highlight-todo'), { timeout: 15_000 });
    expect(shape('start')).toHaveClass('highlight');
    expect(shape('flow1')).toHaveClass('highlight');
    expect(shape('end')).not.toHaveClass('highlight');

    fireEvent.mouseOver(shape('approve')!.querySelector('.djs-hit')!);
    const tooltip = await screen.findByText('审批人：王经理');
    expect(tooltip.parentElement).toHaveTextContent('结果：1');
    expect(screen.getByText('审批建议：<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();

    fireEvent.mouseOut(shape('approve')!.querySelector('.djs-hit')!);
    await waitFor(() => expect(screen.queryByText('审批人：王经理')).toBeNull());
  });

  it('shows a plain diagram without activities', async () => {
    render(<LazyProcessViewer xml={LEAVE_BPMN} />);
    await waitFor(() => expect(shape('approve')).not.toBeNull(), { timeout: 15_000 });
    expect(document.querySelector('.highlight, .highlight-todo')).toBeNull();
  });

  it('says the diagram failed to load instead of crashing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<LazyProcessViewer xml="<not-bpmn" />);
    expect(await screen.findByText('流程图加载失败', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
  it('opens the instance a call activity started on click, says so on hover, and colours its waiting boundary timer', async () => {
    const open = vi.fn();
    const progress = [activity('call', 'callActivity', null, { calledProcessInstanceId: 'pi-2' }), activity('timer', 'boundaryEvent', null)];
    render(<LazyProcessViewer xml={CALL_BPMN} activities={progress} tasks={[]} processInstance={instance} onOpenInstance={open} />);
    await waitFor(() => expect(shape('call')).toHaveClass('highlight-todo'), { timeout: 15_000 });
    expect(shape('timer')).toHaveClass('highlight-todo');
    expect(shape('call')).toHaveClass('highlight-link');

    fireEvent.mouseOver(shape('call')!.querySelector('.djs-hit')!);
    expect(await screen.findByText('点击查看子流程')).toBeInTheDocument();
    expect(screen.getByText('状态：进行中')).toBeInTheDocument();
    fireEvent.click(shape('call')!.querySelector('.djs-hit')!);
    expect(open).toHaveBeenCalledWith('pi-2');

    fireEvent.click(shape('timer')!.querySelector('.djs-hit')!);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('offers no link where nothing opens it', async () => {
    const progress = [activity('call', 'callActivity', 1_700_000_000_000, { calledProcessInstanceId: 'pi-2' })];
    render(<LazyProcessViewer xml={CALL_BPMN} activities={progress} tasks={[]} processInstance={instance} />);
    await waitFor(() => expect(shape('call')).toHaveClass('highlight'), { timeout: 15_000 });
    expect(shape('call')).not.toHaveClass('highlight-link');
    fireEvent.mouseOver(shape('call')!.querySelector('.djs-hit')!);
    expect(await screen.findByText('状态：已完成')).toBeInTheDocument();
    expect(screen.queryByText('点击查看子流程')).toBeNull();
  });
});
