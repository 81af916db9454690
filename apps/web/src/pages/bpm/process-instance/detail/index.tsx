/**
 * 流程详情 (`/bpm/process-instance/detail?id=`), after the reference's detail.vue: the process's
 * 状态 and 结果 in words at the head (ProcessSummary), the tasks
 * waiting for the signed-in user (approve, reject, transfer, delegate, return, add signers),
 * the application, the approval record and the diagram coloured by progress. Ours besides: the
 * instances linked by call activities, what the instance waits for and its variables. Any action
 * reloads all of it.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Result, Spin } from 'antd';
import { activityApi, ErrorCodes, processEventApi, processInstanceApi, taskApi, userApi, type Endpoint } from '@tenon/contracts';
import { ApiError } from '../../../../api/ApiError';
import { callApi } from '../../../../api/callApi';
import { entityKey, invalidateEntity } from '../../../../crud/usePagedList';
import { useSessionStore } from '../../../../stores/sessionStore';
import LazyProcessViewer from '../../../../bpmn/viewer/LazyProcessViewer';
import { processInstanceDetailPath } from '../paths';
import ApprovalCard from './ApprovalCard';
import ApplicationCard from './ApplicationCard';
import ApprovalTimeline from './ApprovalTimeline';
import { ChildInstancesCard, ParentInstanceAlert } from './LinkedInstances';
import ProcessSummary from './ProcessSummary';
import TaskActionDialog, { type TaskActionDialogProps } from './TaskActionDialog';
import VariablesCard from './VariablesCard';
import WaitingEventsCard from './WaitingEventsCard';
import { myRunningTasks } from './timeline';

const keyOf = (endpoint: Endpoint, query?: object) => [...entityKey(endpoint), endpoint.path, query ?? {}];

export default function ProcessInstanceDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const userId = useSessionStore((s) => s.user?.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<TaskActionDialogProps['action']>(null);

  // The page says itself why it cannot show the instance (one message, not a toast per call),
  // and a refusal is not retried: asking again changes nothing.
  const instance = useQuery({
    queryKey: keyOf(processInstanceApi.get, { id }),
    queryFn: ({ signal }) => callApi(processInstanceApi.get, { query: { id }, signal, showError: false }),
    enabled: id !== '',
    retry: false,
  });
  const tasks = useQuery({
    queryKey: keyOf(taskApi.listByProcessInstanceId, { processInstanceId: id }),
    queryFn: ({ signal }) => callApi(taskApi.listByProcessInstanceId, { query: { processInstanceId: id }, signal, showError: false }),
    enabled: id !== '',
    retry: false,
  });
  const activities = useQuery({
    queryKey: keyOf(activityApi.list, { processInstanceId: id }),
    // Without its progress the diagram is drawn plain: nothing to tell the user.
    queryFn: ({ signal }) => callApi(activityApi.list, { query: { processInstanceId: id }, signal, showError: false }),
    enabled: id !== '',
  });
  const waiting = useQuery({
    queryKey: keyOf(processEventApi.waitingEvents, { id }),
    // Asked once the instance may be seen; without it the card is left out, like the diagram's colours.
    queryFn: ({ signal }) => callApi(processEventApi.waitingEvents, { query: { id }, signal, showError: false }),
    enabled: instance.isSuccess,
    retry: false,
  });
  const users = useQuery({
    queryKey: keyOf(userApi.listAllSimple),
    queryFn: ({ signal }) => callApi(userApi.listAllSimple, { signal }),
  });

  // By entity, so 待办, 已办 and 我的流程, which every action changes too, reload with the page
  // (and what the instance waits for, and its variables: the same entity as the instance).
  const reload = () => {
    for (const endpoint of [processInstanceApi.get, taskApi.listByProcessInstanceId, activityApi.list]) void invalidateEntity(queryClient, endpoint);
  };

  if (!id) return <Result status="warning" title="缺少流程实例 id 编号" />;
  const failed = instance.error ?? tasks.error;
  if (failed) {
    const notFound = failed instanceof ApiError && failed.code === ErrorCodes.PROCESS_INSTANCE_NOT_EXISTS.code;
    return notFound ? (
      <Result status="404" title="流程实例不存在，或您无权查看" subTitle="只有发起人、经手过它的审批人和有流程实例查询权限的人可以查看" />
    ) : (
      <Result status="error" title="流程实例加载失败" subTitle={failed.message || '请返回列表后重试'} />
    );
  }
  if (!instance.data || !tasks.data) {
    return (
      <Card variant="borderless">
        <Spin description="加载中..." size="large">
          <div style={{ height: 320 }} />
        </Spin>
      </Card>
    );
  }
  const process = instance.data;
  const mine = myRunningTasks(tasks.data, userId);

  return (
    <div>
      <ParentInstanceAlert parent={process.parentProcessInstance} />
      <ProcessSummary instance={process} />
      {mine.map((task) => (
        <ApprovalCard key={task.id} task={task} instance={process} onOpenDialog={setDialog} onDone={reload} />
      ))}
      <ApplicationCard instance={process} />
      <WaitingEventsCard events={waiting.data} />
      <ChildInstancesCard instances={process.childProcessInstances} />
      <ApprovalTimeline tasks={tasks.data} userId={userId} onDone={reload} />
      <Card title="流程图" variant="outlined" style={{ marginBottom: 16 }}>
        {/* Drawn once the progress is known (or failed to load: then plain), not drawn twice. */}
        {activities.isPending ? (
          <Spin>
            <div style={{ height: 480 }} />
          </Spin>
        ) : (
          <LazyProcessViewer
            xml={process.processDefinition.bpmnXml}
            activities={activities.data}
            tasks={tasks.data}
            processInstance={process}
            onOpenInstance={(calledId) => void navigate(processInstanceDetailPath(calledId))}
          />
        )}
      </Card>
      <VariablesCard id={process.id} />
      <TaskActionDialog action={dialog} users={users.data ?? []} onClose={() => setDialog(null)} onDone={reload} />
    </div>
  );
}
