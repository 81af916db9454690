/**
 * 添加 / 编辑 a form field (600 px): its ID, type (or a custom type name), label, date
 * pattern for dates, default value, and the lists of enum values (enums only), constraints
 * and properties. Nothing is required. The lists are edited here and only reach
 * the diagram with 确定, so saving the field is one undo step.
 */
import { useState } from 'react';
import { Form, Input, Select } from 'antd';
import ItemFormModal from '../shared/ItemFormModal';
import ItemTable, { ItemTableHeader } from '../shared/ItemTable';
import { replaceOrAppend, withoutIndex } from '../shared/listEdits';
import { useEditorSession } from '../shared/useEditorSession';
import FieldOptionModal from './FieldOptionModal';
import {
  FORM_FIELD_TYPES,
  OPTION_LISTS,
  type FieldOption,
  type FieldOptions,
  type FormFieldValues,
  type OptionKind,
} from './formFieldModel';

export interface FormFieldModalProps {
  open: boolean;
  adding: boolean;
  initialValues: FormFieldValues;
  initialOptions: FieldOptions;
  onSave: (values: FormFieldValues, options: FieldOptions) => void;
  onClose: () => void;
}

export default function FormFieldModal({ open, adding, initialValues, initialOptions, onSave, onClose }: FormFieldModalProps) {
  const [form] = Form.useForm<FormFieldValues>();
  const typeType = Form.useWatch('typeType', form);
  // The dialog is remounted for each opening, so the lists start from the field's.
  const [options, setOptions] = useState(initialOptions);
  const optionEditor = useEditorSession<{ kind: OptionKind; option: FieldOption }>({ kind: 'enum', option: {} });
  const { kind: editingKind } = optionEditor.session.initial;

  const setList = (kind: OptionKind, update: (list: FieldOption[]) => FieldOption[]) =>
    setOptions((all) => ({ ...all, [kind]: update(all[kind]) }));
  const saveOption = (option: FieldOption) => setList(editingKind, (list) => replaceOrAppend(list, optionEditor.session.index, option));

  const optionList = (kind: OptionKind) => {
    const spec = OPTION_LISTS[kind];
    return (
      <div key={kind}>
        <ItemTableHeader title={spec.title} addLabel={spec.addLabel} onAdd={() => optionEditor.openAt(-1, { kind, option: {} })} />
        <ItemTable<FieldOption>
          label={spec.title}
          items={options[kind]}
          columns={spec.keys.map((key, i) => ({ title: spec.labels[i]!, render: (o: FieldOption) => o[key] }))}
          onEdit={(index) => optionEditor.openAt(index, { kind, option: options[kind][index] ?? {} })}
          onRemove={(index) => setList(kind, (list) => withoutIndex(list, index))}
        />
      </div>
    );
  };

  return (
    <>
      <ItemFormModal<FormFieldValues>
        open={open}
        title={adding ? '添加表单字段' : '编辑表单字段'}
        width={600}
        form={form}
        initialValues={initialValues}
        onSave={(values) => onSave(values, options)}
        onClose={onClose}
      >
        <Form.Item label="字段ID" name="id">
          <Input allowClear />
        </Form.Item>
        <Form.Item label="类型" name="typeType">
          <Select options={FORM_FIELD_TYPES} placeholder="请选择字段类型" allowClear />
        </Form.Item>
        {typeType === 'custom' && (
          <Form.Item label="类型名称" name="customType">
            <Input allowClear />
          </Form.Item>
        )}
        <Form.Item label="名称" name="label">
          <Input allowClear />
        </Form.Item>
        {typeType === 'date' && (
          <Form.Item label="时间格式" name="datePattern">
            <Input allowClear placeholder="如 yyyy-MM-dd" />
          </Form.Item>
        )}
        <Form.Item label="默认值" name="defaultValue">
          <Input allowClear />
        </Form.Item>
        {typeType === 'enum' && optionList('enum')}
        {optionList('constraint')}
        {optionList('property')}
      </ItemFormModal>
      {/* A sibling, not a child, of the field form: its submit must not reach that form. */}
      <FieldOptionModal
        key={optionEditor.session.key}
        kind={editingKind}
        open={optionEditor.session.open}
        adding={optionEditor.session.index < 0}
        initialValues={optionEditor.session.initial.option}
        onSave={saveOption}
        onClose={optionEditor.close}
      />
    </>
  );
}
