/**
 * The counts at the top of the home page, as the server reported them; a count the caller may
 * not see (null) has no card. The unread figure is the bell's, which 我的站内信 keeps current.
 */
import { Card, Col, Row, Statistic } from 'antd';
import { BellOutlined, LoginOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardStats } from '@tenon/contracts';
import { MY_NOTIFY_MESSAGE_PATH } from '../../layout/notify/notifyConstants';
import { useUnreadCountStore } from '../../layout/notify/unreadCountStore';

interface StatCard {
  key: string;
  title: string;
  value: (stats: DashboardStats) => number | null;
  icon: ReactNode;
  tone: string;
  footer?: ReactNode;
}

const cards: StatCard[] = [
  { key: 'users', title: '用户数', value: (s) => s.userCount, icon: <UserOutlined />, tone: 'blue' },
  { key: 'tenants', title: '租户数', value: (s) => s.tenantCount, icon: <TeamOutlined />, tone: 'purple' },
  {
    key: 'messages',
    title: '站内信',
    value: (s) => s.messageCount,
    icon: <BellOutlined />,
    tone: 'orange',
    footer: <MyUnread />,
  },
  { key: 'logins', title: '今日登录', value: (s) => s.todayLoginCount, icon: <LoginOutlined />, tone: 'green' },
];

function MyUnread() {
  const count = useUnreadCountStore((state) => state.count);
  return <Link to={MY_NOTIFY_MESSAGE_PATH}>我的未读 {count} 条</Link>;
}

export default function StatCards({ stats, loading }: { stats: DashboardStats | undefined; loading: boolean }) {
  const shown = stats ? cards.filter((card) => card.value(stats) !== null) : cards;
  return (
    <Row gutter={[16, 16]}>
      {shown.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <Card className="home-stat" aria-label={card.title}>
            <div className={`home-stat-icon home-stat-${card.tone}`} aria-hidden>
              {card.icon}
            </div>
            <div className="home-stat-body">
              <Statistic title={card.title} value={stats ? (card.value(stats) ?? 0) : 0} loading={loading} />
              {/* Present on every card, so the four stay the same height. */}
              <div className="home-stat-footer">{stats && card.footer}</div>
            </div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
