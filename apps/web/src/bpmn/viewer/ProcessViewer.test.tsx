/** The viewer on a real bpmn-js canvas (jsdom with the SVG stand-ins): colours, tooltip, failure. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { BpmActivity, BpmInstanceTask } from '@tenon/contracts';
import { installSvgPolyfill } from '../testing/svgPolyfill';
import { LEAVE_BPMN } from '../testing/fixtures';
import LazyProcessViewer from './LazyProcessViewer';

beforeAll(installSvgPolyfill);
beforeAll(() => import('./ProcessViewer'), 60_000);

const activities: BpmActivity[] = [
  { key: 'start', type: 'startEvent', startTime: 1_700_000_000_000, endTime: 1_700_000_000_000, taskId: null },
  { key: 'approve', type: 'userTask', startTime: 1_700_000_000_000, endTime: null, taskId: 't1' },
];
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
});
