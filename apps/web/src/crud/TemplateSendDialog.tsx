/**
 * 测试 of a message template (邮件模版, 短信模板): the template shown as it is, one recipient, and a
 * value for each of the template's parameters. The server answers the log's number at once and
 * sends afterwards, so the dialog tells that number (the log screen shows the outcome). It closes
 * only once the server took the message: a refusal keeps what was typed.
 */
import { App, Form, Input, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import FormModal from './FormModal';

export interface TemplateSendDialogProps {
  /** The template to send from; null while the dialog is closed. */
  template: { code: string; params: string[] } | null;
  title: string;
  /** What the template says, label by label (模板标题, 模板内容). */
  preview: Array<{ label: string; content: ReactNode }>;
  recipient: { label: string; placeholder: string; maxLength: number; rules: FormRule[] };
  /** The longest value a parameter may take (the contract's bound). */
  paramMaxLength: number;
  /** Sends to the trimmed recipient; answers the log's number. */
  send: (request: { to: string; templateCode: string; templateParams: Record<string, string> }) => Promise<number>;
  onClose: () => void;
}

type Values = { to: string; params?: Record<string, string> };

export default function TemplateSendDialog({ template, title, preview, recipient, paramMaxLength, send, onClose }: TemplateSendDialogProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const submit = async (values: Values) => {
    try {
      const logId = await send({ to: values.to.trim(), templateCode: template!.code, templateParams: values.params ?? {} });
      message.success(`提交发送成功！发送结果，见发送日志编号：${logId}`);
      return true;
    } catch {
      // The request layer has shown the server's message.
      return false;
    }
  };
  return (
    <FormModal<Values> open={template !== null} title={title} form={form} onSubmit={submit} onClose={onClose} labelWidth={100}>
      {preview.map(({ label, content }) => (
        <Form.Item key={label} label={label}>
          {content}
        </Form.Item>
      ))}
      <Form.Item label={recipient.label} name="to" rules={recipient.rules}>
        <Input placeholder={recipient.placeholder} maxLength={recipient.maxLength} />
      </Form.Item>
      {template?.params.map((name) => (
        <Form.Item key={name} label={`参数 {${name}}`} name={['params', name]} rules={[{ required: true, whitespace: true, message: `参数 ${name} 不能为空` }]}>
          <Input placeholder={`请输入 ${name} 参数`} maxLength={paramMaxLength} />
        </Form.Item>
      ))}
    </FormModal>
  );
}
