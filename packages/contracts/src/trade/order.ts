/**
 * 订单列表 and 订单详情 (`/trade/order/*`, the console's): the members' orders as the reference's
 * Vue 2 screens read them, and what an administrator does to one: deliver, remark, adjust the
 * price before payment, change the address before delivery. The status rules are the server's.
 * Money is integer cents.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { DateTimeRange, Id, IdQuery, Int, MAX_INT16, MIN_INT32, MAX_INT32, NullableEpochMs, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { PayChannelCodeSchema } from '../pay/channel.ts';

export const TradeOrderItemProperty = Type.Object({
  propertyId: Type.Integer(),
  propertyName: Type.String(),
  valueId: Type.Integer(),
  valueName: Type.String(),
});
export type TradeOrderItemPropertyValue = Type.Static<typeof TradeOrderItemProperty>;

export const TradeOrderItemResp = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  orderId: Type.Integer(),
  spuId: Type.Integer(),
  spuName: Type.String(),
  skuId: Type.Integer(),
  properties: Type.Array(TradeOrderItemProperty),
  picUrl: Type.String(),
  count: Type.Integer(),
  /** The SKU's unit price when ordered. */
  price: Type.Integer(),
  discountPrice: Type.Integer(),
  couponPrice: Type.Integer(),
  payPrice: Type.Integer(),
  /** v1.7's names the reference's Vue 2 detail reads: the unit price, and it times the count. */
  originalUnitPrice: Type.Integer(),
  originalPrice: Type.Integer(),
  afterSaleId: Type.Union([Type.Integer(), Type.Null()]),
  afterSaleStatus: Type.Integer(),
});
export type TradeOrderItem = Type.Static<typeof TradeOrderItemResp>;

/** An order's own fields (the reference's TradeOrderBaseVO). */
export const TradeOrderFields = {
  id: Type.Integer(),
  no: Type.String(),
  createTime: Type.Integer(),
  type: Type.Integer(),
  terminal: Type.Integer(),
  userId: Type.Integer(),
  userIp: Type.String(),
  userRemark: Type.String(),
  status: Type.Integer(),
  productCount: Type.Integer(),
  finishTime: NullableEpochMs,
  cancelTime: NullableEpochMs,
  cancelType: Type.Union([Type.Integer(), Type.Null()]),
  remark: Type.String(),
  payOrderId: Type.Union([Type.Integer(), Type.Null()]),
  payStatus: Type.Boolean(),
  payTime: NullableEpochMs,
  payChannelCode: Type.String(),
  totalPrice: Type.Integer(),
  discountPrice: Type.Integer(),
  deliveryPrice: Type.Integer(),
  adjustPrice: Type.Integer(),
  payPrice: Type.Integer(),
  deliveryType: Type.Integer(),
  logisticsId: Type.Union([Type.Integer(), Type.Null()]),
  logisticsNo: Type.String(),
  deliveryTime: NullableEpochMs,
  receiveTime: NullableEpochMs,
  receiverName: Type.String(),
  receiverMobile: Type.String(),
  receiverAreaId: Type.Integer(),
  receiverDetailAddress: Type.String(),
  refundStatus: Type.Integer(),
  refundPrice: Type.Integer(),
  couponId: Type.Union([Type.Integer(), Type.Null()]),
  couponPrice: Type.Integer(),
  pointPrice: Type.Integer(),
};
export const TradeOrderResp = Type.Object(TradeOrderFields);
export type TradeOrder = Type.Static<typeof TradeOrderResp>;

export const TradeOrderPageItemResp = Type.Object({
  ...TradeOrderFields,
  items: Type.Array(TradeOrderItemResp),
  user: Type.Union([Type.Object({ id: Type.Integer(), nickname: Type.String() }), Type.Null()]),
});

export const TradeOrderLogResp = Type.Object({
  content: Type.String(),
  createTime: Type.Integer(),
  userType: Type.Integer(),
});

