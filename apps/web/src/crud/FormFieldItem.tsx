/**
 * One field of a resource's add/edit form: the control its kind asks for (`FieldControl`), with
 * the contract's maxLength, and the required rule (`{label}不能为空`) when the contract requires
 * the field; a `rows` field is a table of its rows (`RowsFormItem`).
 */
import { Form } from 'antd';
import type { Endpoint } from '@tenon/contracts';
import { fieldSchema, isRequiredField } from './contractSchema';
import FieldControl, { itemPropsOf, requiredRule } from './FieldControl';
import type { FormField } from './listResource';
import RowsFormItem from './RowsFormItem';

export interface FormFieldItemProps<Values> {
  field: FormField<Values>;
  create: Endpoint | undefined;
  /** In 修改X: a field set once is disabled there (`whenEditing`). */
  editing?: boolean;
}

export default function FormFieldItem<Values>({ field, create, editing = false }: FormFieldItemProps<Values>) {
  const { name, label, kind = 'text', input } = field;
  if (kind === 'rows') return <RowsFormItem name={name} label={label} tooltip={field.tooltip} rows={field.rows ?? {}} create={create} />;
  const schema = fieldSchema(create, 'body', name);
  const required = field.required ?? isRequiredField(create, name);
  const rules = [...(required ? [requiredRule(schema, typeof required === 'string' ? required : `${label}不能为空`)] : []), ...(field.rules ?? [])];
  const disabled = editing && field.whenEditing === 'disabled';
  const itemName: string = name;
  return (
    <Form.Item label={label} name={itemName} rules={rules} tooltip={field.tooltip} {...itemPropsOf(kind)}>
      {input ?? (
        <FieldControl
          kind={kind}
          label={label}
          schema={schema}
          dict={field.dict}
          options={field.options}
          placeholder={field.placeholder}
          maxLength={field.maxLength ?? schema.maxLength}
          disabled={disabled}
        />
      )}
    </Form.Item>
  );
}
