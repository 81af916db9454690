/**
 * 售后退款 (`/trade/after-sale/*`, the console's): the members' after-sales as the reference's
 * Vue 2 screen lists them, their detail (order, item, member, log), and the shop's steps: agree,
 * disagree, receive the returned goods or refuse them, refund. `update-refunded` is the pay
 * module's merchant notification for the shop app's refunds: public, and trusted only after
 * reading the refund it names. The status rules are the server's; money is integer cents.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { DateTimeRange, Id, IdQuery, Int, MAX_INT16, NullableEpochMs, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { TradeOrderItemProperty, TradeOrderItemResp, TradeOrderResp } from './order.ts';

const NullableId = Type.Union([Type.Integer(), Type.Null()]);

/** What the member sees of an after-sale (the reference's AppAfterSaleRespVO). */
export const AfterSaleMemberFields = {
  id: Type.Integer(),
  no: Type.String(),
  status: Type.Integer(),
  way: Type.Integer(),
  type: Type.Integer(),
  applyReason: Type.String(),
  applyDescription: Type.String(),
  applyPicUrls: Type.Array(Type.String()),
  orderId: Type.Integer(),
  orderNo: Type.String(),
  orderItemId: Type.Integer(),
  spuId: Type.Integer(),
  spuName: Type.String(),
  skuId: Type.Integer(),
  properties: Type.Array(TradeOrderItemProperty),
  picUrl: Type.String(),
  count: Type.Integer(),
  auditReason: Type.String(),
  refundPrice: Type.Integer(),
  refundTime: NullableEpochMs,
  logisticsId: NullableId,
  logisticsNo: Type.String(),
  deliveryTime: NullableEpochMs,
  receiveTime: NullableEpochMs,
  receiveReason: Type.String(),
  createTime: Type.Integer(),
};

/** All of an after-sale (the reference's AfterSaleBaseVO and its id and time). */
export const AfterSaleFields = {
  ...AfterSaleMemberFields,
  userId: Type.Integer(),
  auditTime: NullableEpochMs,
  auditUserId: NullableId,
  payRefundId: NullableId,
};
export const AfterSaleResp = Type.Object(AfterSaleFields);
export type AfterSale = Type.Static<typeof AfterSaleResp>;

export const AfterSalePageItemResp = Type.Object({
  ...AfterSaleFields,
  user: Type.Union([Type.Object({ id: Type.Integer(), nickname: Type.String() }), Type.Null()]),
});

export const AfterSaleLogResp = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  userType: Type.Integer(),
  afterSaleId: Type.Integer(),
  beforeStatus: NullableId,
  afterStatus: Type.Integer(),
  content: Type.String(),
  createTime: Type.Integer(),
});

export const AfterSaleDetailResp = Type.Object({
  ...AfterSaleFields,
  order: Type.Union([TradeOrderResp, Type.Null()]),
  orderItem: Type.Union([TradeOrderItemResp, Type.Null()]),
  user: Type.Union([Type.Object({ id: Type.Integer(), nickname: Type.String(), avatar: Type.String(), mobile: Type.String() }), Type.Null()]),
  /** The after-sale's log, oldest first. */
  logs: Type.Array(AfterSaleLogResp),
});
export type AfterSaleDetail = Type.Static<typeof AfterSaleDetailResp>;

const code = (title: string) => Type.Optional(Int(title, { minimum: 0, maximum: MAX_INT16 }));
const text = (title: string, maxLength: number) => Type.Optional(Type.String({ maxLength, title }));

export const afterSaleApi = apiGroup('售后订单', {
  page: endpoint({
    method: 'GET',
    path: '/trade/after-sale/page',
    access: { permission: Permissions.trade.afterSale.query },
    summary: '获得售后订单分页（含会员昵称）',
    query: Type.Object({
      ...PageParam,
      no: text('售后流水号', 32),
      status: code('售后状态'),
      type: code('售后类型'),
      way: code('售后方式'),
      orderNo: text('订单流水号', 32),
      spuName: text('商品 SPU 名称', 128),
      createTime: Type.Optional(DateTimeRange('创建时间')),
    }),
    response: PageResult(AfterSalePageItemResp),
  }),
  getDetail: endpoint({
    method: 'GET',
    path: '/trade/after-sale/get-detail',
    access: { permission: Permissions.trade.afterSale.query },
    summary: '获得售后订单详情（订单、订单项、会员、售后日志）',
    query: IdQuery,
    response: AfterSaleDetailResp,
  }),
  agree: endpoint({
    method: 'PUT',
    path: '/trade/after-sale/agree',
    access: { permission: Permissions.trade.afterSale.agree },
    summary: '同意售后（申请中 → 商品待退货，仅退款则 → 等待退款）',
    query: IdQuery,
    response: Type.Boolean(),
  }),
  disagree: endpoint({
    method: 'PUT',
    path: '/trade/after-sale/disagree',
    access: { permission: Permissions.trade.afterSale.disagree },
    summary: '拒绝售后（申请中 → 商家拒绝）',
    body: Type.Object({ id: Id('售后编号'), auditReason: Type.String({ minLength: 1, maxLength: 255, title: '审批备注' }) }),
    response: Type.Boolean(),
  }),
  receive: endpoint({
    method: 'PUT',
    path: '/trade/after-sale/receive',
    access: { permission: Permissions.trade.afterSale.receive },
    summary: '确认收货（商家待收货 → 等待退款）',
    query: IdQuery,
    response: Type.Boolean(),
  }),
  refuse: endpoint({
    method: 'PUT',
    path: '/trade/after-sale/refuse',
    access: { permission: Permissions.trade.afterSale.receive },
    summary: '拒绝收货（商家待收货 → 商家拒收货）',
    body: Type.Object({ id: Id('售后编号'), refuseMemo: Type.String({ minLength: 1, maxLength: 255, title: '收货备注' }) }),
    response: Type.Boolean(),
  }),
  refund: endpoint({
    method: 'PUT',
    path: '/trade/after-sale/refund',
    access: { permission: Permissions.trade.afterSale.refund },
    summary: '确认退款（等待退款：向支付模块发起退款，退款成功后售后完成）',
    query: IdQuery,
    response: Type.Boolean(),
  }),
  updateRefunded: endpoint({
    method: 'POST',
    path: '/trade/after-sale/update-refunded',
    access: { public: true },
    summary: '支付模块的退款结果通知：核对退款单后标记售后退款成功',
    body: Type.Object({
      merchantOrderId: Type.String({ minLength: 1, maxLength: 64, title: '商户订单编号' }),
      payRefundId: Id('退款订单编号'),
    }),
    response: Type.Boolean(),
  }),
});
