/**
 * 三方用户 (`/system/social/user`): the provider accounts that came through social login in
 * this tenant, and the user each is bound to. Read-only; 详细 shows what the provider said of
 * the account (its user info).
 */
import { Avatar, Typography } from 'antd';
import { Permissions, socialUserApi, Dicts } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';
import DictTag from '../../../../dict/DictTag';
import { parseTime } from '../../../../utils/date';

/** The provider's answer as indented JSON; text that is not JSON as it came. */
function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const RAW_STYLE = { maxHeight: 360, margin: 0, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

const boundUser = (row: { userId: number | null; username: string }) => (row.userId === null ? '未绑定' : row.username || `#${row.userId}`);

export default function SocialUserPage() {
  return (
    <ListPage
      api={socialUserApi}
      permissions={Permissions.system.socialUser}
      noun="社交用户"
      columns={[
        { title: '社交平台', dataIndex: 'type', width: 130, dict: Dicts.systemSocialType, search: { placeholder: '请选择社交平台' } },
        { title: '社交 openid', dataIndex: 'openid', search: { placeholder: '请输入社交 openid' } },
        { title: '用户昵称', dataIndex: 'nickname', width: 160, search: { placeholder: '请输入用户昵称', order: 1 } },
        { title: '用户头像', dataIndex: 'avatar', width: 90, render: (row) => (row.avatar ? <Avatar src={row.avatar} alt="" /> : null) },
        { title: '绑定用户', dataIndex: 'username', width: 120, render: boundUser },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', width: 170, search: true },
        { title: '更新时间', dataIndex: 'updateTime', valueType: 'dateTime', width: 170 },
      ]}
      detail={{
        title: '社交用户详情',
        width: 760,
        items: (row) => [
          { key: 'type', label: '社交平台', children: <DictTag type={Dicts.systemSocialType} value={row.type} /> },
          { key: 'openid', label: '社交 openid', children: row.openid },
          { key: 'nickname', label: '用户昵称', children: row.nickname },
          { key: 'avatar', label: '用户头像', children: row.avatar ? <Avatar size={48} src={row.avatar} alt="" /> : '无' },
          { key: 'user', label: '绑定用户', children: boundUser(row) },
          {
            key: 'rawUserInfo',
            label: '原始用户信息',
            children: (
              <Typography.Paragraph copyable={{ text: row.rawUserInfo }}>
                <pre style={RAW_STYLE}>{prettyJson(row.rawUserInfo)}</pre>
              </Typography.Paragraph>
            ),
          },
          { key: 'createTime', label: '创建时间', children: parseTime(row.createTime) },
          { key: 'updateTime', label: '更新时间', children: parseTime(row.updateTime) },
        ],
      }}
    />
  );
}
