/**
 * 退款订单 (`/pay/refund`): every refund of the tenant's apps, filtered by app (a select of the
 * apps), channel, the four refund and order numbers, status and time, exported; read-only (a
 * merchant asks for its refunds). 查看详情 opens the refund (`RefundDetailDialog.tsx`).
 */
import { useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { payAppApi, payRefundResource, Permissions } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { useEntityQuery } from '../../../crud/usePagedList';
import RefundDetailDialog from './RefundDetailDialog';

export default function PayRefundPage() {
  const [viewing, setViewing] = useState<number | null>(null);
  const apps = useEntityQuery(payAppApi.list).data ?? [];
  return (
    <ResourcePage
      resource={payRefundResource}
      options={{ appId: apps.map((app) => ({ label: app.name, value: app.id })) }}
      rowActions={[{ label: '查看详情', icon: <SearchOutlined aria-hidden />, permission: Permissions.pay.refund.query, onClick: (row) => setViewing(row.id) }]}
    >
      <RefundDetailDialog id={viewing} onClose={() => setViewing(null)} />
    </ResourcePage>
  );
}
