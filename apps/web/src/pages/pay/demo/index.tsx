/**
 * 接入示例 (`/pay/demo-order`): how a merchant uses the pay module. 发起订单 creates a demo order
 * (and its pay order) for a chosen product; 前往支付 opens the cashier for an unpaid one, which
 * comes back here when paid (`?payResult=`, on which the list reloads); 发起退款 refunds a paid
 * one whole, after the reference's question.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from 'antd';
import { EditOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { Dicts, payDemoOrderApi, payDemoOrderResource, Permissions } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import ResourcePage from '../../../crud/ResourcePage';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { useInvalidateEntity } from '../../../crud/usePagedList';
import DictTag from '../../../dict/DictTag';
import { Can } from '../../../permission/Can';
import { parseTime } from '../../../utils/date';
import { cashierPath } from '../cashier/cashierPath';
import CreateDemoOrderDialog from './CreateDemoOrderDialog';

export default function PayDemoOrderPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const confirmed = useConfirmedAction();
  const invalidate = useInvalidateEntity();
  const [creating, setCreating] = useState(false);
  // Back from the cashier: the order's state has moved on.
  const payResult = params.get('payResult');
  useEffect(() => {
    if (payResult) void invalidate(payDemoOrderApi.page);
  }, [payResult]);
  return (
    <ResourcePage
      resource={payDemoOrderResource}
      render={{
        payStatus: (row) => <DictTag type={Dicts.infraBooleanString} value={row.payStatus} />,
        refundTime: (row) => (row.refundTime ? parseTime(row.refundTime) : row.payRefundId ? '退款中，等待退款结果' : ''),
      }}
      toolbar={
        <Can permissions={[Permissions.pay.demoOrder.create]}>
          <Button type="primary" ghost icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            发起订单
          </Button>
        </Can>
      }
      rowActions={[
        {
          label: '前往支付',
          icon: <EditOutlined aria-hidden />,
          // The cashier reads the pay order.
          permission: Permissions.pay.order.query,
          shownFor: (row) => !row.payStatus && row.payOrderId !== null,
          onClick: (row) => void navigate(cashierPath(row.payOrderId!, pathname)),
        },
        {
          label: '发起退款',
          icon: <RollbackOutlined aria-hidden />,
          permission: Permissions.pay.demoOrder.refund,
          shownFor: (row) => row.payStatus && row.payRefundId === null,
          onClick: (row) =>
            void confirmed({
              confirm: `是否确认退款编号为"${row.id}"的示例订单?`,
              run: () => callApi(payDemoOrderApi.refund, { query: { id: row.id } }),
              success: '发起退款成功！',
              reloads: payDemoOrderApi.page,
            }),
        },
      ]}
    >
      <CreateDemoOrderDialog open={creating} onClose={() => setCreating(false)} />
    </ResourcePage>
  );
}
