/**
 * 测试 of a message template (邮件模版, 短信模板, 站内信模板): the template shown as it is, one
 * recipient, and a value for each of the template's parameters. The server answers the log's
 * number at once and sends afterwards, so the dialog tells that number (the log screen shows the
 * outcome). It closes only once the server took the message: a refusal keeps what was typed.
 */
import { App, Form, Input, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import FormModal from './FormModal';

/** `To`: the recipient's value, a typed address (string) or a picked id (number). */
export interface TemplateSendDialogProps<To extends string | number = string> {
  /** The template to send from; null while the dialog is closed. */
  template: { code: string; params: string[] } | null;
  title: string;
  /** What the template says, label by label (模板标题, 模板内容). */
  preview: Array<{ label: string; content: ReactNode }>;
  /** A typed address (placeholder, maxLength), or `input`: a picker of its own (站内信's user). */
  recipient: { label: string; rules: FormRule[] } & ({ placeholder: string; maxLength: number } | { input: ReactNode });
  /** The longest value a parameter may take (the contract's bound). */
  paramMaxLength: number;
  /** Sends to the recipient (a typed one trimmed); answers the log's number. */
  send: (request: { to: To; templateCode: string; templateParams: Record<string, string> }) => Promise<number>;
  /** What the number answered is (发送日志编号, 消息记录编号). */
  numberLabel?: string;
  width?: number;
  onClose: () => void;
}

export default function TemplateSendDialog<To extends string | number = string>({
  template,
  title,
  preview,
  recipient,
  paramMaxLength,
  send,
  numberLabel = '发送日志编号',
  width,
  onClose,
}: TemplateSendDialogProps<To>) {
  type Values = { to: To; params?: Record<string, string> };
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const submit = async (values: Values) => {
    try {
      const to = (typeof values.to === 'string' ? values.to.trim() : values.to) as To;
      const logId = await send({ to, templateCode: template!.code, templateParams: values.params ?? {} });
      message.success(`提交发送成功！发送结果，见${numberLabel}：${logId}`);
      return true;
    } catch {
      // The request layer has shown the server's message.
      return false;
    }
  };
  return (
    <FormModal<Values> open={template !== null} title={title} form={form} onSubmit={submit} onClose={onClose} labelWidth={100} width={width}>
      {preview.map(({ label, content }) => (
        <Form.Item key={label} label={label}>
          {content}
        </Form.Item>
      ))}
      <Form.Item label={recipient.label} name="to" rules={recipient.rules}>
        {'input' in recipient ? recipient.input : <Input placeholder={recipient.placeholder} maxLength={recipient.maxLength} />}
      </Form.Item>
      {template?.params.map((name) => (
        <Form.Item key={name} label={`参数 {${name}}`} name={['params', name]} rules={[{ required: true, whitespace: true, message: `参数 ${name} 不能为空` }]}>
          <Input placeholder={`请输入 ${name} 参数`} maxLength={paramMaxLength} />
        </Form.Item>
      ))}
    </FormModal>
  );
}
