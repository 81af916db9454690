/**
 * One field of a resource's add/edit form: the control its kind asks for, with the contract's
 * maxLength, and the required rule (`{label}不能为空`) when the contract requires the field.
 */
import { DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { Rule } from 'antd/es/form';
import type { Endpoint } from '@tenon/contracts';
import { useDictDatas } from '../stores/dictStore';
import { dictValueConverter, fieldSchema, isRequiredField } from './contractSchema';
import type { FormField } from './listResource';
import { fromPickerValue, toPickerValue } from '../utils/date';
import LazyRichTextEditor from '../components/rich-text/LazyRichTextEditor';
import ImageUpload from '../components/upload/ImageUpload';

const NO_DICT = '';

// A moment is epoch milliseconds in the form, as in the contract; the picker shows a wall time.
const EPOCH_MS_ITEM = {
  getValueProps: (value?: number | null) => ({ value: value === undefined || value === null ? value : toPickerValue(value) }),
  normalize: (value?: Dayjs | null) => (value ? fromPickerValue(value) : value),
};

export interface FormFieldItemProps<Values> {
  field: FormField<Values>;
  create: Endpoint | undefined;
  /** In 修改X: a field set once is disabled there (`whenEditing`). */
  editing?: boolean;
}

export default function FormFieldItem<Values>({ field, create, editing = false }: FormFieldItemProps<Values>) {
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
  const rules = [...(required ? [rule] : []), ...(field.rules ?? [])];
  const disabled = editing && field.whenEditing === 'disabled';
  // Up to four choices side by side; more in a select.
  const shownAs = kind === 'dict' ? (entries.length <= 4 ? 'radio' : 'select') : kind;
  const control =
    input ??
    (kind === 'richText' ? (
      <LazyRichTextEditor ariaLabel={label} />
    ) : kind === 'image' ? (
      <ImageUpload ariaLabel={label} disabled={disabled} />
    ) : kind === 'textarea' ? (
      <Input.TextArea placeholder={field.placeholder ?? `请输入${label}`} maxLength={maxLength} disabled={disabled} />
    ) : kind === 'number' ? (
      <InputNumber placeholder={field.placeholder} min={schema.minimum} max={schema.maximum} precision={schema.type === 'integer' ? 0 : undefined} disabled={disabled} style={{ width: '100%' }} />
    ) : shownAs === 'radio' ? (
      <Radio.Group options={options} disabled={disabled} />
    ) : shownAs === 'select' ? (
      <Select placeholder={field.placeholder ?? `请选择${label}`} options={options} allowClear disabled={disabled} />
    ) : kind === 'dateTime' ? (
      <DatePicker showTime placeholder={field.placeholder ?? `请选择${label}`} disabled={disabled} style={{ width: '100%' }} />
    ) : (
      <Input placeholder={field.placeholder ?? `请输入${label}`} maxLength={maxLength} disabled={disabled} />
    ));
  const itemName: string = name;
  return (
    <Form.Item label={label} name={itemName} rules={rules} tooltip={field.tooltip} {...(kind === 'dateTime' ? EPOCH_MS_ITEM : {})}>
      {control}
    </Form.Item>
  );
}
