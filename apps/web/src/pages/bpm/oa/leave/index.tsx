/**
 * 请假查询 (`/bpm/oa/leave`): my leave requests. 发起请假 opens the create page; 详情 the leave,
 * 进度 its process's detail page; a leave still 处理中 can be cancelled with a reason, which
 * cancels its process (and so the leave's result).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteOutlined, EyeOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { BpmResult, Permissions, oaLeaveApi, type BpmOaLeave, Dicts } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';
import { useInvalidateEntity } from '../../../../crud/usePagedList';
import CancelProcessDialog from '../../process-instance/CancelProcessDialog';
import { processInstanceDetailPath } from '../../process-instance/paths';
import { leaveCreatePath, leaveDetailPath } from './paths';

const P = Permissions.bpm;

export default function OaLeavePage() {
  const navigate = useNavigate();
  const invalidate = useInvalidateEntity();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const closeCancel = () => {
    setCancelling(null);
    // The dialog reloads the process lists; the leave's result changed with its process.
    void invalidate(oaLeaveApi.page);
  };
  return (
    <ListPage
      api={{ page: oaLeaveApi.page }}
      permissions={{ create: P.oaLeave.create }}
      noun="请假"
      onCreate={() => void navigate(leaveCreatePath)}
      createLabel="发起请假"
      columns={[
        { title: '申请编号', dataIndex: 'id', width: 100 },
        { title: '状态', dataIndex: 'result', width: 100, dict: Dicts.bpmProcessInstanceResult, search: { label: '结果', order: 3 } },
        { title: '开始时间', dataIndex: 'startTime', width: 180, valueType: 'dateTime' },
        { title: '结束时间', dataIndex: 'endTime', width: 180, valueType: 'dateTime' },
        { title: '请假类型', dataIndex: 'type', width: 100, dict: Dicts.bpmOaLeaveType, search: { order: 4 } },
        { title: '原因', dataIndex: 'reason', search: { order: 2 } },
        { title: '申请时间', dataIndex: 'createTime', width: 180, valueType: 'dateTime', search: { order: 1 } },
      ]}
      rowActions={[
        { label: '详情', icon: <EyeOutlined aria-hidden />, permission: P.oaLeave.query, onClick: (row: BpmOaLeave) => void navigate(leaveDetailPath(row.id)) },
        {
          label: '进度',
          icon: <NodeIndexOutlined aria-hidden />,
          permission: P.processInstance.query,
          shownFor: (row: BpmOaLeave) => row.processInstanceId !== null,
          onClick: (row: BpmOaLeave) => void navigate(processInstanceDetailPath(row.processInstanceId!)),
        },
        {
          label: '取消',
          icon: <DeleteOutlined aria-hidden />,
          permission: P.processInstance.cancel,
          shownFor: (row: BpmOaLeave) => row.result === BpmResult.PROCESS && row.processInstanceId !== null,
          onClick: (row: BpmOaLeave) => setCancelling(row.processInstanceId),
        },
      ]}
    >
      <CancelProcessDialog processInstanceId={cancelling} onClose={closeCancel} />
    </ListPage>
  );
}
