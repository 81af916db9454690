/**
 * 导入流程: a new model from a `.bpmn` / `.xml` file, with its key, name and description. The
 * server checks the file is BPMN 2.0; a refusal (its reason shown by the request client) keeps
 * the dialog, the fields and the file for another try.
 */
import { useId, useState } from 'react';
import { App, Form, Modal, Upload, type UploadFile } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { modelApi } from '@tenon/contracts';
import { uploadFile } from '../../../api/fileTransfer';
import FormFieldItem from '../../../crud/FormFieldItem';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { modelCreateFields, type ModelCreateForm as ImportForm } from './modelFields';
import './model.css';
import { validatedValues } from '../../../utils/validatedValues';

const ACCEPT = '.bpmn,.xml';
const isBpmnFile = (name: string) => /\.(bpmn|xml)$/i.test(name);

export interface ModelImportModalProps {
  open: boolean;
  onClose: () => void;
}

export default function ModelImportModal({ open, onClose }: ModelImportModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ImportForm>();
  const formName = useId();
  const upload = useConfirmedAction();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [uploading, setUploading] = useState(false);

  const close = () => {
    setFile(null);
    onClose();
  };

  const submit = async () => {
    const values = await validatedValues(form);
    if (values === undefined) return;
    if (!file?.originFileObj) {
      message.warning('请选择要导入的流程文件');
      return;
    }
    const picked = file.originFileObj;
    setUploading(true);
    const imported = await upload({
      run: () => uploadFile<number>(modelApi.import, 'bpmnFile', picked, undefined, { key: values.key.trim(), name: values.name, description: values.description || undefined }),
      success: '导入流程成功',
      reloads: modelApi.page,
    });
    setUploading(false);
    if (imported) close();
  };

  return (
    <Modal
      open={open}
      title="导入流程"
      width={600}
      okText="确 定"
      cancelText="取 消"
      onOk={() => void submit()}
      onCancel={close}
      confirmLoading={uploading}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Upload.Dragger
        accept={ACCEPT}
        maxCount={1}
        disabled={uploading}
        fileList={file ? [file] : []}
        beforeUpload={(picked) => {
          if (!isBpmnFile(picked.name)) {
            message.error('仅允许导入“bpmn”或“xml”格式文件！');
            return Upload.LIST_IGNORE;
          }
          return false; // sent on 确定, with the fields
        }}
        onChange={({ fileList }) => setFile(fileList.at(-1) ?? null)}
        aria-label="选择流程文件"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">
          将文件拖到此处，或<em className="bpm-model-import-em">点击上传</em>
        </p>
      </Upload.Dragger>
      <div className="bpm-model-import-tip">提示：仅允许导入“bpmn”或“xml”格式文件！</div>
      <Form<ImportForm> form={form} name={formName} layout="horizontal" labelCol={{ flex: '125px' }} wrapperCol={{ flex: 1 }} preserve={false} aria-label="导入流程">
        {modelCreateFields.map((field) => (
          <FormFieldItem key={field.name} field={field} create={modelApi.create} />
        ))}
      </Form>
    </Modal>
  );
}
