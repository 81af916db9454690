/**
 * 表单 of a user task or start event: a hint that forms are better designed on the 流程表单
 * page, then the element's form key (`camunda:formKey`), its business key (one of the form
 * fields of `camunda:FormData`, or 无) and the form fields. Each change is one undo step.
 */
import { useEffect } from 'react';
import { Alert, Form, Input, Select } from 'antd';
import type { ModdleElement, SectionProps } from '../shared/types';
import { businessObject, createModdle, extensionsOfType, setExtensionsOfType, updateElement, updateModdle } from '../shared/moddle';
import ItemTable, { ItemTableHeader } from '../shared/ItemTable';
import { replaceOrAppend, withoutIndex } from '../shared/listEdits';
import { useEditorSession } from '../shared/useEditorSession';
import FormFieldModal from './FormFieldModal';
import { buildFormField, readFormField, typeLabel, type FieldOptions, type FormFieldValues } from './formFieldModel';

const FORM_DATA = 'camunda:FormData';
const NONE = '';
const NO_OPTIONS: FieldOptions = { enum: [], constraint: [], property: [] };

interface Opened {
  values: FormFieldValues;
  options: FieldOptions;
}

export default function ElementForm({ modeler, element, version }: SectionProps) {
  const [form] = Form.useForm<{ formKey: string; businessKey: string }>();
  const bo = businessObject(element);
  const formData = extensionsOfType(element, FORM_DATA)[0];
  const fields = (formData?.fields as ModdleElement[] | undefined) ?? [];
  const businessKey = (formData?.businessKey as string | undefined) ?? NONE;
  const editor = useEditorSession<Opened>({ values: {}, options: NO_OPTIONS });

  useEffect(() => {
    form.setFieldsValue({ formKey: (bo.get('camunda:formKey') as string | undefined) ?? '', businessKey });
  }, [form, bo, businessKey, version]);

  const commitFormKey = () => {
    const value = (form.getFieldValue('formKey') as string | undefined)?.trim() ?? '';
    if (value === ((bo.get('camunda:formKey') as string | undefined) ?? '')) return;
    updateElement(modeler, element, { 'camunda:formKey': value || undefined });
  };

  /** Writes the form data in one command, dropping it once it holds nothing. */
  const writeFormData = (next: ModdleElement[], key: string) => {
    if (formData && (next.length || key)) {
      for (const f of next) f.$parent ??= formData;
      updateModdle(modeler, element, formData, { fields: next, businessKey: key || undefined });
    } else {
      const created = next.length || key ? [createModdle(modeler, FORM_DATA, { fields: next, businessKey: key || undefined })] : [];
      setExtensionsOfType(modeler, element, FORM_DATA, created);
    }
  };

  const idOf = (field: ModdleElement | undefined) => (field?.id as string | undefined) ?? NONE;

  const saveField = (values: FormFieldValues, options: FieldOptions) => {
    const { index } = editor.session;
    const built = buildFormField(modeler, values, options);
    const next = replaceOrAppend(fields, index, built);
    // A renamed field stays the business key.
    const key = businessKey && businessKey === idOf(fields[index]) ? idOf(built) : businessKey;
    writeFormData(next, key);
  };

  const removeField = (index: number) => {
    const key = businessKey === idOf(fields[index]) ? NONE : businessKey;
    writeFormData(withoutIndex(fields, index), key);
  };

  const open = (index: number) => {
    const field = fields[index];
    editor.openAt(index, field ? readFormField(field) : { values: {}, options: NO_OPTIONS });
  };

  const keyOptions = [
    ...fields.filter((f) => idOf(f)).map((f) => ({ value: idOf(f), label: (f.label as string | undefined) ?? idOf(f) })),
    { value: NONE, label: '无' },
  ];

  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={
          <>
            友情提示：使用
            <a href="/bpm/manager/form" target="_blank" rel="noopener noreferrer">
              流程表单
            </a>
            替代，提供更好的表单设计功能
          </>
        }
      />
      <Form form={form} size="small" labelCol={{ flex: '90px' }} aria-label="表单配置">
        <Form.Item label="表单标识" name="formKey">
          <Input onBlur={commitFormKey} onPressEnter={commitFormKey} />
        </Form.Item>
        <Form.Item label="业务标识" name="businessKey">
          <Select options={keyOptions} onChange={(key: string) => formData && writeFormData(fields, key)} />
        </Form.Item>
      </Form>
      <ItemTableHeader title="表单字段" addLabel="添加字段" onAdd={() => open(-1)} />
      <ItemTable<ModdleElement>
        label="表单字段"
        items={fields}
        columns={[
          { title: '字段ID', render: (f) => f.id as string | undefined },
          { title: '名称', render: (f) => f.label as string | undefined },
          { title: '类型', render: (f) => typeLabel(f.type), width: 90 },
        ]}
        onEdit={open}
        onRemove={removeField}
        removeConfirm="确认移除该字段吗？"
      />
      <FormFieldModal
        key={editor.session.key}
        open={editor.session.open}
        adding={editor.session.index < 0}
        initialValues={editor.session.initial.values}
        initialOptions={editor.session.initial.options}
        onSave={saveField}
        onClose={editor.close}
      />
    </>
  );
}
