/**
 * 订单详情 (`/trade/order/detail?id=`, hidden, opened from 订单列表): the order read afresh
 * (`get-detail`): its information, its status with what it means and the buttons it allows
 * (`OrderActions`), its items, the price breakdown in yuan, the delivery, and the timeline of
 * what happened to it, newest first.
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Card, Descriptions, Empty, Image, Space, Spin, Table, Tag, Timeline, Typography, type DescriptionsProps } from 'antd';
import { deliveryExpressApi, Dicts, TradeOrderCancelType, TradeOrderStatus, tradeOrderApi, type TradeOrderDetail, type TradeOrderItem } from '@tenon/contracts';
import DictTag from '../../../../dict/DictTag';
import { useEntityQuery } from '../../../../crud/usePagedList';
import { useIsMobile } from '../../../../stores/layoutStore';
import { parseTime } from '../../../../utils/date';
import OrderActions from './OrderActions';
import { yuanText } from './orderText';
import './order.css';

/** What each status asks of the merchant. */
const STATUS_MEANING: Record<number, string> = {
  [TradeOrderStatus.UNPAID]: '等待买家付款，付款前可调整价格、修改收货地址',
  [TradeOrderStatus.UNDELIVERED]: '买家已付款，请尽快发货',
  [TradeOrderStatus.DELIVERED]: '商家已发货，等待买家确认收货',
  [TradeOrderStatus.COMPLETED]: '买家已确认收货，交易完成',
  [TradeOrderStatus.CANCELED]: '交易已关闭',
};
const CANCEL_REASON: Record<number, string> = {
  [TradeOrderCancelType.PAY_TIMEOUT]: '超时未支付',
  [TradeOrderCancelType.AFTER_SALE_CLOSE]: '退款关闭',
  [TradeOrderCancelType.MEMBER_CANCEL]: '买家取消',
};

function statusMeaning(order: TradeOrderDetail) {
  const meaning = STATUS_MEANING[order.status] ?? '';
  const reason = order.status === TradeOrderStatus.CANCELED && order.cancelType !== null ? CANCEL_REASON[order.cancelType] : undefined;
  return reason ? `${meaning}（${reason}）` : meaning;
}

