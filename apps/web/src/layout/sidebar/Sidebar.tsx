/**
 * The sidebar (docs/console.md, "Sidebar"): 200 px, dark or light (`sideTheme`), the logo when `sidebarLogo` is on,
 * one submenu open at a time, collapsible from the navbar. Entries come from `sidebarEntries`
 * (with the top menu on: the current top item's children); the route's `activeMenu` picks the
 * highlighted entry. Titles longer than 5 characters carry a tooltip; links open a new window.
 * Hovering an item starts loading its page (prefetchPage), so the click finds it loaded.
 * On a phone it is an overlay that slides in over the page.
 */
import { useEffect, useMemo, useState } from 'react';
import { Layout, Menu, type MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { useIsMobile, useLayoutStore } from '../../stores/layoutStore';
import { prefetchPage } from '../../router/pageTable';
import { useRouteStore } from '../../stores/routeStore';
import { useSettingsStore } from '../../stores/settingsStore';
import { useLeafHandle } from '../useLeafHandle';
import { menuIcon } from './menuIcons';
import { keyPath, selectedKey, sidebarEntries, type SidebarEntry } from './sidebarEntries';

export const SIDEBAR_WIDTH = 200;
const COLLAPSED_WIDTH = 64;
const TOOLTIP_AFTER_CHARS = 5;

type MenuItem = Required<MenuProps>['items'][number];

function toMenuItems(entries: SidebarEntry[]): MenuItem[] {
  return entries.map((entry) => {
    const label = <span title={entry.title.length > TOOLTIP_AFTER_CHARS ? entry.title : undefined}>{entry.title}</span>;
    const icon = menuIcon(entry.icon);
    return entry.children
      ? { key: entry.key, label, icon, children: toMenuItems(entry.children) }
      : { key: entry.key, label, icon, ...(entry.page ? { onMouseEnter: () => void prefetchPage(entry.page) } : {}) };
  });
}

function findEntry(entries: SidebarEntry[], key: string): SidebarEntry | undefined {
  for (const entry of entries) {
    if (entry.key === key) return entry;
    const found = entry.children && findEntry(entry.children, key);
    if (found) return found;
  }
  return undefined;
}

export default function Sidebar() {
  const routes = useRouteStore((state) => state.routes);
  const topRoutes = useRouteStore((state) => state.sidebarRoutes);
  const topNav = useSettingsStore((state) => state.topNav);
  const dark = useSettingsStore((state) => state.sideTheme === 'theme-dark');
  const showLogo = useSettingsStore((state) => state.sidebarLogo);
  const mobile = useIsMobile();
  const collapsed = useLayoutStore((state) => !state.sidebarOpened) && !mobile;
  const { pathname } = useLocation();
  const activeMenu = useLeafHandle()?.activeMenu;
  const navigate = useNavigate();

  const entries = useMemo(
    () => (topNav && topRoutes ? sidebarEntries(topRoutes, false) : sidebarEntries(routes)),
    [routes, topNav, topRoutes],
  );
  const items = useMemo(() => toMenuItems(entries), [entries]);
  const selected = selectedKey(entries, activeMenu ?? pathname);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // Opening a page opens the submenus that lead to it.
  useEffect(() => {
    if (selected) setOpenKeys(keyPath(entries, selected).slice(0, -1));
  }, [entries, selected]);

  // One submenu open at a time: opening one closes those not on its way.
  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    setOpenKeys(opened ? keyPath(entries, opened) : keys);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = findEntry(entries, key);
    if (entry?.link) window.open(entry.link, '_blank', 'noopener,noreferrer');
    // The current page again is no new history entry.
    else void navigate(key, { replace: key === pathname });
  };

  const theme = dark ? 'dark' : 'light';
  return (
    <Layout.Sider
      className={`main-sider main-sider-${theme}`}
      width={SIDEBAR_WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      theme={theme}
    >
      {showLogo && (
        <Link to="/index" className="main-logo" aria-label="Tenon 管理后台 首页">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {!collapsed && <span className="main-logo-title">Tenon 管理后台</span>}
        </Link>
      )}
      <nav aria-label="主菜单" className="main-sider-menu">
        <Menu
          theme={theme}
          mode="inline"
          items={items}
          selectedKeys={selected ? [selected] : []}
          {...(collapsed ? {} : { openKeys })}
          onOpenChange={onOpenChange}
          onClick={onClick}
        />
      </nav>
    </Layout.Sider>
  );
}
