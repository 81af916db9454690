/**
 * The panel's add/edit dialog for one row (400 or 600 px, docs/process-designer.md, "The side panel"): the app's FormModal,
 * filled with the row's values when it opens. 确定 hands the validated values to `onSave`,
 * which writes the diagram; nothing is written on 取消.
 */
import { useEffect, type ReactNode } from 'react';
import { Form, type FormInstance } from 'antd';
import FormModal from '../../../../../../crud/FormModal';

export interface ItemFormModalProps<T> {
  open: boolean;
  title: string;
  width: 400 | 600;
  initialValues: T;
  onSave: (values: T) => void;
  onClose: () => void;
  children: ReactNode;
  /** Pass one when the fields depend on each other (`Form.useWatch`). */
  form?: FormInstance<T>;
  labelWidth?: number;
}

export default function ItemFormModal<T extends object>({
  open,
  title,
  width,
  initialValues,
  onSave,
  onClose,
  children,
  form: given,
  labelWidth = 90,
}: ItemFormModalProps<T>) {
  const [own] = Form.useForm<T>();
  const form = given ?? own;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, open, initialValues]);

  const submit = async (values: T) => {
    onSave(values);
    return true;
  };
  return (
    <FormModal<T> open={open} title={title} width={width} form={form} onSubmit={submit} onClose={onClose} labelWidth={labelWidth}>
      {children}
    </FormModal>
  );
}
