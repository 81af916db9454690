/**
 * The add/edit dialog of a list screen (添加X / 修改X): a vertical form whose 确定 validates,
 * then saves through `onSubmit`; the dialog closes only when the save worked, so a refused
 * save keeps what the user typed. The form is reset each time the dialog opens. On a phone the
 * labels stand above their fields: beside them, a fixed label width breaks 归属部门 mid-word.
 */
import { useId, useState, type ReactNode } from 'react';
import { Form, Modal, Spin, type FormInstance } from 'antd';
import { useIsMobile } from '../stores/layoutStore';
import { validatedValues } from '../utils/validatedValues';

export interface FormModalProps<T> {
  open: boolean;
  title: string;
  form: FormInstance<T>;
  /** Saves the validated values; resolves true when saved. */
  onSubmit: (values: T) => Promise<boolean>;
  onClose: () => void;
  children: ReactNode;
  /** While the record being edited is loading. */
  loading?: boolean;
  width?: number;
  labelWidth?: number;
  /** What the fields start with (and return to on reset). */
  initialValues?: Partial<T>;
}

export default function FormModal<T extends object>({ open, title, form, onSubmit, onClose, children, loading = false, width = 600, labelWidth = 90, initialValues }: FormModalProps<T>) {
  const [saving, setSaving] = useState(false);
  // Prefixes the fields' ids: unnamed, a dialog's `username` input would share its id with the
  // search form's, and its label would point at the search form's input.
  const formName = useId();
  const mobile = useIsMobile();
  const submit = async () => {
    const values = await validatedValues(form);
    if (values === undefined) return; // the form shows what is missing
    setSaving(true);
    try {
      // Only the form's own fields: a loaded record's other properties (createTime…) would be
      // refused by the server's strict body schema.
      if (await onSubmit(values)) onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText="确 定"
      cancelText="取 消"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Spin spinning={loading}>
        <Form<T>
          form={form}
          name={formName}
          layout={mobile ? 'vertical' : 'horizontal'}
          labelCol={mobile ? undefined : { flex: `${labelWidth}px` }}
          // A zero basis and no minimum: a field takes the row's remaining width and never drops
          // below its label because its input's natural width (a password box's) is wider.
          wrapperCol={mobile ? undefined : { flex: '1 1 0', style: { minWidth: 0 } }}
          preserve={false}
          initialValues={initialValues}
          aria-label={title}
        >
          {children}
        </Form>
      </Spin>
    </Modal>
  );
}