export const TradeOrderDetailResp = Type.Object({
  ...TradeOrderFields,
  /** v1.7's name the reference's Vue 2 detail reads for 商品总额 (totalPrice). */
  originalPrice: Type.Integer(),
  items: Type.Array(TradeOrderItemResp),
  user: Type.Union([Type.Object({ id: Type.Integer(), nickname: Type.String(), avatar: Type.String(), mobile: Type.String() }), Type.Null()]),
  receiverAreaName: Type.String(),
  /** The status timeline, newest first. */
  logs: Type.Array(TradeOrderLogResp),
});
export type TradeOrderDetail = Type.Static<typeof TradeOrderDetailResp>;

const text = (title: string, maxLength: number) => Type.Optional(Type.String({ maxLength, title }));

/** The list's filters: the reference's search type sends one of the six texts, plus the selects and the date range. */
const tradeOrderFilters = {
  no: text('订单号', 32),
  userId: Type.Optional(Id('会员编号')),
  userNickname: text('会员昵称', 30),
  userMobile: text('会员手机号', 11),
  receiverName: text('收货人姓名', 20),
  receiverMobile: text('收货人手机号码', 11),
  type: Type.Optional(Int('订单类型', { minimum: 0, maximum: MAX_INT16 })),
  status: Type.Optional(Int('订单状态', { minimum: 0, maximum: MAX_INT16 })),
  terminal: Type.Optional(Int('订单来源', { minimum: 0, maximum: MAX_INT16 })),
  payChannelCode: Type.Optional(PayChannelCodeSchema()),
  createTime: Type.Optional(DateTimeRange('下单时间')),
};

export const ReceiverFields = {
  receiverName: Type.String({ minLength: 1, maxLength: 20, title: '收件人名称' }),
  receiverMobile: Type.String({ maxLength: 11, pattern: '^1\\d{10}$', title: '收件人手机' }),
  receiverAreaId: Id('收件人地区编号'),
  receiverDetailAddress: Type.String({ minLength: 1, maxLength: 250, title: '收件人详细地址' }),
};

const update = Permissions.trade.order.update;

export const tradeOrderApi = apiGroup('交易订单', {
  page: endpoint({
    method: 'GET',
    path: '/trade/order/page',
    access: { permission: Permissions.trade.order.query },
    summary: '获得交易订单分页（含订单项与会员昵称）',
    query: Type.Object({ ...PageParam, ...tradeOrderFilters }),
    response: PageResult(TradeOrderPageItemResp),
  }),
  getDetail: endpoint({
    method: 'GET',
    path: '/trade/order/get-detail',
    access: { permission: Permissions.trade.order.query },
    summary: '获得交易订单详情（订单项、会员、收件地区、操作日志）',
    query: IdQuery,
    response: TradeOrderDetailResp,
  }),
  delivery: endpoint({
    method: 'PUT',
    path: '/trade/order/delivery',
    access: { permission: update },
    summary: '订单发货（仅待发货的订单）',
    body: Type.Object({
      id: Id('订单编号'),
      logisticsId: Id('发货物流公司编号'),
      logisticsNo: Type.String({ minLength: 1, maxLength: 64, title: '发货物流单号' }),
    }),
    response: Type.Boolean(),
  }),
  updateRemark: endpoint({
    method: 'PUT',
    path: '/trade/order/update-remark',
    access: { permission: update },
    summary: '订单备注（商家备注）',
    body: Type.Object({ id: Id('订单编号'), remark: Type.String({ maxLength: 500, title: '商家备注' }) }),
    response: Type.Boolean(),
  }),
  updatePrice: endpoint({
    method: 'PUT',
    path: '/trade/order/update-price',
    access: { permission: update },
    summary: '订单调价（仅支付前，一次）',
    body: Type.Object({ id: Id('订单编号'), adjustPrice: Int('订单调价', { minimum: MIN_INT32, maximum: MAX_INT32 }) }),
    response: Type.Boolean(),
  }),
  updateAddress: endpoint({
    method: 'PUT',
    path: '/trade/order/update-address',
    access: { permission: update },
    summary: '修改订单收货地址（仅发货前）',
    body: Type.Object({ id: Id('订单编号'), ...ReceiverFields }),
    response: Type.Boolean(),
  }),
});
