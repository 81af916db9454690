/**
 * The 400 px dialog that creates an error or edits the bound one: 错误名称 and 错误代码, the
 * code being what an error boundary event matches, so it is required.
 */
import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import type { ErrorValues } from './eventModel';
import { validatedValues } from '../../../../../../utils/validatedValues';

interface Props {
  /** Open with these values to edit; open with null to create. */
  editing: ErrorValues | null;
  open: boolean;
  onSave(values: ErrorValues): void;
  onClose(): void;
}

export default function ErrorDialog({ editing, open, onSave, onClose }: Props) {
  const [form] = Form.useForm<ErrorValues>();

  useEffect(() => {
    if (open) form.setFieldsValue({ name: editing?.name ?? '', errorCode: editing?.errorCode ?? '' });
  }, [open, editing, form]);

  const save = async () => {
    // A refused field shows its message and keeps the dialog open.
    const values = await validatedValues(form);
    if (values === undefined) return;
    onSave({ name: values.name?.trim() || undefined, errorCode: values.errorCode.trim() });
    onClose();
  };

  return (
    <Modal
      title={editing ? '编辑错误' : '创建错误'}
      open={open}
      width={400}
      mask={{ closable: false }}
      destroyOnHidden
      okText="保存"
      onOk={save}
      onCancel={onClose}
    >
      <Form form={form} size="small" labelCol={{ flex: '90px' }} preserve={false}>
        <Form.Item label="错误名称" name="name">
          <Input allowClear />
        </Form.Item>
        <Form.Item label="错误代码" name="errorCode" rules={[{ required: true, whitespace: true, message: '请输入错误代码' }]}>
          <Input allowClear />
        </Form.Item>
      </Form>
    </Modal>
  );
}
