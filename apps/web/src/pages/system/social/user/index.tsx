/**
 * 三方用户 (`/system/social/user`): the provider accounts that came through social login in
 * this tenant, and the user each is bound to. Read-only; 详细 shows what the provider said of
 * the account (its user info). What it shows is the contract's `socialUserResource`; the screen
 * draws the avatar, the bound user and the provider's answer.
 */
import { Avatar, Typography } from 'antd';
import { socialUserResource, type SocialUser } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';

/** The provider's answer as indented JSON; text that is not JSON as it came. */
function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const RAW_STYLE = { maxHeight: 360, margin: 0, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

const render = {
  avatar: (row: SocialUser) => (row.avatar ? <Avatar src={row.avatar} alt="" /> : null),
  username: (row: SocialUser) => (row.userId === null ? '未绑定' : row.username || `#${row.userId}`),
};

// 详细 draws the avatar larger (or says there is none) and the provider's answer in full.
const detailRender = {
  avatar: (row: SocialUser) => (row.avatar ? <Avatar size={48} src={row.avatar} alt="" /> : '无'),
  rawUserInfo: (row: SocialUser) => (
    <Typography.Paragraph copyable={{ text: row.rawUserInfo }}>
      <pre style={RAW_STYLE}>{prettyJson(row.rawUserInfo)}</pre>
    </Typography.Paragraph>
  ),
};

export default function SocialUserPage() {
  return <ResourcePage resource={socialUserResource} render={render} detailTitle="社交用户详情" detailWidth={760} detailRender={detailRender} />;
}
