/**
 * The 400 px dialog that creates a message or signal (ID and name), or renames one (its ID
 * then stays fixed: tasks and events point at it). The caller decides whether the ID is free;
 * `onSave` returning false keeps the dialog open so the user can correct it.
 */
import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { MODEL_KEY_PATTERN } from '@tenon/contracts';
import { ROOT_KINDS, type RootKind, type RootValues } from './rootElements';

const xmlName = new RegExp(MODEL_KEY_PATTERN);

interface Props {
  kind: RootKind;
  /** Open with these values to rename; open with null to create. */
  editing: RootValues | null;
  open: boolean;
  onSave(values: RootValues): boolean;
  onClose(): void;
}

export default function RootElementDialog({ kind, editing, open, onSave, onClose }: Props) {
  const [form] = Form.useForm<RootValues>();
  const { noun } = ROOT_KINDS[kind];

  useEffect(() => {
    if (open) form.setFieldsValue({ id: editing?.id ?? '', name: editing?.name ?? '' });
  }, [open, editing, form]);

  const save = async () => {
    const values = await form.validateFields();
    if (onSave({ id: values.id.trim(), name: values.name?.trim() || undefined })) onClose();
  };

  return (
    <Modal
      title={`${editing ? '编辑' : '创建'}${noun}`}
      open={open}
      width={400}
      mask={{ closable: false }}
      destroyOnHidden
      okText="保存"
      onOk={save}
      onCancel={onClose}
    >
      <Form form={form} size="small" labelCol={{ flex: '90px' }} preserve={false}>
        <Form.Item
          label={`${noun}ID`}
          name="id"
          rules={[
            { required: true, whitespace: true, message: `请输入${noun}ID` },
            { pattern: xmlName, message: 'ID 须以字母或下划线开头，只含字母、数字、-、_、.、$' },
          ]}
        >
          <Input allowClear disabled={Boolean(editing)} />
        </Form.Item>
        <Form.Item label={`${noun}名称`} name="name">
          <Input allowClear />
        </Form.Item>
      </Form>
    </Modal>
  );
}
