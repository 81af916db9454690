/** 个人信息: the avatar (click to change) and the account as the server holds it. */
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import type { UserProfile } from '@tenon/contracts';
import { parseTime } from '../../../utils/date';
import AvatarUpload from './AvatarUpload';

const names = (items: Array<{ name: string }>) => items.map((item) => item.name).join('、');

export default function ProfileCard({ profile }: { profile: UserProfile }) {
  const dept = [profile.dept?.name, names(profile.posts)].filter(Boolean).join(' / ');
  const items: DescriptionsProps['items'] = [
    { key: 'username', label: '用户名称', children: profile.username },
    { key: 'mobile', label: '手机号码', children: profile.mobile || '未填写' },
    { key: 'email', label: '用户邮箱', children: profile.email || '未填写' },
    { key: 'dept', label: '所属部门', children: dept || '无' },
    { key: 'roles', label: '所属角色', children: names(profile.roles) || '无' },
    { key: 'createTime', label: '创建日期', children: parseTime(profile.createTime) },
  ];
  return (
    <Card title="个人信息" className="profile-card">
      <div className="profile-avatar-row">
        <AvatarUpload avatar={profile.avatar} />
        <div className="profile-nickname">{profile.nickname}</div>
      </div>
      <Descriptions column={1} size="small" items={items} className="profile-facts" />
    </Card>
  );
}
