/** The bar above the content: sidebar toggle, breadcrumb, user menu. */
import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useLayoutStore } from '../stores/layoutStore';
import AvatarDropdown from './AvatarDropdown';
import Breadcrumbs from './Breadcrumbs';

export default function Navbar() {
  const opened = useLayoutStore((state) => state.sidebarOpened);
  const toggleSidebar = useLayoutStore((state) => state.toggleSidebar);
  return (
    <Layout.Header className="main-navbar">
      <Button
        type="text"
        className="main-hamburger"
        aria-label={opened ? '收起侧边栏' : '展开侧边栏'}
        aria-expanded={opened}
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSidebar}
      />
      <Breadcrumbs />
      <div className="main-navbar-right">
        <AvatarDropdown />
      </div>
    </Layout.Header>
  );
}
