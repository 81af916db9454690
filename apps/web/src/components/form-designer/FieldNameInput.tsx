/**
 * 字段名: edited as a draft and applied when the box is left (or on Enter). A name that is not
 * an identifier, or that another field uses, is pointed out while typing and, on leaving,
 * replaced by the field's current name: the canvas and the saved form never hold a refused
 * name, and half-typed names are never applied.
 */
import { useState } from 'react';
import { Form, Input } from 'antd';
import { fieldNameError, FIELD_NAME_MAX_LENGTH } from './fieldNames';

export interface FieldNameInputProps {
  id: string;
  value: string;
  otherNames: string[];
  onChange: (name: string) => void;
}

export default function FieldNameInput({ id, value, otherNames, onChange }: FieldNameInputProps) {
  const [draft, setDraft] = useState(value);
  const error = draft === value ? null : fieldNameError(draft, otherNames);
  const commit = () => {
    if (draft !== value && error === null) onChange(draft);
    else setDraft(value);
  };
  return (
    <Form.Item label="字段名" htmlFor={id} required validateStatus={error ? 'error' : undefined} help={error} extra={error ? undefined : '流程变量名，流程条件中用它引用字段的值'}>
      <Input id={id} value={draft} maxLength={FIELD_NAME_MAX_LENGTH + 1} onChange={(e) => setDraft(e.target.value)} onBlur={commit} onPressEnter={commit} />
    </Form.Item>
  );
}
