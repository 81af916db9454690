/**
 * An order's buttons, in 订单列表's 操作 and on 订单详情: 详情 (the list's only), then 发货, 备注,
 * 调整价格 and 修改地址 for holders of `trade:order:update`, each shown only in the statuses the
 * server allows it (`orderRules.ts`), each opening its dialog.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Space } from 'antd';
import { Permissions, type TradeOrder } from '@tenon/contracts';
import { useCan } from '../../../../permission/useCan';
import AddressDialog from './AddressDialog';
import DeliveryDialog from './DeliveryDialog';
import PriceDialog from './PriceDialog';
import RemarkDialog from './RemarkDialog';
import { canAdjustPrice, canDeliver, canUpdateAddress } from './orderRules';

type Dialog = 'delivery' | 'remark' | 'price' | 'address' | null;

export interface OrderActionsProps {
  order: TradeOrder;
  /** The list's block: 详情 first, the buttons one under another as the reference's column. */
  inList?: boolean;
}

export default function OrderActions({ order, inList = false }: OrderActionsProps) {
  const navigate = useNavigate();
  const can = useCan();
  const mayUpdate = can.hasAnyPermission([Permissions.trade.order.update]);
  const [open, setOpen] = useState<Dialog>(null);
  const close = () => setOpen(null);
  const button = (label: string, dialog: Exclude<Dialog, null>) => (
    <Button type={inList ? 'link' : 'primary'} size="small" onClick={() => setOpen(dialog)}>
      {label}
    </Button>
  );
  return (
    <>
      <Space direction={inList ? 'vertical' : 'horizontal'} size={inList ? 0 : 8} wrap={!inList}>
        {inList && can.hasAnyPermission([Permissions.trade.order.query]) && (
          <Button type="link" size="small" onClick={() => navigate(`/trade/order/detail?id=${order.id}`)}>
            详情
          </Button>
        )}
        {mayUpdate && canDeliver(order) && button('发货', 'delivery')}
        {mayUpdate && button('备注', 'remark')}
        {mayUpdate && canAdjustPrice(order) && button('调整价格', 'price')}
        {mayUpdate && canUpdateAddress(order) && button('修改地址', 'address')}
      </Space>
      <DeliveryDialog orderId={open === 'delivery' ? order.id : null} onClose={close} />
      <RemarkDialog order={open === 'remark' ? order : null} onClose={close} />
      <PriceDialog order={open === 'price' ? order : null} onClose={close} />
      <AddressDialog order={open === 'address' ? order : null} onClose={close} />
    </>
  );
}
