/**
 * 支付订单 (`/pay/order`): every pay order of the tenant's apps, filtered by app (a select of the
 * apps), channel, the three order numbers, status and time, exported; 查看详情 opens the order
 * with the channel's raw notification (`OrderDetailDialog.tsx`).
 */
import { useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { payAppApi, payOrderResource, Permissions } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { useEntityQuery } from '../../../crud/usePagedList';
import OrderDetailDialog from './OrderDetailDialog';

export default function PayOrderPage() {
  const [viewing, setViewing] = useState<number | null>(null);
  const apps = useEntityQuery(payAppApi.list).data ?? [];
  return (
    <ResourcePage
      resource={payOrderResource}
      options={{ appId: apps.map((app) => ({ label: app.name, value: app.id })) }}
      rowActions={[{ label: '查看详情', icon: <SearchOutlined aria-hidden />, permission: Permissions.pay.order.query, onClick: (row) => setViewing(row.id) }]}
    >
      <OrderDetailDialog id={viewing} onClose={() => setViewing(null)} />
    </ResourcePage>
  );
}
