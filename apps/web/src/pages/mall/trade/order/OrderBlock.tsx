/**
 * One order in 订单列表, as the reference's block: a header line (订单号, 下单时间, 订单来源, 支付方式,
 * 支付时间, 订单类型), then its items beside 实付金额, 买家/收货人, 配送方式, 订单状态 and 操作. The
 * parts stand side by side on a wide screen and one under another on a phone.
 */
import type { ReactNode } from 'react';
import { Col, Image, Row, Tag, Typography } from 'antd';
import { Dicts, type ResponseOf, tradeOrderApi } from '@tenon/contracts';
import DictTag from '../../../../dict/DictTag';
import { parseTime } from '../../../../utils/date';
import OrderActions from './OrderActions';
import { yuanText } from './orderText';

export type OrderRow = ResponseOf<typeof tradeOrderApi.page>['list'][number];

function HeaderItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="trade-order-header-item">
      <span className="trade-order-header-label">{label}：</span>
      <span>{children}</span>
    </span>
  );
}

function Cell({ label, children, span }: { label: string; children: ReactNode; span: number }) {
  return (
    <Col xs={12} md={span} className="trade-order-cell" role="group" aria-label={label}>
      <div className="trade-order-cell-label">{label}</div>
      <div>{children}</div>
    </Col>
  );
}

export default function OrderBlock({ order }: { order: OrderRow }) {
  return (
    <section className="trade-order-block" aria-label={`订单 ${order.no}`}>
      <div className="trade-order-header">
        <HeaderItem label="订单号">{order.no}</HeaderItem>
        <HeaderItem label="下单时间">{parseTime(order.createTime)}</HeaderItem>
        <HeaderItem label="订单来源">
          <DictTag type={Dicts.terminal} value={order.terminal} />
        </HeaderItem>
        <HeaderItem label="支付方式">{order.payChannelCode ? <DictTag type={Dicts.payChannelCode} value={order.payChannelCode} /> : '未支付'}</HeaderItem>
        {order.payTime !== null && <HeaderItem label="支付时间">{parseTime(order.payTime)}</HeaderItem>}
        <HeaderItem label="订单类型">
          <DictTag type={Dicts.tradeOrderType} value={order.type} />
        </HeaderItem>
      </div>
      <Row className="trade-order-body" gutter={[12, 12]}>
        <Col xs={24} md={9}>
          {order.items.map((item) => (
            <div key={item.id} className="trade-order-item">
              <Image src={item.picUrl} width={60} height={60} alt={item.spuName} preview={{ mask: false }} />
              <div className="trade-order-item-text">
                <Typography.Paragraph ellipsis={{ rows: 2, tooltip: item.spuName }} style={{ margin: 0 }}>
                  {item.spuName}
                </Typography.Paragraph>
                <div>
                  {item.properties.map((property) => (
                    <Tag key={property.propertyId}>
                      {property.propertyName}：{property.valueName}
                    </Tag>
                  ))}
                </div>
                <div className="trade-order-item-price">
                  {yuanText(item.price)} × {item.count}
                </div>
              </div>
            </div>
          ))}
        </Col>
        <Cell label="实付金额" span={3}>
          {yuanText(order.payPrice)}
        </Cell>
        <Cell label="买家/收货人" span={5}>
          <div>{order.user?.nickname ?? order.userId}</div>
          <div>
            {order.receiverName} {order.receiverMobile}
          </div>
        </Cell>
        <Cell label="配送方式" span={2}>
          <DictTag type={Dicts.tradeDeliveryType} value={order.deliveryType} />
        </Cell>
        <Cell label="订单状态" span={2}>
          <DictTag type={Dicts.tradeOrderStatus} value={order.status} />
        </Cell>
        <Col xs={24} md={3} className="trade-order-cell" role="group" aria-label="操作">
          <OrderActions order={order} inList />
        </Col>
      </Row>
    </section>
  );
}
