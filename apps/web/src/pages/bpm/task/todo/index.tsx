/**
 * 待办任务 (`/bpm/task/todo`): the tasks waiting for the signed-in user. 审批 opens the detail
 * page of the task's process instance, where the user decides.
 */
import { useNavigate } from 'react-router';
import { Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { BpmSuspensionState, Permissions, taskApi, type BpmTodoTask, type FiltersOf } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';
import { processInstanceDetailPath } from '../../process-instance/paths';
import { taskColumns } from '../taskColumns';

export default function TodoTaskPage() {
  const navigate = useNavigate();
  const shared = taskColumns<BpmTodoTask, FiltersOf<typeof taskApi.todoPage>>();
  return (
    <ListPage
      api={{ page: taskApi.todoPage }}
      permissions={{}}
      noun="任务"
      columns={[
        shared.id,
        shared.name,
        shared.processName,
        shared.startUser,
        shared.createTime,
        {
          title: '状态',
          dataIndex: 'suspensionState',
          width: 90,
          render: (task) =>
            task.suspensionState === BpmSuspensionState.ACTIVE ? <Tag color="success">激活</Tag> : task.suspensionState === BpmSuspensionState.SUSPENDED ? <Tag color="warning">挂起</Tag> : null,
        },
      ]}
      rowActions={[
        {
          label: '审批',
          icon: <EditOutlined aria-hidden />,
          permission: Permissions.bpm.task.update,
          onClick: (task) => void navigate(processInstanceDetailPath(task.processInstance.id)),
        },
      ]}
    />
  );
}
