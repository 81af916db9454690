/**
 * 取消流程: the reference's prompt (`请输入取消原因？`), which takes no blank reason. The dialog
 * closes only when the server cancelled the instance; a refusal keeps the reason typed.
 */
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { processInstanceApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';

export interface CancelProcessDialogProps {
  /** The instance to cancel; null: closed. */
  processInstanceId: string | null;
  onClose: () => void;
}

const REASON_REQUIRED = '取消原因不能为空';

export default function CancelProcessDialog({ processInstanceId, onClose }: CancelProcessDialogProps) {
  const cancel = useConfirmedAction();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let reason: string;
    try {
      ({ reason } = await form.validateFields());
    } catch {
      return;
    }
    setSaving(true);
    const done = await cancel({
      run: () => callApi(processInstanceApi.cancel, { body: { id: processInstanceId!, reason } }),
      success: '取消成功',
      reloads: processInstanceApi.myPage,
    });
    setSaving(false);
    if (done) onClose();
  };

  return (
    <Modal
      open={processInstanceId !== null}
      title="取消流程"
      width={420}
      okText="确定"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} name="cancelProcess" layout="vertical" preserve={false} onFinish={() => void submit()} aria-label="取消流程">
        <Form.Item
          label="请输入取消原因？"
          name="reason"
          // Blank text is no reason: the reference's pattern wants one visible character.
          rules={[{ required: true, whitespace: true, message: REASON_REQUIRED }]}
        >
          <Input autoFocus maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
