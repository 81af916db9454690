/**
 * 测试 of a mail template: the address to send to and a value for each of its parameters.
 * The server answers with the log's number at once and sends afterwards; 邮件记录 shows the outcome.
 */
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { mailTemplateApi, type MailTemplate } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';

interface Props {
  template: MailTemplate | null;
  onClose: () => void;
}

type Values = { mail: string; params?: Record<string, string> };

export default function SendMailDialog({ template, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);
  const send = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSending(true);
    try {
      const logId = await callApi(mailTemplateApi.sendMail, { body: { mail: values.mail, templateCode: template!.code, templateParams: values.params ?? {} } });
      message.success(`提交发送成功！发送结果，见发送日志编号：${logId}`);
      onClose();
    } catch {
      // The request layer has shown the server's message; the dialog keeps what was typed.
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal open={template !== null} title="测试发送邮件" width={600} okText="确 定" cancelText="取 消" onOk={() => void send()} onCancel={onClose} confirmLoading={sending} destroyOnHidden>
      {template && (
        <Form form={form} layout="horizontal" labelCol={{ flex: '100px' }} preserve={false}>
          <Form.Item label="模板标题">{template.title}</Form.Item>
          <Form.Item label="模板内容">
            <span className="mail-template-source">{template.content}</span>
          </Form.Item>
          <Form.Item label="收件邮箱" name="mail" rules={[{ required: true, whitespace: true, message: '邮箱不能为空' }, { type: 'email', message: '邮箱格式不正确' }]}>
            <Input placeholder="请输入收件邮箱" maxLength={255} />
          </Form.Item>
          {template.params.map((name) => (
            <Form.Item key={name} label={`参数 {${name}}`} name={['params', name]} rules={[{ required: true, whitespace: true, message: `参数 ${name} 不能为空` }]}>
              <Input placeholder={`请输入 ${name} 参数`} maxLength={1000} />
            </Form.Item>
          ))}
        </Form>
      )}
    </Modal>
  );
}
