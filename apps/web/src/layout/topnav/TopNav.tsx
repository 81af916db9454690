/**
 * The top menu in the navbar (rules in `topMenu.ts`). It also decides what the sidebar shows
 * while it is on: on each navigation, the children of the current page's top item, or nothing
 * (the sidebar hides). The count of items follows the body width as the window is resized.
 */
import { useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { AppRoute } from '../../router/generateRoutes';
import { prefetchPage } from '../../router/pageTable';
import { bodyWidth } from '../../stores/device';
import { useLayoutStore } from '../../stores/layoutStore';
import { useRouteStore } from '../../stores/routeStore';
import { menuIcon } from '../sidebar/menuIcons';
import { splitTopMenu, topMenuAction, topMenuItems, topNavState, sidebarRoutesOf, visibleTopMenuCount, type TopMenuItem } from './topMenu';

const MORE_KEY = 'more';

/** The page an item opens itself (not a directory whose children go to the sidebar). */
const pageOf = (route: AppRoute | undefined) => (route && !route.children && route.view.kind === 'page' ? route.view.component : null);

/** Hovering an item that opens a page starts loading it (prefetchPage). */
const toItem = (item: TopMenuItem) => {
  const page = pageOf(item.route);
  return { key: item.key, label: item.title, icon: menuIcon(item.icon), ...(page ? { onMouseEnter: () => void prefetchPage(page) } : {}) };
};

function useVisibleCount(): number {
  const [count, setCount] = useState(() => visibleTopMenuCount(bodyWidth()));
  useEffect(() => {
    const update = () => setCount(visibleTopMenuCount(bodyWidth()));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return count;
}

export default function TopNav() {
  const routes = useRouteStore((state) => state.routes);
  const setSidebarRoutes = useRouteStore((state) => state.setSidebarRoutes);
  const setSidebarHidden = useLayoutStore((state) => state.setSidebarHidden);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const count = useVisibleCount();
  const items = useMemo(() => topMenuItems(routes), [routes]);
  const { visible, more } = splitTopMenu(items, count);
  const [selected, setSelected] = useState<string>(pathname);

  useEffect(() => {
    const state = topNavState(routes, pathname);
    setSelected(state.activeKey);
    setSidebarRoutes(state.sidebarRoutes);
    setSidebarHidden(state.sidebarRoutes === null);
  }, [routes, pathname, setSidebarHidden, setSidebarRoutes]);

  // Leaving the top menu gives the sidebar back all the menus.
  useEffect(
    () => () => {
      setSidebarRoutes(null);
      setSidebarHidden(false);
    },
    [setSidebarHidden, setSidebarRoutes],
  );

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = items.find((candidate) => candidate.key === key);
    if (!item) return;
    const action = topMenuAction(item);
    if (action.kind === 'open') {
      window.open(action.url, '_blank', 'noopener,noreferrer');
      return;
    }
    setSelected(item.key);
    if (action.kind === 'sidebar') {
      setSidebarRoutes(sidebarRoutesOf(routes, action.key));
      setSidebarHidden(false);
    } else {
      void navigate(action.to, { replace: action.to === pathname });
      setSidebarHidden(true);
    }
  };

  const menuItems: MenuProps['items'] = [
    ...visible.map(toItem),
    ...(more.length > 0 ? [{ key: MORE_KEY, label: '更多菜单', children: more.map(toItem) }] : []),
  ];

  return (
    <nav className="top-nav" aria-label="顶部菜单">
      <Menu mode="horizontal" items={menuItems} selectedKeys={[selected]} onClick={onClick} disabledOverflow />
    </nav>
  );
}
