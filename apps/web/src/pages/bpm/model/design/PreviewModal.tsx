/** 预览: the diagram as XML or JSON, read-only, in a dialog. */
import { Modal } from 'antd';
import type { PreviewType } from './DesignerToolbar';

export interface PreviewContent {
  type: PreviewType;
  text: string;
}

export default function PreviewModal({ content, onClose }: { content: PreviewContent | null; onClose: () => void }) {
  return (
    <Modal title="预览" open={content !== null} width="60%" footer={null} onCancel={onClose} destroyOnHidden>
      <pre
        aria-label={content?.type === 'json' ? 'JSON 预览' : 'XML 预览'}
        style={{ maxHeight: '65vh', overflow: 'auto', margin: 0, padding: 12, background: '#f6f8fa', fontSize: 12 }}
      >
        <code>{content?.text}</code>
      </pre>
    </Modal>
  );
}
