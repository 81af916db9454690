/**
 * The console's frame (spec 2 "Shell layout"): sidebar, navbar, content. Loaded with the
 * first page behind the login, together with what only signed-in screens use.
 */
import { Layout } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { queryClient } from '../api/queryClient';
import Navbar from './Navbar';
import Sidebar from './Sidebar';
import SettingsDrawer from './SettingsDrawer';
import './layout.css';

// antd's zh_CN locale leaves date names to dayjs.
dayjs.locale('zh-cn');

export default function MainLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Layout className="main-layout">
        <Sidebar />
        <Layout className="main-body">
          <Navbar />
          <Layout.Content className="main-content">
            <Outlet />
          </Layout.Content>
        </Layout>
        <SettingsDrawer />
      </Layout>
    </QueryClientProvider>
  );
}
