/**
 * The 400 px dialog that creates a message or signal (ID and name), or renames one (its ID
 * then stays fixed: tasks and events point at it). A new ID that is taken is refused with the
 * reference's message (docs/process-designer.md) and the dialog stays open so the user can correct it; `onSave` only
 * sees values it can write.
 */
import { useEffect } from 'react';
import { App, Form, Input, Modal } from 'antd';
import type Modeler from 'bpmn-js/lib/Modeler';
import { MODEL_KEY_PATTERN } from '@tenon/contracts';
import { ROOT_KINDS, idConflict, type RootKind, type RootValues } from './rootElements';
import { validatedValues } from '../../../../../../utils/validatedValues';

const xmlName = new RegExp(MODEL_KEY_PATTERN);

interface Props {
  modeler: Modeler;
  kind: RootKind;
  /** Open with these values to rename; open with null to create. */
  editing: RootValues | null;
  open: boolean;
  onSave(values: RootValues): void;
  onClose(): void;
}

export default function RootElementDialog({ modeler, kind, editing, open, onSave, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RootValues>();
  const { noun } = ROOT_KINDS[kind];

  useEffect(() => {
    if (open) form.setFieldsValue({ id: editing?.id ?? '', name: editing?.name ?? '' });
  }, [open, editing, form]);

  const save = async () => {
    const values = await validatedValues(form);
    if (values === undefined) return;
    const id = values.id.trim();
    const conflict = editing ? null : idConflict(modeler, kind, id);
    if (conflict) {
      message.error(conflict);
      return;
    }
    onSave({ id, name: values.name?.trim() || undefined });
    onClose();
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
