/**
 * One field of a resource's add/edit form: the control its kind asks for, with the contract's
 * maxLength, and the required rule (`{label}不能为空`) when the contract requires the field.
 */
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Endpoint } from '@tenon/contracts';
import { useDictDatas } from '../stores/dictStore';
import { dictValueConverter, fieldSchema, isRequiredField } from './contractSchema';
import type { FormField } from './listResource';

const NO_DICT = '';

export default function FormFieldItem<Values>({ field, create }: { field: FormField<Values>; create: Endpoint | undefined }) {
  const { name, label, kind = 'text', input } = field;
  const schema = fieldSchema(create, 'body', name);
  const convert = dictValueConverter(schema);
  const entries = useDictDatas(field.dict ?? NO_DICT);
  const options = field.dict ? entries.map((entry) => ({ label: entry.label, value: convert(entry.value) })) : field.options;
  const maxLength = field.maxLength ?? schema.maxLength;
  const required = field.required ?? isRequiredField(create, name);
  const message = typeof required === 'string' ? required : `${label}不能为空`;
  // Only the keys that apply: async-validator checks a rule with any key besides `required`
  // and `message` as a string unless told its type, which would refuse a number.
  const rule: Rule =
    schema.type === 'string' ? { required: true, whitespace: true, message } : schema.type === 'array' ? { required: true, type: 'array', message } : { required: true, message };
  const rules = required ? [rule] : [];
  const control =
    input ??
    (kind === 'textarea' ? (
      <Input.TextArea placeholder={field.placeholder ?? `请输入${label}`} maxLength={maxLength} />
    ) : kind === 'number' ? (
      <InputNumber min={schema.minimum} precision={schema.type === 'integer' ? 0 : undefined} style={{ width: '100%' }} />
    ) : kind === 'radio' ? (
      <Radio.Group options={options} />
    ) : kind === 'select' ? (
      <Select placeholder={field.placeholder ?? `请选择${label}`} options={options} allowClear />
    ) : (
      <Input placeholder={field.placeholder ?? `请输入${label}`} maxLength={maxLength} />
    ));
  const itemName: string = name;
  return (
    <Form.Item label={label} name={itemName} rules={rules}>
      {control}
    </Form.Item>
  );
}
