/**
 * A member's orders on the app surface (`/tri-real-api/app-api/trade/order/*`): settle (the price
 * through the calculator), create (stock reserved, coupon used, the pay order filed), read,
 * cancel while unpaid, confirm receipt. Every call serves the signed-in member's own orders; an
 * order of anyone else is "not found". `update-paid` is the pay module's merchant notification:
 * public, and trusted only after reading the pay order it names.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { Id, IdQuery, Int, MAX_INT16, NullableEpochMs, PageParam, PageResult } from '../common.ts';
import { MemberAddressResp } from '../member/address.ts';
import { TRADE_ORDER_MAX_COUNT, TRADE_ORDER_MAX_ITEMS, Terminal } from './constants.ts';
import { TradeOrderFields, TradeOrderItemResp, TradeOrderItemProperty } from './order.ts';

const Count = () => Int('购买数量', { minimum: 1, maximum: TRADE_ORDER_MAX_COUNT });

export const AppTradeOrderSettlementResp = Type.Object({
  type: Type.Integer(),
  items: Type.Array(
    Type.Object({
      categoryId: Type.Integer(),
      spuId: Type.Integer(),
      spuName: Type.String(),
      skuId: Type.Integer(),
      price: Type.Integer(),
      picUrl: Type.String(),
      properties: Type.Array(TradeOrderItemProperty),
      count: Type.Integer(),
    }),
  ),
  price: Type.Object({
    totalPrice: Type.Integer(),
    discountPrice: Type.Integer(),
    deliveryPrice: Type.Integer(),
    couponPrice: Type.Integer(),
    pointPrice: Type.Integer(),
    vipPrice: Type.Integer(),
    payPrice: Type.Integer(),
  }),
  address: Type.Union([MemberAddressResp, Type.Null()]),
  /** The promotions that applied (or were near), as the calculator words them. */
  promotions: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.Integer(), discountPrice: Type.Integer(), match: Type.Boolean(), description: Type.String() })),
});

const { userIp: _ip, remark: _remark, ...memberVisible } = TradeOrderFields;

export const AppTradeOrderDetailResp = Type.Object({
  ...memberVisible,
  receiverAreaName: Type.String(),
  payExpireTime: Type.Integer(),
  items: Type.Array(TradeOrderItemResp),
});

export const AppTradeOrderPageItemResp = Type.Object({
  id: Type.Integer(),
  no: Type.String(),
  type: Type.Integer(),
  status: Type.Integer(),
  productCount: Type.Integer(),
  createTime: Type.Integer(),
  payOrderId: Type.Union([Type.Integer(), Type.Null()]),
  payPrice: Type.Integer(),
  payTime: NullableEpochMs,
  deliveryType: Type.Integer(),
  items: Type.Array(TradeOrderItemResp),
});

export const appTradeOrderApi = apiGroup(
  '用户交易订单',
  {
    settlement: endpoint({
      method: 'GET',
      path: '/trade/order/settlement',
      access: { member: true },
      summary: '获得订单结算信息（价格经计算器；skuIds 与 counts 一一对应）',
      query: Type.Object({
        skuIds: Type.Array(Id('商品 SKU 编号'), { minItems: 1, maxItems: TRADE_ORDER_MAX_ITEMS, title: '商品 SKU 编号' }),
        counts: Type.Array(Count(), { minItems: 1, maxItems: TRADE_ORDER_MAX_ITEMS, title: '购买数量' }),
        couponId: Type.Optional(Id('优惠劵编号')),
        addressId: Type.Optional(Id('收件地址编号')),
      }),
      response: AppTradeOrderSettlementResp,
    }),
    create: endpoint({
      method: 'POST',
      path: '/trade/order/create',
      access: { member: true },
      summary: '创建交易订单（预占库存、使用优惠劵、创建支付单），返回订单与支付单编号',
      body: Type.Object({
        items: Type.Array(Type.Object({ skuId: Id('商品 SKU 编号'), count: Count() }), { minItems: 1, maxItems: TRADE_ORDER_MAX_ITEMS, title: '商品' }),
        couponId: Type.Optional(Id('优惠劵编号')),
        addressId: Id('收件地址编号'),
        remark: Type.Optional(Type.String({ maxLength: 500, title: '备注' })),
        terminal: Type.Optional(Int('终端', { minimum: 0, maximum: MAX_INT16 }, { default: Terminal.H5 })),
      }),
      response: Type.Object({ id: Type.Integer(), payOrderId: Type.Integer() }),
    }),
    getDetail: endpoint({
      method: 'GET',
      path: '/trade/order/get-detail',
      access: { member: true },
      summary: '获得自己的交易订单详情',
      query: IdQuery,
      response: AppTradeOrderDetailResp,
    }),
    page: endpoint({
      method: 'GET',
      path: '/trade/order/page',
      access: { member: true },
      summary: '获得自己的交易订单分页',
      query: Type.Object({ ...PageParam, status: Type.Optional(Int('订单状态', { minimum: 0, maximum: MAX_INT16 })) }),
      response: PageResult(AppTradeOrderPageItemResp),
    }),
    receive: endpoint({
      method: 'PUT',
      path: '/trade/order/receive',
      access: { member: true },
      summary: '确认收货（仅已发货的订单）',
      query: IdQuery,
      response: Type.Boolean(),
    }),
    cancel: endpoint({
      method: 'DELETE',
      path: '/trade/order/cancel',
      access: { member: true },
      summary: '取消订单（仅待支付的订单；库存与优惠劵退回）',
      query: IdQuery,
      response: Type.Boolean(),
    }),
    updatePaid: endpoint({
      method: 'POST',
      path: '/trade/order/update-paid',
      access: { public: true },
      summary: '支付模块的支付结果通知：核对支付单后标记订单已支付',
      body: Type.Object({ merchantOrderId: Type.String({ minLength: 1, maxLength: 64, title: '商户订单编号' }), payOrderId: Id('支付订单编号') }),
      response: Type.Boolean(),
    }),
  },
  { surface: 'app' },
);
