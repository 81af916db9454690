/**
 * 添加X / 修改X for a resource: opens empty (with the screen's defaults) or loads the record
 * with `get`, saves with `create` or `update` (the id added), says 新增成功 / 修改成功 and
 * reloads the lists. A refused save keeps the dialog open with what was typed (`FormModal`).
 */
import { useEffect } from 'react';
import { App, Form } from 'antd';
import { useQuery } from '@tanstack/react-query';
import FormModal from './FormModal';
import FormFieldItem from './FormFieldItem';
import type { ResourceApi, ResourceForm } from './listResource';
import { callWithUncheckedInput, entityKey, useInvalidateEntity } from './usePagedList';

export interface ResourceFormDialogProps<Values> {
  api: ResourceApi;
  noun: string;
  form: ResourceForm<Values>;
  /** null: closed; `{}`: adding; `{ id }`: editing that record. */
  editing: { id?: number } | null;
  onClose: () => void;
}

export default function ResourceFormDialog<Values extends object>({ api, noun, form: spec, editing, onClose }: ResourceFormDialogProps<Values>) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const invalidate = useInvalidateEntity();
  const id = editing?.id;
  const get = api.get;
  const record = useQuery({
    // The key `useEntityQuery` gives the same call, so either reads the other's cache.
    queryKey: get ? [...entityKey(get), get.path, { id }] : ['no-get'],
    queryFn: ({ signal }) => callWithUncheckedInput(get!, { query: { id }, signal }),
    enabled: get !== undefined && id !== undefined,
  });

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    // The record's other properties (createTime…) are ignored: the form reads only its own fields.
    if (id !== undefined && record.data) form.setFieldsValue(record.data as Values);
  }, [editing, id, record.data, form]);

  const submit = async (values: Values) => {
    try {
      if (id === undefined) await callWithUncheckedInput(api.create!, { body: values });
      else await callWithUncheckedInput(api.update!, { body: { ...values, id } });
    } catch {
      return false;
    }
    message.success(id === undefined ? '新增成功' : '修改成功');
    await invalidate(api.page);
    return true;
  };

  return (
    <FormModal<Values>
      open={editing !== null}
      title={id === undefined ? `添加${noun}` : `修改${noun}`}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      loading={id !== undefined && record.isFetching}
      width={spec.width}
      labelWidth={spec.labelWidth}
      // Read when the dialog's form mounts, so a screen may write its defaults inline.
      initialValues={id === undefined ? spec.defaults : undefined}
    >
      {spec.fields.map((field) => (
        <FormFieldItem key={field.name} field={field} create={api.create} />
      ))}
    </FormModal>
  );
}
