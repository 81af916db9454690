/**
 * 回调通知 (`/pay/notify`): the results posted to the merchants' notify URLs, filtered by app (a
 * select of the apps), type, related id, status, merchant order and time; 通知次数 as the attempts
 * so far out of the most; 查看详情 opens the notification with its log (`NotifyDetailDialog.tsx`).
 */
import { useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { payAppApi, payNotifyResource, Permissions } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { useEntityQuery } from '../../../crud/usePagedList';
import NotifyDetailDialog from './NotifyDetailDialog';

export default function PayNotifyPage() {
  const [viewing, setViewing] = useState<number | null>(null);
  const apps = useEntityQuery(payAppApi.list).data ?? [];
  return (
    <ResourcePage
      resource={payNotifyResource}
      options={{ appId: apps.map((app) => ({ label: app.name, value: app.id })) }}
      render={{ notifyTimes: (row) => `${row.notifyTimes} / ${row.maxNotifyTimes}` }}
      rowActions={[{ label: '查看详情', icon: <SearchOutlined aria-hidden />, permission: Permissions.pay.notify.query, onClick: (row) => setViewing(row.id) }]}
    >
      <NotifyDetailDialog id={viewing} onClose={() => setViewing(null)} />
    </ResourcePage>
  );
}
