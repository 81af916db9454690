/**
 * 预览: the form as a person filling it in sees it, through the same renderer the process
 * runtime uses. Submitting runs the form's checks and shows the values it would send,
 * keyed by field name.
 */
import { useState } from 'react';
import { Modal } from 'antd';
import { FormRenderer, type FormConf, type FormRule, type FormValues } from '../form-render';

export interface FormPreviewModalProps {
  /** null: closed. */
  form: { conf: FormConf; rules: FormRule[] } | null;
  onClose: () => void;
}

export default function FormPreviewModal({ form, onClose }: FormPreviewModalProps) {
  const [submitted, setSubmitted] = useState<FormValues | null>(null);
  const close = () => {
    setSubmitted(null);
    onClose();
  };
  return (
    <Modal open={form !== null} title="表单预览" width={800} footer={null} onCancel={close} destroyOnHidden>
      {form && <FormRenderer conf={form.conf} fields={form.rules} onSubmit={setSubmitted} aria-label="表单预览" />}
      {submitted && (
        <div className="form-designer__submitted">
          <div className="form-designer__submitted-title">提交的数据</div>
          <pre aria-label="提交的数据">{JSON.stringify(submitted, null, 2)}</pre>
        </div>
      )}
    </Modal>
  );
}
