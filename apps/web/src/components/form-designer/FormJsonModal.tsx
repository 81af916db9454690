/** 查看 JSON: what saving would store, `conf` and the `fields` rules, read-only, with a copy button. */
import { App, Button, Modal } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { FormConf, FormRule } from '../form-render';

export interface FormJsonModalProps {
  /** null: closed. */
  form: { conf: FormConf; rules: FormRule[] } | null;
  onClose: () => void;
}

export default function FormJsonModal({ form, onClose }: FormJsonModalProps) {
  const { message } = App.useApp();
  const text = form ? JSON.stringify({ conf: form.conf, fields: form.rules }, null, 2) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success('已复制到剪贴板');
    } catch {
      void message.error('复制失败，请手动选择文本复制');
    }
  };
  return (
    <Modal
      open={form !== null}
      title="表单 JSON"
      width={800}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          复制
        </Button>
      }
    >
      <pre aria-label="表单 JSON" className="form-designer__json">
        {text}
      </pre>
    </Modal>
  );
}
