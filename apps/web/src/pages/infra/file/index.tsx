/**
 * 文件列表 (`/infra/file`): every stored file, newest first, filtered by path, type and upload
 * time; an image shows as a thumbnail (click to enlarge); 复制链接 copies its URL; 删除 removes it
 * from its storage. 上传文件 opens a drop zone that stores files through the upload every screen
 * uses (into the master configuration).
 */
import { useState } from 'react';
import { App, Button, Image, Modal, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { CopyOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { Permissions, fileApi, fileResource, type InfraFile } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { useInvalidateEntity } from '../../../crud/usePagedList';
import { uploadToFiles } from '../../../components/upload/uploadFile';

/** 1.5 KB, 2.3 MB: the size as a person reads it. */
export function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

const isImage = (file: InfraFile) => file.type.startsWith('image/');

export default function FilePage() {
  const { message } = App.useApp();
  const invalidate = useInvalidateEntity();
  const [uploading, setUploading] = useState(false);

  const copy = async (file: InfraFile) => {
    try {
      await navigator.clipboard.writeText(file.url);
      message.success('复制成功');
    } catch {
      message.error('复制失败，请手动复制：' + file.url);
    }
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    uploadToFiles(file as Blob)
      .then((url) => {
        onSuccess?.(url);
        message.success('上传成功');
        void invalidate(fileApi.page);
      })
      .catch((err: Error) => onError?.(err));
  };

  return (
    <ResourcePage
      resource={fileResource}
      render={{
        url: (row) =>
          isImage(row) ? (
            <Image src={row.url} alt={row.name || row.path} width={48} height={48} style={{ objectFit: 'contain' }} />
          ) : (
            <a href={row.url} target="_blank" rel="noreferrer">
              下载
            </a>
          ),
        size: (row) => readableSize(row.size),
      }}
      toolbar={
        <Button type="primary" ghost icon={<UploadOutlined aria-hidden />} onClick={() => setUploading(true)}>
          上传文件
        </Button>
      }
      rowActions={[{ label: '复制链接', icon: <CopyOutlined aria-hidden />, permission: Permissions.infra.file.query, onClick: (row) => void copy(row), first: true }]}
    >
      <Modal title="上传文件" open={uploading} onCancel={() => setUploading(false)} footer={null} destroyOnHidden width={480}>
        <Upload.Dragger name="file" multiple customRequest={customRequest} aria-label="上传文件">
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">将文件拖到此处，或点击上传</p>
          <p className="ant-upload-hint">文件存入主配置；大小上限见配置管理的 infra.file.max-size-mb</p>
        </Upload.Dragger>
      </Modal>
    </ResourcePage>
  );
}
