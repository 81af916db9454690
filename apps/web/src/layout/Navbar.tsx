/**
 * The bar above the content (docs/console.md, "Navbar"): sidebar toggle, breadcrumb or top menu (by the
 * topNav setting), then page search, notification bell, source and documentation links, full
 * screen, size and the user menu. A phone keeps only the toggle, breadcrumb and user menu.
 */
import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useIsMobile, useLayoutStore } from '../stores/layoutStore';
import { useSettingsStore } from '../stores/settingsStore';
import AvatarDropdown from './AvatarDropdown';
import Breadcrumbs from './breadcrumb/Breadcrumbs';
import HeaderSearch from './navbar/HeaderSearch';
import ScreenfullButton from './navbar/ScreenfullButton';
import SiteLinks from './navbar/SiteLinks';
import SizeSelect from './navbar/SizeSelect';
import NotifyBell from './notify/NotifyBell';
import TopNav from './topnav/TopNav';

export default function Navbar() {
  const opened = useLayoutStore((state) => state.sidebarOpened);
  const hidden = useLayoutStore((state) => state.sidebarHidden);
  const toggleSidebar = useLayoutStore((state) => state.toggleSidebar);
  const topNav = useSettingsStore((state) => state.topNav);
  const mobile = useIsMobile();

  return (
    <Layout.Header className="main-navbar">
      {!hidden && (
        <Button
          type="text"
          className="main-hamburger"
          aria-label={opened ? '收起侧边栏' : '展开侧边栏'}
          aria-expanded={opened}
          icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={toggleSidebar}
        />
      )}
      {topNav ? <TopNav /> : <Breadcrumbs />}
      <div className="main-navbar-right">
        {!mobile && (
          <>
            <HeaderSearch />
            <NotifyBell />
            <SiteLinks />
            <ScreenfullButton />
            <SizeSelect />
          </>
        )}
        <AvatarDropdown />
      </div>
    </Layout.Header>
  );
}
