/**
 * An image field for forms (`value`/`onChange` as antd's `Form.Item` passes them, the value the
 * image's URL): a picture card that uploads the chosen image through the file service and shows
 * it, with 预览 and 删除. What the kit's form uses for a `picture` field; screens use it for a
 * logo, a cover, an icon.
 */
import { useState } from 'react';
import { App, Image, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { DeleteOutlined, EyeOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { IMAGE_TYPES, imageProblem, uploadToFiles } from './uploadFile';
import './upload.css';

export interface ImageUploadProps {
  value?: string;
  onChange?: (url: string) => void;
  /** The field's accessible name (its form label). */
  ariaLabel?: string;
  /** The largest image the browser sends, in MB (the server's limit is 配置管理's). Default 5. */
  maxMb?: number;
  disabled?: boolean;
}

export default function ImageUpload({ value, onChange, ariaLabel = '图片', maxMb = 5, disabled = false }: ImageUploadProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [previewing, setPreviewing] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = imageProblem(file, maxMb);
    if (problem) {
      message.error(problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setBusy(true);
    uploadToFiles(file as Blob)
      .then((url) => {
        onChange?.(url);
        onSuccess?.(url);
      })
      // The request client has already shown the server's refusal.
      .catch((err: Error) => onError?.(err))
      .finally(() => setBusy(false));
  };

  if (value) {
    return (
      <div className="image-upload-card">
        <img src={value} alt={ariaLabel} />
        <div className="image-upload-actions">
          <button type="button" aria-label={`预览${ariaLabel}`} onClick={() => setPreviewing(true)}>
            <EyeOutlined aria-hidden />
          </button>
          {!disabled && (
            <button type="button" aria-label={`删除${ariaLabel}`} onClick={() => onChange?.('')}>
              <DeleteOutlined aria-hidden />
            </button>
          )}
        </div>
        <Image src={value} alt={ariaLabel} style={{ display: 'none' }} preview={{ open: previewing, onOpenChange: setPreviewing, src: value }} />
      </div>
    );
  }
  return (
    <Upload
      listType="picture-card"
      accept={IMAGE_TYPES.join(',')}
      showUploadList={false}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      disabled={disabled || busy}
    >
      <button type="button" className="image-upload-add" aria-label={`上传${ariaLabel}`} disabled={disabled || busy}>
        {busy ? <LoadingOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
        <div>{busy ? '上传中' : '上传'}</div>
      </button>
    </Upload>
  );
}
