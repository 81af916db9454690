/** 首页: who is signed in, in which tenant, with which roles (by name); then the console's figures. */
import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useSessionStore } from '../../stores/sessionStore';
import { useCurrentTenantName } from '../../stores/useCurrentTenantName';
import DashboardPanel from './DashboardPanel';
import { useDashboardStats } from './useDashboardStats';
import './home.css';

function greeting(hour: number): string {
  if (hour < 6) return '夜深了';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

export default function HomePage() {
  const user = useSessionStore((state) => state.user);
  // Role names come with the figures: the session knows only the codes.
  const roleNames = useDashboardStats().data?.roleNames ?? [];
  const tenantName = useCurrentTenantName();

  return (
    <div className="home-page">
      <Card>
        <Typography.Title level={3} className="home-welcome">
          {greeting(new Date().getHours())}，{user?.nickname || user?.userName}，欢迎使用 Tenon 管理后台
        </Typography.Title>
        <Typography.Paragraph type="secondary">从左侧菜单进入您有权使用的功能。</Typography.Paragraph>
        <Descriptions
          column={1}
          size="small"
          className="home-facts"
          items={[
            { key: 'tenant', label: '所属租户', children: tenantName || '—' },
            { key: 'username', label: '登录账号', children: user?.userName || '—' },
            {
              key: 'roles',
              label: '角色',
              children: (
                <Space size={[4, 4]} wrap>
                  {roleNames.map((role) => (
                    <Tag key={role} color="processing">
                      {role}
                    </Tag>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <DashboardPanel />
    </div>
  );
}
