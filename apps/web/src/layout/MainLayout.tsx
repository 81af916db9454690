/**
 * The console's frame (docs/console.md, "The frame"): sidebar (unless the top menu hides it), navbar,
 * tabs when the tagsView setting is on, the content area with its kept-alive pages, and the
 * settings drawer. On a phone the open sidebar floats over the page above a backdrop that
 * closes it. Loaded with the first page behind the login, with what only signed-in screens use.
 */
import { lazy, Suspense, useRef } from 'react';
import { Layout } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { queryClient } from '../api/queryClient';
import { useIsMobile, useLayoutStore } from '../stores/layoutStore';
import { useSettingsStore } from '../stores/settingsStore';
import KeepAliveOutlet from './main/KeepAliveOutlet';
import Navbar from './Navbar';
import Sidebar from './sidebar/Sidebar';
import TagsView from './tags/TagsView';
import { useDeviceWatch } from './useDeviceWatch';
import { useDocumentTitle } from './useDocumentTitle';
import { usePagePrefetch } from './usePagePrefetch';
import './layout.css';

// antd's zh_CN locale leaves date names to dayjs.
dayjs.locale('zh-cn');

// The drawer (and its colour picker) loads the first time it opens.
const SettingsDrawer = lazy(() => import('./settings/SettingsDrawer'));

export default function MainLayout() {
  useDeviceWatch();
  useDocumentTitle();
  usePagePrefetch();
  const mobile = useIsMobile();
  const opened = useLayoutStore((state) => state.sidebarOpened);
  const hidden = useLayoutStore((state) => state.sidebarHidden);
  const withoutAnimation = useLayoutStore((state) => state.withoutAnimation);
  const closeSidebar = useLayoutStore((state) => state.closeSidebar);
  const tagsView = useSettingsStore((state) => state.tagsView);
  const fixedHeader = useSettingsStore((state) => state.fixedHeader);
  const settingsWanted = useLayoutStore((state) => state.settingsOpen);
  const settingsLoaded = useRef(false);
  settingsLoaded.current ||= settingsWanted;

  const classes = [
    'main-layout',
    mobile ? 'is-mobile' : 'is-desktop',
    opened ? 'sidebar-opened' : 'sidebar-closed',
    withoutAnimation ? 'without-animation' : '',
    fixedHeader ? 'fixed-header' : '',
    tagsView ? 'has-tags-view' : '',
  ].filter(Boolean);

  return (
    <QueryClientProvider client={queryClient}>
      <Layout className={classes.join(' ')} hasSider={!hidden}>
        {mobile && opened && !hidden && <div className="main-drawer-backdrop" aria-hidden onClick={() => closeSidebar(false)} />}
        {!hidden && <Sidebar />}
        <Layout className="main-body">
          <div className="main-header">
            <Navbar />
            {tagsView && <TagsView />}
          </div>
          <Layout.Content className="main-content">
            <KeepAliveOutlet />
          </Layout.Content>
        </Layout>
        {settingsLoaded.current && (
          <Suspense fallback={null}>
            <SettingsDrawer />
          </Suspense>
        )}
      </Layout>
    </QueryClientProvider>
  );
}
