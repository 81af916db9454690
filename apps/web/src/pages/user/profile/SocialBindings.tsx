/**
 * 社交信息: one row per provider the tenant enabled (and any account still bound to one it
 * has since disabled), bound ones with 解绑, the others with 绑定, which leaves for the
 * provider and comes back to this page (`useBindOnReturn`).
 */
import { useState } from 'react';
import { Avatar, Button, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { socialUserApi, type SocialType, type SocialUser } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { goToProvider } from '../../../session/socialSignIn';
import SocialIcon, { socialTypeName } from '../../login/social/SocialIcon';
import { PROFILE_KEY } from './profileQuery';
import { SOCIAL_BINDS_KEY, useSocialBinds, useSocialProviders } from './socialQueries';

interface Row {
  type: number;
  name: string;
  bound?: SocialUser;
}

/** Where a provider sends the browser back after 绑定: this page, which binds what it brings. */
export const bindReturnUri = (type: number) => `${window.location.origin}/user/profile?type=${type}`;

function rowsOf(providers: { type: number; name: string }[], binds: SocialUser[]): Row[] {
  const rows: Row[] = providers.map((p) => ({ type: p.type, name: p.name, bound: binds.find((b) => b.type === p.type) }));
  for (const bound of binds) if (!rows.some((r) => r.type === bound.type)) rows.push({ type: bound.type, name: socialTypeName(bound.type), bound });
  return rows;
}

export default function SocialBindings() {
  const providers = useSocialProviders();
  const binds = useSocialBinds();
  const queryClient = useQueryClient();
  const act = useConfirmedAction();
  const [leavingFor, setLeavingFor] = useState<number | null>(null);

  if (providers.isPending || binds.isPending) return <Skeleton active />;
  if (providers.isError || binds.isError) {
    return (
      <Empty description="社交信息加载失败">
        <Button onClick={() => void Promise.all([providers.refetch(), binds.refetch()])}>重试</Button>
      </Empty>
    );
  }
  const rows = rowsOf(providers.data, binds.data);
  if (rows.length === 0) return <Empty description="管理员尚未配置社交登录" />;

  const bind = async (type: number) => {
    setLeavingFor(type);
    try {
      await goToProvider(type as SocialType, bindReturnUri(type), { signedIn: true });
    } catch {
      // The request client told the user.
    } finally {
      setLeavingFor(null);
    }
  };

  const unbind = (row: Row & { bound: SocialUser }) =>
    act({
      confirm: `确定解绑${row.name}账号「${row.bound.nickname || row.bound.openid}」吗？`,
      run: async () => {
        await callApi(socialUserApi.unbind, { body: { type: row.bound.type as SocialType, openid: row.bound.openid } });
        await Promise.all([queryClient.invalidateQueries({ queryKey: SOCIAL_BINDS_KEY }), queryClient.invalidateQueries({ queryKey: PROFILE_KEY })]);
      },
      success: '解绑成功',
    });

  return (
    <ul className="profile-social-list">
      {rows.map((row) => (
        <li key={row.type} className="profile-social-row" aria-label={row.name}>
          <SocialIcon type={row.type} size={32} />
          <div className="profile-social-main">
            <Space>
              <Typography.Text strong>{row.name}</Typography.Text>
              {row.bound ? <Tag color="success">已绑定</Tag> : <Tag>未绑定</Tag>}
            </Space>
            {row.bound ? (
              <Space className="profile-social-account">
                {row.bound.avatar && <Avatar size="small" src={row.bound.avatar} alt="" />}
                <Typography.Text>{row.bound.nickname || row.bound.openid}</Typography.Text>
                <Typography.Text type="secondary">openid：{row.bound.openid}</Typography.Text>
              </Space>
            ) : (
              <Typography.Text type="secondary">绑定后可使用{row.name}登录</Typography.Text>
            )}
          </div>
          {row.bound ? (
            <Button danger onClick={() => void unbind(row as Row & { bound: SocialUser })}>
              解绑
            </Button>
          ) : (
            <Button type="primary" loading={leavingFor === row.type} onClick={() => void bind(row.type)}>
              绑定
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
