/**
 * The user menu in the navbar (docs/console.md, "Navbar"): 个人中心, 布局设置, 退出登录. Logging out asks first
 * ('确定注销并退出系统吗？' titled '提示'); cancelling changes nothing.
 */
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { CaretDownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { confirm } from '../api/feedback';
import { logout } from '../session/logout';
import { useLayoutStore } from '../stores/layoutStore';
import { useSessionStore } from '../stores/sessionStore';

export const LOGOUT_CONFIRM = { title: '提示', content: '确定注销并退出系统吗？' } as const;

const items: MenuProps['items'] = [
  { key: 'profile', icon: <UserOutlined />, label: '个人中心' },
  { key: 'settings', icon: <SettingOutlined />, label: '布局设置' },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
];

export default function AvatarDropdown() {
  const user = useSessionStore((state) => state.user);
  const setSettingsOpen = useLayoutStore((state) => state.setSettingsOpen);
  const navigate = useNavigate();

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'profile') void navigate('/user/profile');
    else if (key === 'settings') setSettingsOpen(true);
    else if (key === 'logout' && (await confirm(LOGOUT_CONFIRM))) await logout();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className="main-avatar" aria-label={`用户菜单：${user?.nickname ?? ''}`}>
        <Avatar size={30} src={user?.avatar || undefined} icon={<UserOutlined />} alt="" />
        <span className="main-nickname">{user?.nickname}</span>
        <CaretDownOutlined className="main-avatar-caret" />
      </button>
    </Dropdown>
  );
}
