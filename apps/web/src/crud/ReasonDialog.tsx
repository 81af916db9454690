/**
 * A dialog that asks why before an action (取消流程, 减签): one required reason, no blank text;
 * it closes only when the server did the action, and a refusal keeps what was typed.
 */
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useConfirmedAction, type ConfirmedAction } from './useConfirmedAction';
import { validatedValues } from '../utils/validatedValues';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** The field's label, e.g. 请输入取消原因？ */
  label: string;
  /** Shown when the reason is left empty or blank. */
  requiredMessage: string;
  /** A text area (longer reasons) rather than one line. */
  multiline?: boolean;
  placeholder?: string;
  /** The action, given the reason. */
  run: (reason: string) => Promise<unknown>;
  success: string;
  reloads?: ConfirmedAction['reloads'];
  onClose: () => void;
  onDone?: () => void;
}

export default function ReasonDialog(props: ReasonDialogProps) {
  const act = useConfirmedAction();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await validatedValues(form);
    if (values === undefined) return;
    const { reason } = values;
    setSaving(true);
    const done = await act({ run: () => props.run(reason), success: props.success, reloads: props.reloads });
    setSaving(false);
    if (done) {
      props.onClose();
      props.onDone?.();
    }
  };

  const inputProps = { autoFocus: true, maxLength: 500, placeholder: props.placeholder };
  return (
    <Modal
      open={props.open}
      title={props.title}
      width={420}
      okText="确定"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={props.onClose}
      confirmLoading={saving}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={() => void submit()} aria-label={props.title}>
        <Form.Item label={props.label} name="reason" rules={[{ required: true, whitespace: true, message: props.requiredMessage }]}>
          {props.multiline ? <Input.TextArea rows={3} {...inputProps} /> : <Input {...inputProps} />}
        </Form.Item>
      </Form>
    </Modal>
  );
}
