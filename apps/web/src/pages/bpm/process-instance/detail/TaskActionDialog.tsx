/**
 * The dialogs behind 转办, 委派, 退回 and 加签 on an approval card. Each asks for what its call
 * needs, closes only when the server did it (a refusal was already shown as sent) and then
 * lets the page reload everything.
 */
import { useState } from 'react';
import { Button, Form, Input, Modal, Select } from 'antd';
import { taskApi } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';
import { validatedValues } from '../../../../utils/validatedValues';

export type TaskAction = 'transfer' | 'delegate' | 'return' | 'sign';

export interface UserOption {
  id: number;
  nickname: string;
}

export interface ReturnTarget {
  definitionKey: string;
  name: string;
}

export interface TaskActionDialogProps {
  /** The open dialog and its task; null: closed. */
  action: { kind: TaskAction; taskId: string; returnTargets?: ReturnTarget[] } | null;
  users: readonly UserOption[];
  onClose: () => void;
  onDone: () => void;
}

interface Values {
  userId?: number;
  userIds?: number[];
  targetDefinitionKey?: string;
  reason?: string;
}

const TITLES: Record<TaskAction, string> = { transfer: '转办任务', delegate: '委派任务', return: '退回任务', sign: '加签' };
const REASON_LABEL: Record<Exclude<TaskAction, 'transfer'>, string> = { delegate: '委派理由', return: '退回理由', sign: '加签理由' };

const required = (message: string) => [{ required: true, whitespace: true, message }];
const requiredValue = (message: string) => [{ required: true, message }];

export default function TaskActionDialog({ action, users, onClose, onDone }: TaskActionDialogProps) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const act = useConfirmedAction();
  const kind = action?.kind;
  const userOptions = users.map((u) => ({ value: u.id, label: u.nickname }));

  const submit = async (signType?: 'before' | 'after') => {
    if (!action) return;
    const values = await validatedValues(form);
    if (values === undefined) return;
    const id = action.taskId;
    const reason = values.reason ?? '';
    const calls: Record<TaskAction, { run: () => Promise<unknown>; success: string }> = {
      transfer: { run: () => callApi(taskApi.updateAssignee, { body: { id, assigneeUserId: values.userId! } }), success: '转办任务成功！' },
      delegate: { run: () => callApi(taskApi.delegate, { body: { id, delegateUserId: values.userId!, reason } }), success: '委派任务成功！' },
      return: { run: () => callApi(taskApi.return, { body: { id, targetDefinitionKey: values.targetDefinitionKey!, reason } }), success: '退回成功！' },
      sign: { run: () => callApi(taskApi.createSign, { body: { id, userIdList: values.userIds!, type: signType ?? 'before', reason } }), success: '加签成功！' },
    };
    setSaving(true);
    const done = await act(calls[action.kind]);
    setSaving(false);
    if (done) {
      onClose();
      onDone();
    }
  };

  const footer =
    kind === 'sign'
      ? [
          <Button key="cancel" onClick={onClose}>
            取消
          </Button>,
          <Button key="before" type="primary" loading={saving} onClick={() => void submit('before')}>
            向前加签
          </Button>,
          <Button key="after" type="primary" loading={saving} onClick={() => void submit('after')}>
            向后加签
          </Button>,
        ]
      : undefined;

  return (
    <Modal
      open={action !== null}
      title={kind ? TITLES[kind] : ''}
      width={500}
      okText="确定"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      footer={footer}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} name="taskAction" layout="horizontal" labelCol={{ span: 6 }} preserve={false} aria-label={kind ? TITLES[kind] : undefined}>
        {kind === 'transfer' && (
          <Form.Item label="新审批人" name="userId" rules={requiredValue('新审批人不能为空')}>
            <Select options={userOptions} showSearch={{ optionFilterProp: 'label' }} placeholder="请选择新审批人" />
          </Form.Item>
        )}
        {kind === 'delegate' && (
          <Form.Item label="接收人" name="userId" rules={requiredValue('接收人不能为空')}>
            <Select options={userOptions} showSearch={{ optionFilterProp: 'label' }} placeholder="请选择接收人" />
          </Form.Item>
        )}
        {kind === 'return' && (
          <Form.Item label="退回节点" name="targetDefinitionKey" rules={requiredValue('退回节点不能为空')}>
            <Select
              options={(action?.returnTargets ?? []).map((t) => ({ value: t.definitionKey, label: t.name }))}
              placeholder="请选择退回节点"
            />
          </Form.Item>
        )}
        {kind === 'sign' && (
          <Form.Item label="加签处理人" name="userIds" rules={requiredValue('加签处理人不能为空')}>
            <Select mode="multiple" options={userOptions} showSearch={{ optionFilterProp: 'label' }} placeholder="请选择加签处理人" />
          </Form.Item>
        )}
        {kind && kind !== 'transfer' && (
          <Form.Item label={REASON_LABEL[kind]} name="reason" rules={required(`${REASON_LABEL[kind]}不能为空`)}>
            <Input.TextArea rows={3} maxLength={500} placeholder={`请输入${REASON_LABEL[kind]}`} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