function ItemGoods({ item }: { item: TradeOrderItem }) {
  return (
    <Space align="start">
      <Image src={item.picUrl} width={48} height={48} alt={item.spuName} preview={{ mask: false }} />
      <div>
        <div>{item.spuName}</div>
        {item.properties.map((property) => (
          <Tag key={property.propertyId}>
            {property.propertyName}：{property.valueName}
          </Tag>
        ))}
      </div>
    </Space>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="trade-order-detail-section">
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

export default function TradeOrderDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const mobile = useIsMobile();
  const detail = useEntityQuery(tradeOrderApi.getDetail, { query: { id } }, valid);
  const order = detail.data;
  const delivered = order?.deliveryTime !== null && order?.deliveryTime !== undefined;
  const express = useEntityQuery(deliveryExpressApi.listAllSimple, undefined, delivered);
  if (!valid || detail.isError) return <Card variant="borderless"><Empty description="订单不存在" /></Card>;
  if (!order) return <Card variant="borderless"><Spin /></Card>;

  const describe = (items: NonNullable<DescriptionsProps['items']>, columns = 3) => (
    <Descriptions size="small" column={mobile ? 1 : columns} items={items} styles={{ label: { fontWeight: 'bold' } }} />
  );
  const money = (cents: number, minus = false) => (minus && cents > 0 ? `-${yuanText(cents)}` : yuanText(cents));
  const expressName = express.data?.find((company) => company.id === order.logisticsId)?.name ?? (order.logisticsId ?? '');
  return (
    <Card variant="borderless">
      <Section title="订单信息">
        {describe([
          { key: 'no', label: '订单号', children: order.no },
          { key: 'user', label: '买家', children: order.user?.nickname ?? order.userId },
          { key: 'type', label: '订单类型', children: <DictTag type={Dicts.tradeOrderType} value={order.type} /> },
          { key: 'source', label: '订单来源', children: <DictTag type={Dicts.terminal} value={order.terminal} /> },
          { key: 'deliveryType', label: '配送方式', children: <DictTag type={Dicts.tradeDeliveryType} value={order.deliveryType} /> },
          { key: 'createTime', label: '下单时间', children: parseTime(order.createTime) },
          { key: 'userRemark', label: '买家留言', children: order.userRemark },
          { key: 'remark', label: '商家备注', children: order.remark },
          { key: 'payOrderId', label: '支付单号', children: order.payOrderId ?? '' },
          { key: 'payChannelCode', label: '付款方式', children: order.payChannelCode ? <DictTag type={Dicts.payChannelCode} value={order.payChannelCode} /> : '未支付' },
          { key: 'payTime', label: '支付时间', children: parseTime(order.payTime) },
          { key: 'receiver', label: '收货人', children: `${order.receiverName} ${order.receiverMobile}` },
          { key: 'address', label: '收货地址', span: mobile ? 1 : 3, children: `${order.receiverAreaName} ${order.receiverDetailAddress}` },
        ])}
      </Section>
      <Section title="订单状态">
        {describe(
          [
            { key: 'status', label: '订单状态', children: <DictTag type={Dicts.tradeOrderStatus} value={order.status} /> },
            { key: 'meaning', label: '说明', children: statusMeaning(order) },
          ],
          1,
        )}
        <OrderActions order={order} />
      </Section>
      <Section title="商品信息">
        <Table<TradeOrderItem>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={order.items}
          scroll={{ x: 640 }}
          columns={[
            { title: '商品', key: 'spuName', render: (_, item) => <ItemGoods item={item} /> },
            { title: '单价(元)', key: 'price', width: 110, align: 'center', render: (_, item) => yuanText(item.price) },
            { title: '数量', dataIndex: 'count', width: 80, align: 'center' },
            { title: '小计(元)', key: 'originalPrice', width: 110, align: 'center', render: (_, item) => yuanText(item.originalPrice) },
            { title: '售后状态', key: 'afterSaleStatus', width: 110, align: 'center', render: (_, item) => <DictTag type={Dicts.tradeOrderItemAfterSaleStatus} value={item.afterSaleStatus} /> },
          ]}
        />
      </Section>
      <Section title="费用信息">
        {describe([
          { key: 'totalPrice', label: '商品总额', children: money(order.totalPrice) },
          { key: 'deliveryPrice', label: '运费金额', children: money(order.deliveryPrice) },
          { key: 'couponPrice', label: '优惠劵优惠', children: money(order.couponPrice, true) },
          { key: 'discountPrice', label: '活动优惠', children: money(order.discountPrice, true) },
          ...(order.pointPrice > 0 ? [{ key: 'pointPrice', label: '积分抵扣', children: money(order.pointPrice, true) }] : []),
          { key: 'adjustPrice', label: '订单调价', children: money(order.adjustPrice) },
          { key: 'payPrice', label: order.payStatus ? '实付金额' : '应付金额', children: <Typography.Text strong type="danger">{money(order.payPrice)}</Typography.Text> },
        ])}
      </Section>
      <Section title="物流信息">
        {delivered
          ? describe([
              { key: 'logistics', label: '快递公司', children: expressName },
              { key: 'logisticsNo', label: '快递单号', children: order.logisticsNo },
              { key: 'deliveryTime', label: '发货时间', children: parseTime(order.deliveryTime) },
            ])
          : <Typography.Text type="secondary">未发货</Typography.Text>}
      </Section>
      <Section title="订单操作日志">
        <Timeline
          items={order.logs.map((log, index) => ({
            key: index,
            children: (
              <>
                <div>{log.content}</div>
                <Typography.Text type="secondary">{parseTime(log.createTime)}</Typography.Text>
              </>
            ),
          }))}
        />
      </Section>
    </Card>
  );
}
