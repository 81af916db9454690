/**
 * 已办任务 (`/bpm/task/done`): the tasks the signed-in user has decided, with the result, the
 * reason given and how long the task waited. 详情 opens the process instance's detail page.
 */
import { useNavigate } from 'react-router';
import { EyeOutlined } from '@ant-design/icons';
import { Permissions, taskApi, type BpmDoneTask, type FiltersOf, Dicts } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';
import { processInstanceDetailPath } from '../../process-instance/paths';
import { formatDuration } from '../duration';
import { taskColumns } from '../taskColumns';

export default function DoneTaskPage() {
  const navigate = useNavigate();
  const shared = taskColumns<BpmDoneTask, FiltersOf<typeof taskApi.donePage>>();
  return (
    <ListPage
      api={{ page: taskApi.donePage }}
      permissions={{}}
      noun="任务"
      columns={[
        shared.id,
        shared.name,
        shared.processName,
        shared.startUser,
        { title: '结果', dataIndex: 'result', width: 100, dict: Dicts.bpmProcessInstanceResult },
        { title: '审批意见', dataIndex: 'reason', width: 160 },
        shared.createTime,
        { title: '审批时间', dataIndex: 'endTime', width: 180, valueType: 'dateTime' },
        { title: '耗时', dataIndex: 'durationInMillis', width: 140, render: (task) => formatDuration(task.durationInMillis) },
      ]}
      rowActions={[
        {
          label: '详情',
          icon: <EyeOutlined aria-hidden />,
          permission: Permissions.bpm.task.query,
          onClick: (task) => void navigate(processInstanceDetailPath(task.processInstance.id)),
        },
      ]}
    />
  );
}
