/**
 * 我的流程 (`/bpm/task/my`): the process instances the signed-in user started. 发起流程 opens
 * the start page; a running one (result 审批中) can be cancelled with a reason; its current
 * tasks and 详情 open the detail page.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { BpmResult, Permissions, processInstanceApi, type BpmProcessInstancePageItem, Dicts } from '@tenon/contracts';
import ListPage from '../../../crud/ListPage';
import CancelProcessDialog from './CancelProcessDialog';
import { processInstanceCreatePath, processInstanceDetailPath } from './paths';

const P = Permissions.bpm.processInstance;

export default function ProcessInstancePage() {
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const detail = (row: BpmProcessInstancePageItem) => void navigate(processInstanceDetailPath(row.id));
  return (
    <ListPage
      api={{ page: processInstanceApi.myPage }}
      permissions={{ create: P.create }}
      noun="流程"
      onCreate={() => void navigate(processInstanceCreatePath)}
      createLabel="发起流程"
      columns={[
        // The definition filter has no column of its own; it stands in the search form after the name.
        { title: '编号', dataIndex: 'id', width: 300, search: { name: 'processDefinitionId', label: '所属流程', placeholder: '请输入流程定义的编号', order: 5 } },
        { title: '流程名', dataIndex: 'name', width: 160, search: { label: '流程名称', order: 6 } },
        { title: '流程分类', dataIndex: 'category', width: 100, dict: Dicts.bpmModelCategory, search: { order: 4 } },
        {
          title: '当前审批任务',
          dataIndex: 'tasks',
          width: 180,
          render: (row) =>
            row.tasks.map((task) => (
              <Button key={task.id} type="link" size="small" onClick={() => detail(row)}>
                {task.name}
              </Button>
            )),
        },
        { title: '状态', dataIndex: 'status', width: 100, dict: Dicts.bpmProcessInstanceStatus, search: { order: 2 } },
        { title: '结果', dataIndex: 'result', width: 100, dict: Dicts.bpmProcessInstanceResult, search: { order: 1 } },
        { title: '提交时间', dataIndex: 'createTime', width: 180, valueType: 'dateTime', search: { order: 3 } },
        { title: '结束时间', dataIndex: 'endTime', width: 180, valueType: 'dateTime' },
      ]}
      rowActions={[
        {
          label: '取消',
          icon: <DeleteOutlined aria-hidden />,
          permission: P.cancel,
          shownFor: (row) => row.result === BpmResult.PROCESS,
          onClick: (row) => setCancelling(row.id),
        },
        { label: '详情', icon: <EditOutlined aria-hidden />, permission: P.query, onClick: detail },
      ]}
    >
      <CancelProcessDialog processInstanceId={cancelling} onClose={() => setCancelling(null)} />
    </ListPage>
  );
}
