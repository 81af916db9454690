/** The four counts at the top of the home page, as the server reported them. */
import { Card, Col, Row, Statistic } from 'antd';
import { BellOutlined, LoginOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardStats } from '@tenon/contracts';
import { MY_NOTIFY_MESSAGE_PATH } from '../../layout/notify/notifyConstants';

interface StatCard {
  key: string;
  title: string;
  value: (stats: DashboardStats) => number;
  icon: ReactNode;
  tone: string;
  footer?: (stats: DashboardStats) => ReactNode;
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
    footer: (s) => <Link to={MY_NOTIFY_MESSAGE_PATH}>我的未读 {s.myUnreadMessageCount} 条</Link>,
  },
  { key: 'logins', title: '今日登录', value: (s) => s.todayLoginCount, icon: <LoginOutlined />, tone: 'green' },
];

export default function StatCards({ stats, loading }: { stats: DashboardStats | undefined; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <Card className="home-stat" aria-label={card.title}>
            <div className={`home-stat-icon home-stat-${card.tone}`} aria-hidden>
              {card.icon}
            </div>
            <div className="home-stat-body">
              <Statistic title={card.title} value={stats ? card.value(stats) : 0} loading={loading} />
              {/* Present on every card, so the four stay the same height. */}
              <div className="home-stat-footer">{stats && card.footer?.(stats)}</div>
            </div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
