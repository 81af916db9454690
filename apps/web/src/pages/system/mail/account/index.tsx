/**
 * 邮箱账号 (`/system/mail/mail-account`): the SMTP accounts mail leaves through. The password is
 * write-only: the server never answers it, so 修改 shows the field empty and leaving it empty
 * keeps the stored one. The host DEBUG_MAIL_HOST makes a debug account (records, sends nowhere).
 */
import { Input } from 'antd';
import { DEBUG_MAIL_HOST, mailAccountResource } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import { resourceFormFields } from '../../../../crud/fromResource';
import type { FormField, FormValuesOf } from '../../../../crud/listResource';

type Values = FormValuesOf<typeof mailAccountResource.api>;

/** What the form adds to the resource's fields: the password (no field of a row) and the hints. */
const own: Partial<Record<string, Partial<FormField<Values>>>> = {
  password: {
    label: '密码',
    input: <Input.Password placeholder="请输入密码" autoComplete="new-password" />,
    tooltip: '修改时留空，则保留原密码；修改了服务器地址、端口或关闭了 SSL 时须重新输入',
    // Required when adding only: an edited account keeps its stored password.
    required: false,
    rules: [
      ({ getFieldValue }) => ({
        validator: (_: unknown, value?: string) => (getFieldValue('id') || value ? Promise.resolve() : Promise.reject(new Error('密码不能为空'))),
      }),
    ],
  },
  host: { tooltip: `填 ${DEBUG_MAIL_HOST} 即为调试账号：邮件只写入邮件记录，不实际发送` },
};

const fields = resourceFormFields<Values>(mailAccountResource).map((field) => ({ ...field, ...own[field.name] }));

export default function MailAccountPage() {
  return (
    <ResourcePage
      resource={mailAccountResource}
      form={{
        width: 500,
        labelWidth: 140,
        fields,
        // The stored password is never sent to the browser; an empty field leaves it as it is.
        toBody: ({ password, ...rest }) => (password ? { ...rest, password } : rest) as typeof rest & { password: string },
      }}
    />
  );
}
