/**
 * 测试 of an SMS template: the mobile to send to and a value for each of its parameters. The
 * server answers with the log's number at once and sends afterwards; 短信日志 shows the outcome.
 */
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { MOBILE_PATTERN, smsTemplateApi, type SmsTemplate } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';

interface Props {
  template: SmsTemplate | null;
  onClose: () => void;
}

type Values = { mobile: string; params?: Record<string, string> };

export default function SendSmsDialog({ template, onClose }: Props) {
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
      const logId = await callApi(smsTemplateApi.sendSms, { body: { mobile: values.mobile.trim(), templateCode: template!.code, templateParams: values.params ?? {} } });
      message.success(`提交发送成功！发送结果，见发送日志编号：${logId}`);
      onClose();
    } catch {
      // The request layer has shown the server's message; the dialog keeps what was typed.
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal open={template !== null} title="测试发送短信" width={600} okText="确 定" cancelText="取 消" onOk={() => void send()} onCancel={onClose} confirmLoading={sending} destroyOnHidden>
      {template && (
        <Form form={form} layout="horizontal" labelCol={{ flex: '100px' }} preserve={false}>
          <Form.Item label="模板内容">{template.content}</Form.Item>
          <Form.Item
            label="手机号"
            name="mobile"
            rules={[
              { required: true, whitespace: true, message: '手机不能为空' },
              { pattern: new RegExp(MOBILE_PATTERN), message: '请输入正确的手机号码' },
            ]}
          >
            <Input placeholder="请输入手机号" maxLength={20} />
          </Form.Item>
          {template.params.map((name) => (
            <Form.Item key={name} label={`参数 {${name}}`} name={['params', name]} rules={[{ required: true, whitespace: true, message: `参数 ${name} 不能为空` }]}>
              <Input placeholder={`请输入 ${name} 参数`} maxLength={255} />
            </Form.Item>
          ))}
        </Form>
      )}
    </Modal>
  );
}
