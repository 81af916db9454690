/** 流程详情 against a fake server: the status and result in words, my approval cards and their actions, the application, the approval record, the diagram's inputs. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import {
  activityApi,
  ErrorCodes,
  oaLeaveApi,
  Permissions,
  processEventApi,
  processInstanceApi,
  taskApi,
  userApi,
  type BpmActivity,
  type BpmInstanceTask,
  type BpmLinkedInstance,
  type BpmProcessInstance,
  type BpmWaitingEvent,
} from '@tenon/contracts';
import { createFakeServer, fail, ok, type FakeServer } from '../../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../../test/renderPage';
import ProcessInstanceDetailPage from './index';

// bpmn-js needs the SVG stand-ins; the viewer's own tests draw it. Here: what the page gives it,
// and a button per call activity standing in for a click on it.
vi.mock('../../../../bpmn/viewer/LazyProcessViewer', () => ({
  default: ({
    xml,
    activities,
    tasks,
    processInstance,
    onOpenInstance,
  }: {
    xml: string;
    activities?: Array<{ key: string; calledProcessInstanceId: string | null }>;
    tasks?: unknown[];
    processInstance?: { result: number };
    onOpenInstance?: (id: string) => void;
  }) => (
    <div>
      <pre aria-label="流程图">{`${xml} activities=${activities?.length} tasks=${tasks?.length} result=${processInstance?.result}`}</pre>
      {activities
        ?.filter((a) => a.calledProcessInstanceId)
        .map((a) => (
          <button key={a.key} type="button" onClick={() => onOpenInstance?.(a.calledProcessInstanceId!)}>
            {`点击${a.key}`}
          </button>
        ))}
    </div>
  ),
}));

const ME = 1;
const t0 = new Date(2024, 4, 6, 9, 0, 0).getTime();
const HOUR = 3_600_000;

const instance = (fields: Partial<BpmProcessInstance> = {}): BpmProcessInstance => ({
  id: 'pi-1',
  name: '请假流程',
  category: '1',
  status: 1,
  result: 1,
  createTime: t0,
  endTime: null,
  formVariables: { reason: '回家探亲', day: 3 },
  businessKey: null,
  startUser: { id: 9, nickname: '张三', deptId: 1, deptName: '研发部' },
  processDefinition: {
    id: 'leave:1:a',
    formType: 10,
    formId: 3,
    formConf: JSON.stringify({ form: { labelWidth: '100px' } }),
    formFields: [
      JSON.stringify({ type: 'input', field: 'reason', title: '请假原因' }),
      JSON.stringify({ type: 'inputNumber', field: 'day', title: '请假天数' }),
    ],
    formCustomCreatePath: null,
    formCustomViewPath: null,
    bpmnXml: '<definitions id="leave"/>',
  },
  parentProcessInstance: null,
  childProcessInstances: [],
  ...fields,
});

type TaskFields = Omit<BpmInstanceTask, 'children'>;
const user = (id: number, nickname: string, deptName: string | null = '研发部') => ({ id, nickname, deptId: 1, deptName });
const task = (id: string, fields: Partial<BpmInstanceTask> = {}): BpmInstanceTask => ({
  id,
  name: `任务${id}`,
  definitionKey: `key-${id}`,
  claimTime: null,
  createTime: t0,
  endTime: null,
  durationInMillis: null,
  suspensionState: 1,
  result: 1,
  reason: null,
  assigneeUser: user(ME, '芋道源码'),
  parentTaskId: null,
  processInstance: { id: 'pi-1', name: '请假流程', startUserId: 9, startUserNickname: '张三', processDefinitionId: 'leave:1:a' },
  children: [],
  ...fields,
});
const child = (id: string, fields: Partial<TaskFields> = {}): TaskFields => {
  const { children: _, ...rest } = task(id, fields);
  return rest;
};

const activity = (key: string, type: string, fields: Partial<BpmActivity> = {}): BpmActivity => ({
  key,
  type,
  startTime: t0,
  endTime: t0,
  taskId: null,
  outcome: null,
  calledProcessInstanceId: null,
  ...fields,
});
const activities: BpmActivity[] = [activity('start', 'startEvent')];
const USERS = [
  { id: 2, nickname: '李四', deptId: 1 },
  { id: 3, nickname: '王五', deptId: 1 },
];

function serverWith(tasks: BpmInstanceTask[], process = instance(), waiting: BpmWaitingEvent[] = [], acts = activities): FakeServer {
  return createFakeServer()
    .on(processInstanceApi.get, ok(process))
    .on(taskApi.listByProcessInstanceId, ok(tasks))
    .on(activityApi.list, ok(acts))
    .on(processEventApi.waitingEvents, ok(waiting))
    .on(userApi.listAllSimple, ok(USERS));
}

// As the server seeds them (system/seed/dictionaries.ts).
const DICTS = [
  dictEntry('bpm_process_instance_status', '1', '进行中'),
  dictEntry('bpm_process_instance_status', '2', '已完成', 'success'),
  dictEntry('bpm_process_instance_result', '1', '处理中'),
  dictEntry('bpm_process_instance_result', '2', '通过', 'success'),
  dictEntry('bpm_process_instance_result', '3', '不通过', 'danger'),
  dictEntry('bpm_process_instance_result', '4', '已取消', 'info'),
  dictEntry('bpm_process_instance_result', '5', '退回', 'warning'),
];

const render = (server: FakeServer) =>
  // The page reads its instance from the address; renderPage mounts at a plain path, so it starts by going there.
  renderPage(<Navigate to="/bpm/process-instance/detail?id=pi-1" replace />, {
    server,
    permissions: [Permissions.bpm.processInstance.query, Permissions.bpm.task.query, Permissions.bpm.task.update],
    user: { id: ME },
    dicts: DICTS,
    routes: { '/bpm/process-instance/detail': <ProcessInstanceDetailPage />, '/bpm/oa/leave/detail': <p>请假详情页</p> },
  });

const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('status and result', () => {
  it('says a running process is 进行中 and 处理中, with who started it and when', async () => {
    render(serverWith([task('t1')]));
    const summary = await screen.findByLabelText('流程概要');
    expect(within(summary).getByText('请假流程')).toBeInTheDocument();
    expect(within(summary).getByTestId('process-status')).toHaveTextContent('状态：进行中');
    expect(within(summary).getByTestId('process-result')).toHaveTextContent('结果：处理中');
    expect(summary).toHaveTextContent('发起人张三研发部');
    expect(summary).toHaveTextContent('发起时间2024-05-06 09:00:00');
    expect(summary).toHaveTextContent('结束时间-');
  });

  it.each([
    [2, '通过'],
    [3, '不通过'],
    [4, '已取消'],
  ])('says how an ended process ended: result %i is %s', async (result, words) => {
    render(serverWith([], instance({ status: 2, result, endTime: t0 + 2 * HOUR })));
    const summary = await screen.findByLabelText('流程概要');
    expect(within(summary).getByTestId('process-status')).toHaveTextContent('状态：已完成');
    expect(within(summary).getByTestId('process-result')).toHaveTextContent(`结果：${words}`);
    expect(summary).toHaveTextContent('结束时间2024-05-06 11:00:00');
  });
});

describe('approval cards', () => {
  it('shows a card for each unfinished task of mine only, with the process and its initiator', async () => {
    render(
      serverWith([
        task('mine', { name: '经理审批' }),
        task('delegated', { name: '委派审批', result: 6 }),
        task('others', { name: '人事审批', assigneeUser: user(5, '赵六') }),
        task('done', { name: '早先审批', result: 2, endTime: t0 + HOUR }),
        task('parent', { name: '总监审批', assigneeUser: user(5, '赵六'), result: 8, children: [child('signer', { name: '加签审批' })] }),
      ]),
    );
    await screen.findByText('审批任务【经理审批】');
    const titles = screen.getAllByText(/^审批任务【/).map((el) => el.textContent);
    expect(titles).toEqual(['审批任务【经理审批】', '审批任务【委派审批】', '审批任务【加签审批】']);
    const mine = card('审批任务【经理审批】');
    expect(mine).toHaveTextContent('流程名请假流程');
    expect(mine).toHaveTextContent('流程发起人张三研发部');
  });

  it('approves only with a reason, sends {id, reason}, then reloads everything', async () => {
    const server = serverWith([task('t1', { name: '经理审批' })]).on(taskApi.approve, ok(true));
    const { user: u } = render(server);
    await screen.findByText('审批任务【经理审批】');
    await u.click(screen.getByRole('button', { name: /^通\s*过$/ }));
    expect(await screen.findByText('审批建议不能为空')).toBeInTheDocument();
    expect(server.received(taskApi.approve)).toHaveLength(0);

    await u.type(screen.getByPlaceholderText('请输入审批建议'), '同意');
    await u.click(screen.getByRole('button', { name: /^通\s*过$/ }));
    expect(await screen.findByText('审批通过成功！')).toBeInTheDocument();
    expect(server.received(taskApi.approve)[0]!.body).toEqual({ id: 't1', reason: '同意' });
    await waitFor(() => expect(server.received(processInstanceApi.get)).toHaveLength(2));
    expect(server.received(taskApi.listByProcessInstanceId)).toHaveLength(2);
    expect(server.received(activityApi.list)).toHaveLength(2);
  });

  it('rejects with the reason and shows a refusal as the server sent it', async () => {
    const server = serverWith([task('t1', { name: '经理审批' })]).on(taskApi.reject, fail(ErrorCodes.TASK_COMPLETE_FAIL_NOT_EXISTS.code, ErrorCodes.TASK_COMPLETE_FAIL_NOT_EXISTS.msg));
    const { user: u } = render(server);
    await screen.findByText('审批任务【经理审批】');
    await u.type(screen.getByPlaceholderText('请输入审批建议'), '不同意');
    await u.click(screen.getByRole('button', { name: /不通过/ }));
    expect(await screen.findByText('审批任务失败，原因：该任务不处于未审批')).toBeInTheDocument();
    expect(server.received(taskApi.reject)[0]!.body).toEqual({ id: 't1', reason: '不同意' });
    expect(screen.queryByText('审批不通过成功！')).toBeNull();
  });

  it('returns to a node from the return list with a reason', async () => {
    const server = serverWith([task('t1', { name: '人事审批' })])
      .on(taskApi.returnList, ok([{ definitionKey: 'leader', name: '领导审批' }, { definitionKey: 'start-form', name: '填写申请' }]))
      .on(taskApi.return, ok(true));
    const { user: u } = render(server);
    await screen.findByText('审批任务【人事审批】');
    await u.click(screen.getByRole('button', { name: /退\s*回/ }));
    const dialog = await screen.findByRole('dialog', { name: '退回任务' });
    expect(server.received(taskApi.returnList)[0]!.search).toBe('taskId=t1');
    await u.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('退回节点不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('退回理由不能为空')).toBeInTheDocument();

    await u.click(within(dialog).getByRole('combobox'));
    expect(await screen.findByTitle('填写申请')).toBeInTheDocument();
    await u.click(screen.getByTitle('领导审批'));
    await u.type(within(dialog).getByPlaceholderText('请输入退回理由'), '材料不全');
    await u.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('退回成功！')).toBeInTheDocument();
    expect(server.received(taskApi.return)[0]!.body).toEqual({ id: 't1', targetDefinitionKey: 'leader', reason: '材料不全' });
  });

  it('says so when there is nowhere to return to', async () => {
    const server = serverWith([task('t1', { name: '经理审批' })]).on(taskApi.returnList, ok([]));
    const { user: u } = render(server);
    await screen.findByText('审批任务【经理审批】');
    await u.click(screen.getByRole('button', { name: /退\s*回/ }));
    expect(await screen.findByText('当前没有可退回的节点')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('transfers to the user picked', async () => {
    const server = serverWith([task('t1', { name: '经理审批' })]).on(taskApi.updateAssignee, ok(true));
    const { user: u } = render(server);
    await screen.findByText('审批任务【经理审批】');
    await u.click(screen.getByRole('button', { name: /转\s*办/ }));
    const dialog = await screen.findByRole('dialog', { name: '转办任务' });
    await u.click(within(dialog).getByRole('combobox'));
    await u.click(await screen.findByTitle('王五'));
    await u.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('转办任务成功！')).toBeInTheDocument();
    expect(server.received(taskApi.updateAssignee)[0]!.body).toEqual({ id: 't1', assigneeUserId: 3 });
  });

  it('delegates with a reason', async () => {
    const server = serverWith([task('t1', { name: '经理审批' })]).on(taskApi.delegate, ok(true));
    const { user: u } = render(server);
    await screen.findByText('审批任务【经理审批】');
    await u.click(screen.getByRole('button', { name: /委\s*派/ }));
    const dialog = await screen.findByRole('dialog', { name: '委派任务' });
    await u.click(within(dialog).getByRole('combobox'));
    await u.click(await screen.findByTitle('李四'));
    await u.type(within(dialog).getByPlaceholderText('请输入委派理由'), '出差中');
    await u.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('委派任务成功！')).toBeInTheDocument();
    expect(server.received(taskApi.delegate)[0]!.body).toEqual({ id: 't1', delegateUserId: 2, reason: '出差中' });
  });

  it('adds signers after me', async () => {
    const server = serverWith([task('t1', { name: '经理审批' })]).on(taskApi.createSign, ok(true));
    const { user: u } = render(server);
    await screen.findByText('审批任务【经理审批】');
    await u.click(screen.getByRole('button', { name: /加\s*签/ }));
    const dialog = await screen.findByRole('dialog', { name: '加签' });
    await u.click(within(dialog).getByRole('combobox'));
    await u.click(await screen.findByTitle('李四'));
    await u.click(await screen.findByTitle('王五'));
    await u.type(within(dialog).getByPlaceholderText('请输入加签理由'), '请协助');
    await u.click(within(dialog).getByRole('button', { name: '向后加签' }));
    expect(await screen.findByText('加签成功！')).toBeInTheDocument();
    expect(server.received(taskApi.createSign)[0]!.body).toEqual({ id: 't1', userIdList: [2, 3], type: 'after', reason: '请协助' });
  });
});

describe('application', () => {
  it('shows a designer form read-only with the submitted values', async () => {
    render(serverWith([]));
    const form = await screen.findByRole('form', { name: '申请信息' });
    expect(within(form).getByLabelText('请假原因')).toHaveValue('回家探亲');
    expect(within(form).getByLabelText('请假原因')).toBeDisabled();
    expect(within(form).getByLabelText('请假天数')).toHaveValue('3');
    expect(screen.getByText('申请信息【请假流程】')).toBeInTheDocument();
  });

  it("shows a business form's view inline with the business key, and opens it as its own page", async () => {
    const process = instance({
      businessKey: '42',
      processDefinition: { ...instance().processDefinition, formType: 20, formConf: null, formFields: [], formCustomViewPath: '/bpm/oa/leave/detail' },
    });
    const server = serverWith([], process).on(
      oaLeaveApi.get,
      ok({ id: 42, type: 1, reason: '回家探亲', startTime: t0, endTime: t0 + 5 * 86_400_000, day: 5, result: 1, createTime: t0, processInstanceId: 'pi-1' }),
    );
    const { user: u, location } = render(server);
    const details = await screen.findByLabelText('请假详情');
    expect(within(details).getByText('回家探亲')).toBeInTheDocument();
    expect(server.received(oaLeaveApi.get)[0].search).toBe('id=42');
    await u.click(await screen.findByRole('button', { name: '查看业务表单' }));
    expect(await screen.findByText('请假详情页')).toBeInTheDocument();
    expect(location()).toBe('/bpm/oa/leave/detail?id=42');
  });
});

describe('approval record', () => {
  it('leaves out cancelled tasks and lists unfinished ones first, then the latest finished', async () => {
    render(
      serverWith([
        task('a', { name: '最早审批', result: 2, endTime: t0 + HOUR, durationInMillis: HOUR, reason: '同意', assigneeUser: user(5, '赵六', '人事部') }),
        task('b', { name: '取消的审批', result: 4, endTime: t0 + 3 * HOUR }),
        task('c', { name: '后来审批', result: 2, endTime: t0 + 2 * HOUR, durationInMillis: 2 * HOUR, assigneeUser: user(5, '赵六') }),
        task('d', { name: '当前审批', assigneeUser: user(5, '赵六'), createTime: t0 + 2 * HOUR }),
      ]),
    );
    await screen.findByText('审批记录');
    const rows = screen.getAllByTestId('timeline-task');
    expect(rows.map((r) => r.querySelector('.ant-card-head-title')!.textContent)).toEqual(['任务：当前审批', '任务：后来审批', '任务：最早审批']);
    expect(rows[2]).toHaveTextContent('审批人：赵六人事部');
    expect(rows[2]).toHaveTextContent('创建时间：2024-05-06 09:00:00');
    expect(rows[2]).toHaveTextContent('审批时间：2024-05-06 10:00:00');
    expect(rows[2]).toHaveTextContent('耗时：1 小时 0 分');
    expect(rows[2]).toHaveTextContent('审批建议：同意');
    expect(rows[0]).not.toHaveTextContent('审批时间');
  });

  it('says each task’s result in words, the signers’ too', async () => {
    render(
      serverWith([
        task('a', { name: '领导审批', result: 2, endTime: t0 + HOUR, assigneeUser: user(5, '赵六') }),
        task('b', { name: '人事审批', result: 5, endTime: t0 + 2 * HOUR, assigneeUser: user(5, '赵六') }),
        task('c', { name: '总监审批', result: 3, endTime: t0 + 3 * HOUR, assigneeUser: user(5, '赵六') }),
        task('d', { name: '当前审批', assigneeUser: user(5, '赵六'), children: [child('s1', { name: '协办', result: 2, endTime: t0 + HOUR, assigneeUser: user(2, '李四') })] }),
      ]),
    );
    await screen.findByText('审批记录');
    const words = (name: string) => within(screen.getByText(`任务：${name}`).closest('.ant-card') as HTMLElement).getAllByTestId('task-result')[0]!.textContent;
    expect(words('当前审批')).toBe('处理中');
    expect(words('协办')).toBe('通过');
    expect(words('总监审批')).toBe('不通过');
    expect(words('人事审批')).toBe('退回');
    expect(words('领导审批')).toBe('通过');
  });

  it('lets the parent task’s assignee withdraw an unfinished signer with a reason', async () => {
    const server = serverWith([
      task('p', {
        name: '经理审批',
        result: 8,
        children: [child('s1', { name: '协办', assigneeUser: user(2, '李四') }), child('s2', { name: '已协办', result: 2, endTime: t0 + HOUR, assigneeUser: user(3, '王五') })],
      }),
    ]).on(taskApi.deleteSign, ok(true));
    const { user: u } = render(server);
    await screen.findByText('审批记录');
    expect(screen.getAllByRole('button', { name: /减\s*签/ })).toHaveLength(1);
    await u.click(screen.getByRole('button', { name: /减\s*签/ }));
    const dialog = await screen.findByRole('dialog', { name: '减签【李四】' });
    await u.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('减签理由不能为空')).toBeInTheDocument();
    await u.type(within(dialog).getByPlaceholderText('请输入减签理由'), '不需要了');
    await u.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('减签成功！')).toBeInTheDocument();
    expect(server.received(taskApi.deleteSign)[0]!.body).toEqual({ id: 's1', reason: '不需要了' });
  });

  it('offers no 减签 to someone who is not the parent’s assignee', async () => {
    render(serverWith([task('p', { name: '经理审批', result: 8, assigneeUser: user(5, '赵六'), children: [child('s1', { assigneeUser: user(2, '李四') })] })]));
    await screen.findByText('审批记录');
    await screen.findByText('任务：经理审批');
    expect(screen.queryByRole('button', { name: /减\s*签/ })).toBeNull();
  });
});

describe('diagram', () => {
  it('gives the viewer the definition’s XML, the activities, the tasks and the instance', async () => {
    render(serverWith([task('t1')]));
    const diagram = await screen.findByLabelText('流程图');
    await waitFor(() => expect(diagram).toHaveTextContent('<definitions id="leave"/> activities=1 tasks=1 result=1'));
  });
});

const linked = (id: string, name: string, fields: Partial<BpmLinkedInstance> = {}): BpmLinkedInstance => ({
  id,
  name,
  status: 1,
  result: 1,
  createTime: t0,
  endTime: null,
  activityId: 'call-1',
  ...fields,
});

describe('instances linked by call activities', () => {
  it('says which process’s call activity started this one and opens it', async () => {
    const { user: u, location } = render(serverWith([], instance({ parentProcessInstance: linked('pi-0', '采购流程') })));
    const line = await screen.findByTestId('parent-instance');
    expect(line).toHaveTextContent('由流程「采购流程」的调用活动发起');
    await u.click(within(line).getByRole('link', { name: '采购流程' }));
    await waitFor(() => expect(location()).toBe('/bpm/process-instance/detail?id=pi-0'));
  });

  it('lists the instances its call activities started, with status, result and times, each opening its detail', async () => {
    const process = instance({
      childProcessInstances: [
        linked('pi-2', '合同审批'),
        linked('pi-3', '付款审批', { status: 2, result: 2, createTime: t0 + HOUR, endTime: t0 + 2 * HOUR }),
      ],
    });
    const { user: u, location } = render(serverWith([], process));
    await screen.findByText('子流程');
    const rows = within(card('子流程')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('合同审批进行中处理中2024-05-06 09:00:00-');
    expect(rows[1]).toHaveTextContent('付款审批已完成通过2024-05-06 10:00:002024-05-06 11:00:00');
    await u.click(within(rows[1]!).getByRole('link', { name: '付款审批' }));
    await waitFor(() => expect(location()).toBe('/bpm/process-instance/detail?id=pi-3'));
  });

  it('shows neither without linked instances', async () => {
    render(serverWith([]));
    await screen.findByLabelText('流程概要');
    expect(screen.queryByTestId('parent-instance')).toBeNull();
    expect(screen.queryByText('子流程')).toBeNull();
  });

  it('opens the called instance when the diagram’s call activity is clicked', async () => {
    const acts = [...activities, activity('call-1', 'callActivity', { endTime: null, calledProcessInstanceId: 'pi-2' })];
    const { user: u, location } = render(serverWith([], instance(), [], acts));
    await u.click(await screen.findByRole('button', { name: '点击call-1' }));
    await waitFor(() => expect(location()).toBe('/bpm/process-instance/detail?id=pi-2'));
  });
});

describe('waiting events', () => {
  it('lists what the instance waits for, by type in words, marking boundary events', async () => {
    const server = serverWith([], instance(), [
      { activityId: 'timer-1', activityName: '超时提醒', type: 'timer', eventName: null, dueTime: t0 + 2 * HOUR, attachedTo: 'approve' },
      { activityId: 'catch-1', activityName: '等待付款', type: 'message', eventName: 'paid', dueTime: null, attachedTo: null },
      { activityId: 'catch-2', activityName: '等待发布', type: 'signal', eventName: 'released', dueTime: null, attachedTo: null },
      { activityId: 'receive-1', activityName: '等待回执', type: 'receive', eventName: null, dueTime: null, attachedTo: null },
    ]);
    render(server);
    await screen.findByText('等待中的事件');
    const rows = within(card('等待中的事件')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '超时提醒边界事件定时器-2024-05-06 11:00:00',
      '等待付款消息paid-',
      '等待发布信号released-',
      '等待回执接收任务--',
    ]);
    expect(server.received(processEventApi.waitingEvents)[0]!.search).toBe('id=pi-1');
  });

  it('leaves the card out when nothing waits', async () => {
    const server = serverWith([]);
    render(server);
    await screen.findByLabelText('流程概要');
    await waitFor(() => expect(server.received(processEventApi.waitingEvents)).toHaveLength(1));
    expect(screen.queryByText('等待中的事件')).toBeNull();
  });
});

describe('variables', () => {
  it('are folded and not asked for until unfolded, then shown as text or JSON', async () => {
    const server = serverWith([]).on(
      processEventApi.variables,
      ok({ reason: '回家探亲', day: 3, approved: true, files: ['a.pdf', 'b.pdf'], address: { city: '上海' }, password: '******' }),
    );
    const { user: u } = render(server);
    const header = await screen.findByText('流程变量');
    expect(server.received(processEventApi.variables)).toHaveLength(0);
    expect(screen.queryByText('回家探亲')).toBeNull();

    await u.click(header);
    const table = (await screen.findByText('回家探亲')).closest('table') as HTMLElement;
    expect(server.received(processEventApi.variables)[0]!.search).toBe('id=pi-1');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'reason回家探亲',
      'day3',
      'approvedtrue',
      'files["a.pdf","b.pdf"]',
      'address{"city":"上海"}',
      'password******',
    ]);
  });
});

describe('an instance the user may not see', () => {
  it('says so once, in the page, instead of two toasts and an endless spinner', async () => {
    const server = createFakeServer()
      .on(processInstanceApi.get, fail(1009004000, '流程实例不存在'))
      .on(taskApi.listByProcessInstanceId, fail(1009004000, '流程实例不存在'))
      .on(activityApi.list, fail(1009004000, '流程实例不存在'))
      .on(userApi.listAllSimple, ok(USERS));
    render(server);
    expect(await screen.findByText('流程实例不存在，或您无权查看')).toBeInTheDocument();
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    // A refusal is asked once, not retried.
    expect(server.received(processInstanceApi.get)).toHaveLength(1);
  });
});
