/**
 * 检测敏感词: a text and optional tags go to validate-text; the words found (or that there are
 * none) show under the form, so the text can be edited and checked again.
 */
import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { sensitiveWordApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import TagSelect from './TagSelect';
import { validatedValues } from '../../../utils/validatedValues';

interface Props {
  open: boolean;
  tags: { label: string; value: string }[];
  onClose: () => void;
}

type Values = { text: string; tags?: string[] };

export default function ValidateTextDialog({ open, tags, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const [found, setFound] = useState<string[] | null>(null);
  const [checking, setChecking] = useState(false);
  const check = async () => {
    const values = await validatedValues(form);
    if (values === undefined) return;
    setChecking(true);
    try {
      setFound(await callApi(sensitiveWordApi.validateText, { query: { text: values.text, tags: values.tags?.length ? values.tags : undefined } }));
    } finally {
      setChecking(false);
    }
  };
  const close = () => {
    setFound(null);
    onClose();
  };
  return (
    <Modal open={open} title="检测敏感词" width={500} okText="检 测" cancelText="取 消" onOk={() => void check()} onCancel={close} confirmLoading={checking} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item label="文本" name="text" rules={[{ required: true, whitespace: true, message: '测试文本不能为空' }]}>
          <Input.TextArea placeholder="请输入测试文本" rows={4} maxLength={65_535} onChange={() => setFound(null)} />
        </Form.Item>
        <Form.Item label="标签" name="tags">
          <TagSelect options={tags} ariaLabel="检测标签" placeholder="不选则检测全部启用的敏感词" />
        </Form.Item>
      </Form>
      {found &&
        (found.length ? (
          <Alert type="warning" showIcon title={`包含敏感词：${found.join('，')}`} />
        ) : (
          <Alert type="success" showIcon title="不包含敏感词！" />
        ))}
    </Modal>
  );
}
