/**
 * 审批任务【name】: one task waiting for the signed-in user. 通过 and 不通过 need an 审批建议;
 * 转办, 委派, 退回 and 加签 open their dialogs. After any of them the page reloads.
 */
import { useState } from 'react';
import { App, Button, Card, Form, Input, Space, Tag } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined, EditOutlined, RollbackOutlined, TeamOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { taskApi, type BpmInstanceTask, type BpmProcessInstance } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';
import type { TaskActionDialogProps } from './TaskActionDialog';
import { validatedValues } from '../../../../utils/validatedValues';

export interface ApprovalCardProps {
  task: BpmInstanceTask;
  instance: BpmProcessInstance;
  onOpenDialog: (action: NonNullable<TaskActionDialogProps['action']>) => void;
  onDone: () => void;
}

export const REASON_REQUIRED = '审批建议不能为空';

export default function ApprovalCard({ task, instance, onOpenDialog, onDone }: ApprovalCardProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const act = useConfirmedAction();

  const decide = async (approve: boolean) => {
    const values = await validatedValues(form);
    if (values === undefined) return;
    const { reason } = values;
    setBusy(true);
    const done = await act(
      approve
        ? { run: () => callApi(taskApi.approve, { body: { id: task.id, reason } }), success: '审批通过成功！' }
        : { run: () => callApi(taskApi.reject, { body: { id: task.id, reason } }), success: '审批不通过成功！' },
    );
    setBusy(false);
    if (done) onDone();
  };

  const openReturn = async () => {
    let targets;
    try {
      targets = await callApi(taskApi.returnList, { query: { taskId: task.id } });
    } catch {
      return;
    }
    if (targets.length === 0) {
      message.warning('当前没有可退回的节点');
      return;
    }
    onOpenDialog({ kind: 'return', taskId: task.id, returnTargets: targets });
  };

  return (
    <Card title={`审批任务【${task.name}】`} variant="outlined" style={{ marginBottom: 16 }}>
      <Form form={form} name={`approve-${task.id}`} labelCol={{ span: 4 }} wrapperCol={{ span: 16 }} aria-label={`审批任务【${task.name}】`}>
        <Form.Item label="流程名">{instance.name}</Form.Item>
        <Form.Item label="流程发起人">
          {instance.startUser.nickname}
          {instance.startUser.deptName && (
            <Tag color="blue" style={{ marginLeft: 8 }}>
              {instance.startUser.deptName}
            </Tag>
          )}
        </Form.Item>
        <Form.Item label="审批建议" name="reason" rules={[{ required: true, whitespace: true, message: REASON_REQUIRED }]}>
          <Input.TextArea rows={3} maxLength={500} placeholder="请输入审批建议" />
        </Form.Item>
      </Form>
      <Space wrap style={{ marginLeft: '16.6%' }}>
        <Button icon={<CheckCircleOutlined aria-hidden />} color="green" variant="solid" loading={busy} onClick={() => void decide(true)}>
          通过
        </Button>
        <Button icon={<CloseCircleOutlined aria-hidden />} danger type="primary" loading={busy} onClick={() => void decide(false)}>
          不通过
        </Button>
        <Button icon={<EditOutlined aria-hidden />} type="primary" onClick={() => onOpenDialog({ kind: 'transfer', taskId: task.id })}>
          转办
        </Button>
        <Button icon={<UserSwitchOutlined aria-hidden />} type="primary" onClick={() => onOpenDialog({ kind: 'delegate', taskId: task.id })}>
          委派
        </Button>
        <Button icon={<TeamOutlined aria-hidden />} type="primary" onClick={() => onOpenDialog({ kind: 'sign', taskId: task.id })}>
          加签
        </Button>
        <Button icon={<RollbackOutlined aria-hidden />} color="orange" variant="solid" onClick={() => void openReturn()}>
          退回
        </Button>
      </Space>
    </Card>
  );
}
