/** IP 查询: an address goes to get-by-ip and its area shows in the read-only 地址 field. */
import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { areaApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';

interface Props {
  open: boolean;
  onClose: () => void;
}

export default function IpQueryDialog({ open, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ ip: string; result?: string }>();
  const [querying, setQuerying] = useState(false);
  const query = async () => {
    let ip: string;
    try {
      ({ ip } = await form.validateFields(['ip']));
    } catch {
      return;
    }
    setQuerying(true);
    try {
      form.setFieldValue('result', `${ip} => ${await callApi(areaApi.getByIp, { query: { ip: ip.trim() } })}`);
      void message.success('查询成功');
    } catch {
      // The request layer has shown the server's message (a bad address); the dialog stays.
    } finally {
      setQuerying(false);
    }
  };
  return (
    <Modal open={open} title="IP 查询" width={500} okText="确 定" cancelText="取 消" onOk={() => void query()} onCancel={onClose} confirmLoading={querying} destroyOnHidden>
      <Form form={form} labelCol={{ flex: '80px' }} preserve={false}>
        <Form.Item label="IP" name="ip" rules={[{ required: true, whitespace: true, message: 'IP 不能为空' }]}>
          <Input placeholder="请输入 IP 地址" maxLength={64} onPressEnter={() => void query()} />
        </Form.Item>
        <Form.Item label="地址" name="result">
          <Input placeholder="展示查询 IP 结果" readOnly />
        </Form.Item>
      </Form>
    </Modal>
  );
}
