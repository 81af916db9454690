/**
 * 生成代码: the form as a TSX component (antd Form), under a file name the user may change
 * (the component is named after it), to copy or download. The reference's dialog asked for a
 * file name too; it generated Vue.
 */
import { useId, useMemo, useState } from 'react';
import { Button, Form, Input, Modal, Space } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import type { FormConf, FormRule } from '../../../components/form-render';
import { componentNameOf, formCode } from './formCode';

export const DEFAULT_CODE_FILE = 'GeneratedForm.tsx';

export interface FormCodeModalProps {
  /** null: closed. */
  form: { conf: FormConf; rules: FormRule[] } | null;
  onCopy: (code: string) => void;
  onDownload: (code: string, fileName: string) => void;
  onClose: () => void;
}

/** A file name as typed, ending in `.tsx` (the default when left empty). */
export const codeFileName = (typed: string) => {
  const name = typed.trim();
  if (!name) return DEFAULT_CODE_FILE;
  return /\.tsx$/i.test(name) ? name : `${name.replace(/\.[jt]sx?$/i, '')}.tsx`;
};

export default function FormCodeModal({ form, onCopy, onDownload, onClose }: FormCodeModalProps) {
  const [fileName, setFileName] = useState(DEFAULT_CODE_FILE);
  const fileNameId = useId();
  const file = codeFileName(fileName);
  const code = useMemo(() => (form ? formCode(form.conf, form.rules, componentNameOf(file)) : ''), [form, file]);
  return (
    <Modal
      open={form !== null}
      title="生成代码"
      width={900}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => onCopy(code)}>
            复制代码
          </Button>
          <Button type="primary" icon={<DownloadOutlined aria-hidden />} onClick={() => onDownload(code, file)}>
            下载文件
          </Button>
        </Space>
      }
    >
      <Form layout="inline" style={{ marginBottom: 12 }}>
        <Form.Item label="文件名" htmlFor={fileNameId}>
          <Input id={fileNameId} value={fileName} onChange={(e) => setFileName(e.target.value)} placeholder="请输入文件名" maxLength={64} style={{ width: 260 }} />
        </Form.Item>
      </Form>
      <pre aria-label="表单代码" className="form-designer__json">
        {code}
      </pre>
    </Modal>
  );
}
