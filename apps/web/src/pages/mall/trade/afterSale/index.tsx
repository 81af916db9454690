/**
 * 售后退款 (`/trade/after-sale`): the members' after-sale requests, searched as the reference's
 * screen does; 处理退款 opens one with its order, item, member and log, and offers the step its
 * status allows (同意 / 拒绝 while 申请中, 确认收货 / 拒绝收货 once the goods are on their way back,
 * 确认退款 when it waits for the refund). The server enforces every rule; this only hides.
 */
import { useState } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import { afterSaleResource, Permissions } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import AfterSaleDialog from './AfterSaleDialog';

export default function TradeAfterSalePage() {
  const [handling, setHandling] = useState<number | null>(null);
  return (
    <ResourcePage
      resource={afterSaleResource}
      render={{
        spuName: (row) => (
          <span>
            {row.spuName}
            {row.properties.length > 0 && <span style={{ color: 'var(--ant-color-text-secondary)' }}> {row.properties.map((p) => p.valueName).join(' ')}</span>}
          </span>
        ),
        user: (row) => row.user?.nickname ?? '',
      }}
      rowActions={[{ label: '处理退款', icon: <AuditOutlined aria-hidden />, permission: Permissions.trade.afterSale.query, onClick: (row) => setHandling(row.id) }]}
    >
      <AfterSaleDialog id={handling} onClose={() => setHandling(null)} />
    </ResourcePage>
  );
}
