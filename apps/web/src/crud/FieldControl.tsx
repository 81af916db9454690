/**
 * The control a form field's kind asks for, shared by a field of the add/edit form
 * (`FormFieldItem`) and a cell of a `rows` field's table (`RowsFormItem`): the contract's
 * maxLength and number bounds, a dictionary's entries typed as the contract's field, and the
 * required rule. It is a `Form.Item`'s child: what the item passes (value, onChange, id, aria-*)
 * goes on to the control.
 */
import { DatePicker, Input, InputNumber, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { Rule } from 'antd/es/form';
import type { DictCode } from '@tenon/contracts';
import { useDictDatas } from '../stores/dictStore';
import { fromPickerValue, toPickerValue } from '../utils/date';
import { dictValueConverter, type FieldSchema } from './contractSchema';
import type { FormField, Option } from './listResource';
import LazyRichTextEditor from '../components/rich-text/LazyRichTextEditor';
import ImageUpload from '../components/upload/ImageUpload';

const NO_DICT = '';

// A moment is epoch milliseconds in the form, as in the contract; the picker shows a wall time.
export const EPOCH_MS_ITEM = {
  getValueProps: (value?: number | null) => ({ value: value === undefined || value === null ? value : toPickerValue(value) }),
  normalize: (value?: Dayjs | null) => (value ? fromPickerValue(value) : value),
};

/** The `Form.Item` props a kind needs besides its control (a moment's conversion). */
export const itemPropsOf = (kind: ControlKind) => (kind === 'dateTime' ? EPOCH_MS_ITEM : {});

/**
 * Only the keys that apply: async-validator checks a rule with any key besides `required` and
 * `message` as a string unless told its type, which would refuse a number.
 */
export function requiredRule(schema: FieldSchema, message: string): Rule {
  if (schema.type === 'string') return { required: true, whitespace: true, message };
  if (schema.type === 'array') return { required: true, type: 'array', message };
  return { required: true, message };
}

export type ControlKind = Exclude<NonNullable<FormField<unknown>['kind']>, 'rows'>;

export interface FieldControlProps {
  kind: ControlKind;
  label: string;
  /** The field's schema in the contract (its type, maxLength, bounds). */
  schema: FieldSchema;
  dict?: DictCode;
  options?: Option[];
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  /** Named by its label itself: in a table cell no form label names it. */
  named?: boolean;
}

export default function FieldControl({ kind, label, schema, dict, options: own, placeholder, maxLength, disabled, named = false, ...item }: FieldControlProps) {
  const entries = useDictDatas(dict ?? NO_DICT);
  const convert = dictValueConverter(schema);
  const options = dict ? entries.map((entry) => ({ label: entry.label, value: convert(entry.value) })) : own;
  // What the Form.Item gives its child, and the name a cell's control carries.
  const control = { ...item, ...(named ? { 'aria-label': label } : {}) };
  // Up to four choices side by side; more in a select.
  const shownAs = kind === 'dict' ? (entries.length <= 4 ? 'radio' : 'select') : kind;
  if (kind === 'richText') return <LazyRichTextEditor {...control} ariaLabel={label} />;
  if (kind === 'image') return <ImageUpload {...control} ariaLabel={label} disabled={disabled} />;
  if (kind === 'textarea') return <Input.TextArea {...control} placeholder={placeholder ?? `请输入${label}`} maxLength={maxLength} disabled={disabled} />;
  if (kind === 'number')
    return (
      <InputNumber {...control} placeholder={placeholder} min={schema.minimum} max={schema.maximum} precision={schema.type === 'integer' ? 0 : undefined} disabled={disabled} style={{ width: '100%' }} />
    );
  if (shownAs === 'radio') return <Radio.Group {...control} options={options} disabled={disabled} />;
  if (shownAs === 'select') return <Select {...control} placeholder={placeholder ?? `请选择${label}`} options={options} allowClear disabled={disabled} />;
  if (kind === 'dateTime') return <DatePicker {...control} showTime placeholder={placeholder ?? `请选择${label}`} disabled={disabled} style={{ width: '100%' }} />;
  return <Input {...control} placeholder={placeholder ?? `请输入${label}`} maxLength={maxLength} disabled={disabled} />;
}
