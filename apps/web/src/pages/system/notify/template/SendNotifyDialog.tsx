/**
 * 测试发送 of a 站内信 template: choose a recipient among the tenant's enabled users and fill each
 * of the template's parameters; the message is sent at once and its number told.
 */
import { Select } from 'antd';
import { notifyTemplateApi, userApi, type NotifyTemplate } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import TemplateSendDialog from '../../../../crud/TemplateSendDialog';
import { useEntityQuery } from '../../../../crud/usePagedList';

export default function SendNotifyDialog({ template, onClose }: { template: NotifyTemplate | null; onClose: () => void }) {
  const users = useEntityQuery(userApi.listAllSimple, undefined, template !== null);
  return (
    <TemplateSendDialog<number>
      template={template}
      title="测试发送"
      width={500}
      preview={[{ label: '模板内容', content: template?.content }]}
      recipient={{
        label: '接收人',
        rules: [{ required: true, message: '接收人不能为空' }],
        input: (
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="请选择接收人"
            loading={users.isLoading}
            options={(users.data ?? []).map((u) => ({ label: u.nickname, value: u.id }))}
          />
        ),
      }}
      paramMaxLength={500}
      send={({ to, ...rest }) => callApi(notifyTemplateApi.sendNotify, { body: { userId: to, ...rest } })}
      numberLabel="消息记录编号"
      onClose={onClose}
    />
  );
}
