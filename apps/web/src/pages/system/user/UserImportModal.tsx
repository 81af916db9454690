/**
 * 用户导入: one spreadsheet, uploaded on 确定 (not on drop, as in the reference), optionally
 * updating users that already exist. A refused file (unreadable, wrong columns) keeps the
 * dialog open with the file, after the request client has shown the server's reason.
 */
import { useState } from 'react';
import { App, Button, Checkbox, Modal, Upload, type UploadFile } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { userApi, USER_IMPORT_TEMPLATE_FILE, type ResponseOf } from '@tenon/contracts';
import { downloadFile, uploadFile } from '../../../api/fileTransfer';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';

export type UserImportResult = ResponseOf<typeof userApi.import>;

const ACCEPT = '.xls,.xlsx';
const isSpreadsheet = (name: string) => /\.xlsx?$/i.test(name);

export interface UserImportModalProps {
  open: boolean;
  onClose: () => void;
  onImported: (result: UserImportResult) => void;
}

export default function UserImportModal({ open, onClose, onImported }: UserImportModalProps) {
  const { message } = App.useApp();
  const upload = useConfirmedAction();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [uploading, setUploading] = useState(false);

  const close = () => {
    setFile(null);
    setUpdateSupport(false);
    onClose();
  };

  const submit = async () => {
    if (!file?.originFileObj) {
      message.warning('请选择要上传的文件');
      return;
    }
    const picked = file.originFileObj;
    let result: UserImportResult | undefined;
    setUploading(true);
    // A refusal keeps the dialog and the file for another try.
    await upload({ run: async () => (result = await uploadFile<UserImportResult>(userApi.import, 'file', picked, { updateSupport })), reloads: userApi.page });
    setUploading(false);
    if (!result) return;
    close();
    onImported(result);
  };

  const downloadTemplate = () => void downloadFile(userApi.getImportTemplate, USER_IMPORT_TEMPLATE_FILE).catch(() => undefined);

  return (
    <Modal
      open={open}
      title="用户导入"
      width={420}
      okText="确 定"
      cancelText="取 消"
      onOk={() => void submit()}
      onCancel={close}
      confirmLoading={uploading}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <div className="user-import-upload">
        <Upload.Dragger
          accept={ACCEPT}
          maxCount={1}
          disabled={uploading}
          fileList={file ? [file] : []}
          beforeUpload={(picked) => {
            if (!isSpreadsheet(picked.name)) {
              message.error('仅允许导入xls、xlsx格式文件。');
              return Upload.LIST_IGNORE;
            }
            return false; // sent on 确定
          }}
          onChange={({ fileList }) => setFile(fileList.at(-1) ?? null)}
          aria-label="选择导入文件"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">
            将文件拖到此处，或<em className="user-import-em">点击上传</em>
          </p>
        </Upload.Dragger>
      </div>
      <div className="user-import-tip">
        <Checkbox checked={updateSupport} onChange={(event) => setUpdateSupport(event.target.checked)}>
          是否更新已经存在的用户数据
        </Checkbox>
        <div>
          <span>仅允许导入xls、xlsx格式文件。</span>
          <Button type="link" size="small" className="user-import-template" onClick={downloadTemplate}>
            下载模板
          </Button>
        </div>
      </div>
    </Modal>
  );
}
