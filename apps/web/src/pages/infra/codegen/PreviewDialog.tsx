/**
 * 代码预览: the generated files as a tree on the left; the chosen file (at first the first one
 * answered) on the right, highlighted, with 复制.
 */
import { useMemo, useState } from 'react';
import { App, Button, Col, Empty, Modal, Row, Tree } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { CodegenPreview } from '@tenon/contracts';
import { fileTree } from './fileTree';
import LazyCodeView from './LazyCodeView';

export interface PreviewDialogProps {
  /** null: closed. */
  files: CodegenPreview[] | null;
  onClose: () => void;
}

function PreviewBody({ files }: { files: CodegenPreview[] }) {
  const { message } = App.useApp();
  const tree = useMemo(() => fileTree(files.map((file) => file.filePath)), [files]);
  const [active, setActive] = useState(files[0]?.filePath);
  const file = files.find((f) => f.filePath === active);
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      message.success('复制成功');
    } catch {
      message.error('复制失败，请手动复制');
    }
  };
  if (!file) return <Empty description="没有生成的文件" />;
  return (
    <Row gutter={16} className="codegen-preview">
      <Col span={7} className="codegen-preview__tree">
        <Tree.DirectoryTree
          aria-label="生成的文件"
          treeData={tree}
          defaultExpandAll
          selectedKeys={[file.filePath]}
          onSelect={(_, { node }) => {
            // A directory opens and closes; only a file is shown.
            if (node.isLeaf) setActive(String(node.key));
          }}
        />
      </Col>
      <Col span={17} className="codegen-preview__file">
        <div className="codegen-preview__head">
          <span className="codegen-preview__path">{file.filePath}</span>
          <Button type="link" icon={<CopyOutlined aria-hidden />} onClick={() => void copy(file.code)}>
            复制
          </Button>
        </div>
        <LazyCodeView filePath={file.filePath} code={file.code} />
      </Col>
    </Row>
  );
}

export default function PreviewDialog({ files, onClose }: PreviewDialogProps) {
  return (
    <Modal title="代码预览" open={files !== null} width="90%" style={{ top: '5vh' }} footer={null} onCancel={onClose} destroyOnHidden>
      {files && <PreviewBody files={files} />}
    </Modal>
  );
}
