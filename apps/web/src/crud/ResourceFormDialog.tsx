/**
 * 添加X / 修改X for a resource: opens empty (with the screen's defaults) or loads the record
 * with `get`, saves with `create` or `update` (the id added), says 新增成功 / 修改成功 and
 * reloads the lists. A refused save keeps the dialog open with what was typed (`FormModal`).
 */
import { Fragment, useEffect, type ReactNode } from 'react';
import { App, Col, Form, Row } from 'antd';
import { useQuery } from '@tanstack/react-query';
import FormModal from './FormModal';
import FormFieldItem from './FormFieldItem';
import type { FormField, ResourceApi, ResourceForm } from './listResource';
import { callWithUncheckedInput, entityKey, useInvalidateEntity } from './usePagedList';

export interface ResourceFormDialogProps<Values, Loaded> {
  api: ResourceApi;
  noun: string;
  form: ResourceForm<Values, Loaded>;
  /** null: closed; `{}`: adding; `{ id }`: editing that record. */
  editing: { id?: number } | null;
  onClose: () => void;
  /** After a save the server accepted. */
  onSaved?: () => void;
}

export default function ResourceFormDialog<Values extends object, Loaded = never>({ api, noun, form: spec, editing, onClose, onSaved }: ResourceFormDialogProps<Values, Loaded>) {
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

  // The record's other properties (createTime…) are ignored: the form reads only its own fields.
  const loaded = record.data as Loaded | undefined;
  const recordValues = id !== undefined && loaded !== undefined ? ((spec.fromRecord ? spec.fromRecord(loaded) : loaded) as Partial<Values>) : undefined;

  // One opening, not one `editing` object: a screen may build that object afresh on each render
  // (`{ id: modelId }`), and a reset on each render would wipe what the user has typed as soon
  // as anything else on the screen loads. Closing in between makes each opening a new one.
  const opening = editing === null ? null : (id ?? 'new');
  useEffect(() => {
    if (opening === null) return;
    form.resetFields();
    // This opening's defaults (新增 under a row: that row as parent). The form instance outlives
    // the dialog's content, which the browser mounts after this effect: mounting keeps the values
    // held over any new initial values, so without this a second 新增 starts from the first's.
    if (id === undefined && spec.defaults) form.setFieldsValue(spec.defaults as Values);
    if (recordValues !== undefined) form.setFieldsValue(recordValues as Values);
  }, [opening, record.data, form]);

  const submit = async (values: Values) => {
    const body = spec.toBody ? spec.toBody(values, id === undefined ? undefined : (record.data as Loaded)) : values;
    try {
      if (id === undefined) await callWithUncheckedInput(api.create!, { body });
      else await callWithUncheckedInput(api.update!, { body: { ...body, id } });
    } catch {
      return false;
    }
    message.success(id === undefined ? '新增成功' : '修改成功');
    await invalidate(api.page);
    onSaved?.();
    return true;
  };

  return (
    <FormModal<Values>
      open={editing !== null}
      title={id === undefined ? (spec.titles?.create ?? `添加${noun}`) : (spec.titles?.update ?? `修改${noun}`)}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      loading={id !== undefined && record.isFetching}
      width={spec.width}
      labelWidth={spec.labelWidth}
      // Read when the dialog's form mounts, so a screen may write its defaults inline. A record
      // already cached (opened again) is given here too: mounting a preserve={false} form puts
      // the fields the last closing dropped back to their initial values, which would otherwise
      // wipe what the effect above set just before the content mounted.
      initialValues={id === undefined ? spec.defaults : recordValues}
    >
      <FieldLayout
        fields={spec.fields.filter((field) => id === undefined || field.whenEditing !== 'hidden')}
        item={(field) => <FormFieldItem field={field} create={api.create} editing={id !== undefined} />}
      />
    </FormModal>
  );
}

/** The fields one under the other, or in a grid when any says its span; each shown while its `shownWhen` holds. */
function FieldLayout<Values>({ fields, item }: { fields: FormField<Values>[]; item: (field: FormField<Values>) => ReactNode }) {
  // Watched, not wrapped in a shouldUpdate Form.Item: that one remounts its fields on
  // resetFields, and a remounted field of a preserve={false} form drops the record just loaded.
  const values = Form.useWatch((all: Partial<Values>) => all, { preserve: true }) ?? {};
  const shown = fields.filter((field) => field.shownWhen?.(values) ?? true);
  if (!fields.some((field) => field.span)) return shown.map((field) => <Fragment key={field.name}>{item(field)}</Fragment>);
  return (
    <Row gutter={16}>
      {shown.map((field) => (
        <Col key={field.name} xs={24} sm={field.span ?? 24}>
          {item(field)}
        </Col>
      ))}
    </Row>
  );
}
