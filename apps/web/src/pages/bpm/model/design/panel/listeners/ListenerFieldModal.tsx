/**
 * 添加字段 / 编辑字段: one field injected into a listener (`camunda:Field`). Its name and type
 * are required, then the string value or the expression, as the type says (docs/process-designer.md, "Element rules").
 */
import { Form, Input, Select } from 'antd';
import ItemFormModal from '../shared/ItemFormModal';
import { FIELD_TYPES, type ListenerField } from './listenerModel';

export interface ListenerFieldModalProps {
  open: boolean;
  adding: boolean;
  initialValues: ListenerField;
  onSave: (field: ListenerField) => void;
  onClose: () => void;
}

export default function ListenerFieldModal({ open, adding, initialValues, onSave, onClose }: ListenerFieldModalProps) {
  const [form] = Form.useForm<ListenerField>();
  const fieldType = Form.useWatch('fieldType', form);
  return (
    <ItemFormModal<ListenerField>
      open={open}
      title={adding ? '添加字段' : '编辑字段'}
      width={600}
      form={form}
      initialValues={initialValues}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item label="字段名称" name="name" rules={[{ required: true, whitespace: true, message: '请填写字段名称' }]}>
        <Input allowClear />
      </Form.Item>
      <Form.Item label="字段类型" name="fieldType" rules={[{ required: true, message: '请选择字段类型' }]}>
        <Select options={FIELD_TYPES} placeholder="请选择" />
      </Form.Item>
      {fieldType === 'string' && (
        <Form.Item label="字段值" name="string" rules={[{ required: true, message: '请填写字段值' }]}>
          <Input allowClear />
        </Form.Item>
      )}
      {fieldType === 'expression' && (
        <Form.Item label="表达式" name="expression" rules={[{ required: true, whitespace: true, message: '请填写表达式' }]}>
          <Input allowClear />
        </Form.Item>
      )}
    </ItemFormModal>
  );
}
