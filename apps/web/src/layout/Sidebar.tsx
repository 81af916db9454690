/**
 * The sidebar (spec 2): 200 px, dark menu, one submenu open at a time, collapsible from the
 * navbar. Entries come from `sidebarEntries`; titles longer than 5 characters carry a tooltip.
 */
import { useEffect, useMemo, useState } from 'react';
import { Layout, Menu, type MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLayoutStore } from '../stores/layoutStore';
import { useRouteStore } from '../stores/routeStore';
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
      : { key: entry.key, label, icon };
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
  const collapsed = useLayoutStore((state) => !state.sidebarOpened);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const entries = useMemo(() => sidebarEntries(routes), [routes]);
  const items = useMemo(() => toMenuItems(entries), [entries]);
  const selected = selectedKey(entries, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // Opening a page opens the submenus that lead to it.
  useEffect(() => {
    if (selected) setOpenKeys(keyPath(entries, selected).slice(0, -1));
  }, [entries, selected]);

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

  return (
    <Layout.Sider
      className="main-sider"
      width={SIDEBAR_WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      theme="dark"
    >
      <Link to="/index" className="main-logo" aria-label="Tenon 管理后台 首页">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        {!collapsed && <span className="main-logo-title">Tenon 管理后台</span>}
      </Link>
      <nav aria-label="主菜单">
        <Menu
          theme="dark"
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
