/** 个人中心: the signed-in user's account, read-only for now. */
import { Avatar, Card, Descriptions, Space, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useSessionStore } from '../../../stores/sessionStore';
import { useCurrentTenantName } from '../../../stores/useCurrentTenantName';

export default function ProfilePage() {
  const user = useSessionStore((state) => state.user);
  const roles = useSessionStore((state) => state.roles);
  const tenantName = useCurrentTenantName();

  return (
    <div style={{ padding: 16 }}>
      <Card title="个人信息">
        <Space align="start" size={24} wrap>
          <Avatar size={72} src={user?.avatar || undefined} icon={<UserOutlined />} alt="头像" />
          <Descriptions column={1} size="small">
            <Descriptions.Item label="用户昵称">{user?.nickname || '—'}</Descriptions.Item>
            <Descriptions.Item label="登录账号">{user?.userName || '—'}</Descriptions.Item>
            <Descriptions.Item label="所属租户">{tenantName || '—'}</Descriptions.Item>
            <Descriptions.Item label="所属角色">
              <Space size={[4, 4]} wrap>
                {roles.map((role) => (
                  <Tag key={role}>{role}</Tag>
                ))}
              </Space>
            </Descriptions.Item>
          </Descriptions>
        </Space>
      </Card>
    </div>
  );
}
