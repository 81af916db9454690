/** 减签: asks why a signer's unfinished task is withdrawn, then deletes it; closes only when the server did. */
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { taskApi } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';

export interface DeleteSignDialogProps {
  /** The signer's task; null: closed. */
  task: { id: string; name: string; nickname: string } | null;
  onClose: () => void;
  onDone: () => void;
}

export default function DeleteSignDialog({ task, onClose, onDone }: DeleteSignDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const act = useConfirmedAction();

  const submit = async () => {
    let reason: string;
    try {
      ({ reason } = await form.validateFields());
    } catch {
      return;
    }
    setSaving(true);
    const done = await act({ run: () => callApi(taskApi.deleteSign, { body: { id: task!.id, reason } }), success: '减签成功！' });
    setSaving(false);
    if (done) {
      onClose();
      onDone();
    }
  };

  return (
    <Modal
      open={task !== null}
      title={task ? `减签【${task.nickname}】` : '减签'}
      width={420}
      okText="确定"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} name="deleteSign" layout="vertical" preserve={false} aria-label="减签">
        <Form.Item label="减签理由" name="reason" rules={[{ required: true, whitespace: true, message: '减签理由不能为空' }]}>
          <Input.TextArea rows={3} maxLength={500} placeholder="请输入减签理由" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
