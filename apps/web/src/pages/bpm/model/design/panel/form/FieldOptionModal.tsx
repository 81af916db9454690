/** 添加 / 编辑 one enum value, constraint or property of a form field (400 px, no validation). */
import { Form, Input } from 'antd';
import ItemFormModal from '../shared/ItemFormModal';
import { OPTION_LISTS, type FieldOption, type OptionKind } from './formFieldModel';

export interface FieldOptionModalProps {
  kind: OptionKind;
  open: boolean;
  adding: boolean;
  initialValues: FieldOption;
  onSave: (option: FieldOption) => void;
  onClose: () => void;
}

export default function FieldOptionModal({ kind, open, adding, initialValues, onSave, onClose }: FieldOptionModalProps) {
  const list = OPTION_LISTS[kind];
  return (
    <ItemFormModal<FieldOption>
      open={open}
      title={`${adding ? '添加' : '编辑'}${list.noun}`}
      width={400}
      initialValues={initialValues}
      onSave={onSave}
      onClose={onClose}
    >
      {list.keys.map((key, i) => (
        <Form.Item key={key} label={list.labels[i]} name={key}>
          <Input allowClear />
        </Form.Item>
      ))}
    </ItemFormModal>
  );
}
