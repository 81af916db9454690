/**
 * 个人中心 (`/user/profile`): the account on the left; 基本资料, 修改密码 and 社交信息 on the
 * right. `?tab=password` opens the password tab directly (links from elsewhere use it); a
 * provider's answer in the address (back from 绑定) opens 社交信息 and binds.
 */
import { Button, Card, Col, Result, Row, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import PasswordForm from './PasswordForm';
import ProfileCard from './ProfileCard';
import SocialBindings from './SocialBindings';
import UserInfoForm from './UserInfoForm';
import { useBindOnReturn } from './useBindOnReturn';
import { useProfile } from './profileQuery';
import './profile.css';

const TABS = ['userinfo', 'password', 'social'] as const;
type TabKey = (typeof TABS)[number];

export default function ProfilePage() {
  const { data: profile, isPending, isError, refetch } = useProfile();
  const [params, setParams] = useSearchParams();
  const binding = useBindOnReturn('social');
  const asked = params.get('tab') as TabKey | null;
  const tab: TabKey = binding ? 'social' : asked && TABS.includes(asked) ? asked : 'userinfo';

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
                { key: 'social', label: '社交信息', children: <SocialBindings /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
