/**
 * 三方用户 (`/system/social/user`): the provider accounts that came through social login in
 * this tenant, and the user each is bound to. Read-only; 详细 shows what the provider said of
 * the account (its user info). What it shows is the contract's `socialUserResource`.
 */
import { Avatar, Typography } from 'antd';
import { socialUserResource as r, type SocialUser } from '@tenon/contracts';
import ListPage, { type ListPageProps } from '../../../../crud/ListPage';
import { resourceColumns, resourceDetail } from '../../../../crud/fromResource';

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

// The nickname is searched first.
const columns = resourceColumns<SocialUser>(r, {
  avatar: (row) => (row.avatar ? <Avatar src={row.avatar} alt="" /> : null),
  username: boundUser,
}).map((column) => (column.dataIndex === 'nickname' && typeof column.search === 'object' ? { ...column, search: { ...column.search, order: 1 } } : column)) as ListPageProps<typeof r.api>['columns'];

// 详细 draws the avatar larger (or says there is none) and the provider's answer in full.
const detail = {
  ...resourceDetail<SocialUser>(r, '社交用户详情', {
    avatar: (row) => (row.avatar ? <Avatar size={48} src={row.avatar} alt="" /> : '无'),
    username: boundUser,
    rawUserInfo: (row) => (
      <Typography.Paragraph copyable={{ text: row.rawUserInfo }}>
        <pre style={RAW_STYLE}>{prettyJson(row.rawUserInfo)}</pre>
      </Typography.Paragraph>
    ),
  }),
  width: 760,
};

export default function SocialUserPage() {
  return <ListPage api={r.api} permissions={r.permissions} noun={r.noun} columns={columns} detail={detail} />;
}
