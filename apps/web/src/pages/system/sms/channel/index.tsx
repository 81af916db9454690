/**
 * 短信渠道 (`/system/sms/sms-channel`): the providers' accounts SMS leave through. The secret is
 * write-only: the server never answers it (only whether one is stored), so 修改 shows the field
 * empty and leaving it empty keeps the stored one.
 */
import { Input } from 'antd';
import { CommonStatus, Permissions, smsChannelApi, SmsChannelCode, Dicts } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';

export default function SmsChannelPage() {
  return (
    <ListPage
      api={smsChannelApi}
      permissions={Permissions.system.smsChannel}
      noun="短信渠道"
      columns={[
        { title: '编号', dataIndex: 'id', width: 80 },
        { title: '短信签名', dataIndex: 'signature', search: { placeholder: '请输入短信签名' } },
        { title: '渠道编码', dataIndex: 'code', width: 130, dict: Dicts.systemSmsChannelCode, search: { placeholder: '请选择短信渠道' } },
        { title: '启用状态', dataIndex: 'status', width: 100, dict: Dicts.commonStatus, search: { placeholder: '请选择启用状态' } },
        { title: '备注', dataIndex: 'remark' },
        { title: '短信 API 的账号', dataIndex: 'apiKey' },
        { title: '短信 API 的秘钥', dataIndex: 'apiSecretSet', width: 130, render: (row) => (row.apiSecretSet ? '已设置' : '未设置') },
        { title: '短信发送回调 URL', dataIndex: 'callbackUrl' },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', search: true },
      ]}
      form={{
        width: 600,
        labelWidth: 140,
        defaults: { status: CommonStatus.ENABLE, code: SmsChannelCode.DEBUG },
        fields: [
          { label: '短信签名', name: 'signature' },
          { label: '渠道编码', name: 'code', kind: 'select', dict: Dicts.systemSmsChannelCode, placeholder: '请选择渠道编码' },
          { label: '启用状态', name: 'status', kind: 'radio', dict: Dicts.commonStatus },
          { label: '备注', name: 'remark' },
          { label: '短信 API 的账号', name: 'apiKey', tooltip: '腾讯云填写「SecretId SdkAppId」（空格分隔）；钉钉调试填写机器人的 access_token' },
          {
            label: '短信 API 的秘钥',
            name: 'apiSecret',
            input: <Input.Password placeholder="请输入短信 API 的秘钥" autoComplete="new-password" />,
            tooltip: '修改时留空，则保留原秘钥',
            required: false,
          },
          { label: '短信发送回调 URL', name: 'callbackUrl' },
        ],
        // The stored secret is never sent to the browser; an empty field leaves it as it is.
        toBody: ({ apiSecret, ...rest }) => (apiSecret ? { ...rest, apiSecret } : rest) as typeof rest & { apiSecret?: string },
      }}
    />
  );
}
