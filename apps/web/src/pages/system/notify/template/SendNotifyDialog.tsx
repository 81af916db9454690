/**
 * 测试发送 of a template: choose a recipient among the tenant's enabled users and fill each of
 * the template's parameters; the message is sent at once and its number told.
 */
import { Form, Input, Select, App } from 'antd';
import { notifyTemplateApi, userApi, type NotifyTemplate } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import FormModal from '../../../../crud/FormModal';
import { useEntityQuery } from '../../../../crud/usePagedList';

type Values = { content: string; userId: number; params: Record<string, string> };

export default function SendNotifyDialog({ template, onClose }: { template: NotifyTemplate | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const users = useEntityQuery(userApi.listAllSimple, undefined, template !== null);
  const send = async (values: Values) => {
    try {
      const id = await callApi(notifyTemplateApi.sendNotify, {
        body: { userId: values.userId, templateCode: template!.code, templateParams: values.params ?? {} },
      });
      message.success(`提交发送成功！发送结果，见消息记录编号：${id}`);
      return true;
    } catch {
      return false;
    }
  };
  return (
    <FormModal<Values>
      open={template !== null}
      title="测试发送"
      form={form}
      onSubmit={send}
      onClose={onClose}
      width={500}
      initialValues={{ content: template?.content ?? '' }}
    >
      <Form.Item label="模板内容" name="content">
        <Input.TextArea autoSize disabled />
      </Form.Item>
      <Form.Item label="接收人" name="userId" rules={[{ required: true, message: '接收人不能为空' }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="请选择接收人"
          loading={users.isLoading}
          options={(users.data ?? []).map((u) => ({ label: u.nickname, value: u.id }))}
        />
      </Form.Item>
      {template?.params.map((param) => (
        <Form.Item key={param} label={`参数 {${param}}`} name={['params', param]} rules={[{ required: true, message: `参数 ${param} 不能为空` }]}>
          <Input placeholder={`请输入 ${param} 参数`} maxLength={500} />
        </Form.Item>
      ))}
    </FormModal>
  );
}
