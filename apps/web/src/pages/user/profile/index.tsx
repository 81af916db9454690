/**
 * 个人中心 (`/user/profile`): the account on the left; 基本资料 and 修改密码 on the right.
 * `?tab=password` opens the password tab directly (links from elsewhere use it).
 */
import { Button, Card, Col, Result, Row, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import PasswordForm from './PasswordForm';
import ProfileCard from './ProfileCard';
import UserInfoForm from './UserInfoForm';
import { useProfile } from './profileQuery';
import './profile.css';

const TABS = ['userinfo', 'password'] as const;
type TabKey = (typeof TABS)[number];

export default function ProfilePage() {
  const { data: profile, isPending, isError, refetch } = useProfile();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as TabKey | null;
  const tab: TabKey = asked && TABS.includes(asked) ? asked : 'userinfo';

  if (isError) {
    return (
      <Result
        status="warning"
        title="个人信息加载失败"
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            重试
          </Button>
        }
      />
    );
  }

  return (
    <div className="profile-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8} xl={7}>
          {profile ? <ProfileCard profile={profile} /> : <Card title="个人信息"><Skeleton avatar active /></Card>}
        </Col>
        <Col xs={24} lg={16} xl={17}>
          <Card className="profile-tabs-card">
            <Tabs
              activeKey={tab}
              onChange={(key) => setParams({ tab: key }, { replace: true })}
              items={[
                {
                  key: 'userinfo',
                  label: '基本资料',
                  children: isPending || !profile ? <Skeleton active /> : <UserInfoForm profile={profile} />,
                },
                { key: 'password', label: '修改密码', children: <PasswordForm /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
