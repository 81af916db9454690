/**
 * 邮箱账号 (`/system/mail/mail-account`): the SMTP accounts mail leaves through. The password is
 * write-only: the server never answers it, so 修改 shows the field empty and leaving it empty
 * keeps the stored one. The host DEBUG_MAIL_HOST makes a debug account (records, sends nowhere).
 */
import { Input } from 'antd';
import { DEBUG_MAIL_HOST, mailAccountApi, Permissions, Dicts } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';

export default function MailAccountPage() {
  return (
    <ListPage
      api={mailAccountApi}
      permissions={Permissions.system.mailAccount}
      noun="邮箱账号"
      columns={[
        { title: '编号', dataIndex: 'id', width: 80 },
        { title: '邮箱', dataIndex: 'mail', search: { placeholder: '请输入邮箱' } },
        { title: '用户名', dataIndex: 'username', search: { placeholder: '请输入用户名' } },
        { title: 'SMTP 服务器域名', dataIndex: 'host' },
        { title: 'SMTP 服务器端口', dataIndex: 'port', width: 140 },
        { title: '是否开启 SSL', dataIndex: 'sslEnable', width: 120, dict: Dicts.infraBooleanString },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime' },
      ]}
      form={{
        width: 500,
        labelWidth: 140,
        defaults: { sslEnable: false, port: 465 },
        fields: [
          { label: '邮箱', name: 'mail' },
          { label: '用户名', name: 'username', placeholder: '请输入用户名，一般为邮箱' },
          {
            label: '密码',
            name: 'password',
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
          { label: 'SMTP 服务器域名', name: 'host', tooltip: `填 ${DEBUG_MAIL_HOST} 即为调试账号：邮件只写入邮件记录，不实际发送` },
          { label: 'SMTP 服务器端口', name: 'port', kind: 'number' },
          { label: '是否开启 SSL', name: 'sslEnable', kind: 'radio', dict: Dicts.infraBooleanString },
        ],
        // The stored password is never sent to the browser; an empty field leaves it as it is.
        toBody: ({ password, ...rest }) => (password ? { ...rest, password } : rest) as typeof rest & { password: string },
      }}
    />
  );
}
