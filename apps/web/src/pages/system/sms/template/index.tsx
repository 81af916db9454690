/**
 * 短信模板 (`/system/sms/sms-template`): the texts the platform sends (content with `{param}`
 * holes, the provider's template id, the channel), and 测试, which sends one.
 */
import { useState } from 'react';
import { SendOutlined } from '@ant-design/icons';
import { CommonStatus, Permissions, smsTemplateApi, SmsTemplateType, type SmsTemplate, Dicts, SMS_TEMPLATE_EXPORT_FILE } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';
import DictTag from '../../../../dict/DictTag';
import { useChannelOptions } from '../useChannelOptions';
import SendSmsDialog from './SendSmsDialog';

export default function SmsTemplatePage() {
  const channels = useChannelOptions();
  const [testing, setTesting] = useState<SmsTemplate | null>(null);
  return (
    <ListPage
      api={smsTemplateApi}
      permissions={Permissions.system.smsTemplate}
      noun="短信模板"
      exportFile={SMS_TEMPLATE_EXPORT_FILE}
      rowActions={[{ label: '测试', icon: <SendOutlined aria-hidden />, permission: Permissions.system.smsTemplate.sendSms, onClick: setTesting, first: true }]}
      columns={[
        { title: '模板编码', dataIndex: 'code', width: 200, search: { placeholder: '请输入模板编码' } },
        { title: '模板名称', dataIndex: 'name' },
        { title: '模板内容', dataIndex: 'content', width: 260, search: { placeholder: '请输入模板内容' } },
        { title: '短信类型', dataIndex: 'type', width: 100, dict: Dicts.systemSmsTemplateType, search: { placeholder: '请选择短信类型' } },
        { title: '开启状态', dataIndex: 'status', width: 100, dict: Dicts.commonStatus, search: { placeholder: '请选择开启状态' } },
        { title: '备注', dataIndex: 'remark' },
        { title: '短信 API 的模板编号', dataIndex: 'apiTemplateId', width: 170, search: { placeholder: '请输入短信 API 的模板编号' } },
        {
          title: '短信渠道',
          dataIndex: 'channelId',
          width: 130,
          render: (row) => <DictTag type={Dicts.systemSmsChannelCode} value={row.channelCode} />,
          search: { kind: 'select', options: channels, placeholder: '请选择短信渠道' },
        },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', search: true },
      ]}
      form={{
        width: 600,
        labelWidth: 150,
        defaults: { status: CommonStatus.ENABLE, type: SmsTemplateType.VERIFICATION_CODE },
        fields: [
          { label: '短信渠道编号', name: 'channelId', kind: 'select', options: channels, placeholder: '请选择短信渠道编号' },
          { label: '短信类型', name: 'type', kind: 'select', dict: Dicts.systemSmsTemplateType, placeholder: '请选择短信类型' },
          { label: '模板编码', name: 'code' },
          { label: '模板名称', name: 'name' },
          { label: '模板内容', name: 'content', kind: 'textarea', tooltip: '可用 {参数名} 插入参数' },
          { label: '开启状态', name: 'status', kind: 'radio', dict: Dicts.commonStatus },
          { label: '短信 API 的模板编号', name: 'apiTemplateId' },
          { label: '备注', name: 'remark' },
        ],
      }}
    >
      <SendSmsDialog template={testing} onClose={() => setTesting(null)} />
    </ListPage>
  );
}
