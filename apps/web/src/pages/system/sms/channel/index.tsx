/**
 * 短信渠道 (`/system/sms/sms-channel`): the providers' accounts SMS leave through. The secret is
 * write-only: the server never answers it (only whether one is stored), so 修改 shows the field
 * empty and leaving it empty keeps the stored one.
 */
import { Input } from 'antd';
import { smsChannelResource } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import { resourceFormFields } from '../../../../crud/fromResource';
import type { FormField, FormValuesOf } from '../../../../crud/listResource';

type Values = FormValuesOf<typeof smsChannelResource.api>;

/** What the form adds to the resource's fields: the secret (no field of a row), a select and the hints. */
const own: Partial<Record<string, Partial<FormField<Values>>>> = {
  // A select, not radio buttons, though the dictionary has only four channels.
  code: { kind: 'select', placeholder: '请选择渠道编码' },
  apiKey: { tooltip: '腾讯云填写「SecretId SdkAppId」（空格分隔）；钉钉调试填写机器人的 access_token' },
  apiSecret: {
    input: <Input.Password placeholder="请输入短信 API 的秘钥" autoComplete="new-password" />,
    tooltip: '修改时留空，则保留原秘钥',
    required: false,
  },
};

const fields = resourceFormFields<Values>(smsChannelResource).map((field) => ({ ...field, ...own[field.name] }));

export default function SmsChannelPage() {
  return (
    <ResourcePage
      resource={smsChannelResource}
      render={{ apiSecretSet: (row) => (row.apiSecretSet ? '已设置' : '未设置') }}
      form={{
        width: 600,
        labelWidth: 140,
        fields,
        // The stored secret is never sent to the browser; an empty field leaves it as it is.
        toBody: ({ apiSecret, ...rest }) => (apiSecret ? { ...rest, apiSecret } : rest) as typeof rest & { apiSecret?: string },
      }}
    />
  );
}
