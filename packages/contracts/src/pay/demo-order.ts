/**
 * 接入示例 (`/pay/demo-order`): how a merchant uses the pay module, end to end. A demo order is
 * created for one of five fixed products, paid at the cashier (`/pay/cashier?id=<payOrderId>`),
 * marked paid when the pay module's notification reaches `update-paid`, and refunded whole.
 * `update-paid` and `update-refunded` are the merchant's notify URLs: public (the pay module's
 * worker calls them with the tenant's header), and trusted only after reading the pay order or
 * refund they name, as the reference's.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { Id, IdQuery, Int, NullableEpochMs, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { resource } from '../resource.ts';
import { PAY_DEMO_PRODUCTS } from './constants.ts';

const productIds = Object.keys(PAY_DEMO_PRODUCTS).map(Number);

export const PayDemoOrderResp = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  spuId: Type.Integer(),
  spuName: Type.String(),
  price: Type.Integer(),
  payStatus: Type.Boolean(),
  payOrderId: Type.Union([Type.Integer(), Type.Null()]),
  payTime: NullableEpochMs,
  payChannelCode: Type.String(),
  payRefundId: Type.Union([Type.Integer(), Type.Null()]),
  refundPrice: Type.Integer(),
  refundTime: NullableEpochMs,
  createTime: Type.Integer(),
});
export type PayDemoOrder = Type.Static<typeof PayDemoOrderResp>;

export const payDemoOrderApi = apiGroup('示例订单', {
  create: endpoint({
    method: 'POST',
    path: '/pay/demo-order/create',
    access: { permission: Permissions.pay.demoOrder.create },
    summary: '创建示例订单（同时创建其支付单），返回编号',
    body: Type.Object({ spuId: Int('商品编号', { minimum: Math.min(...productIds), maximum: Math.max(...productIds) }) }),
    response: Type.Integer(),
  }),
  page: endpoint({
    method: 'GET',
    path: '/pay/demo-order/page',
    access: { permission: Permissions.pay.demoOrder.query },
    summary: '获得示例订单分页',
    query: Type.Object({ ...PageParam }),
    response: PageResult(PayDemoOrderResp),
  }),
  refund: endpoint({
    method: 'PUT',
    path: '/pay/demo-order/refund',
    access: { permission: Permissions.pay.demoOrder.refund },
    summary: '发起示例订单的全额退款',
    query: IdQuery,
    response: Type.Boolean(),
  }),
  updatePaid: endpoint({
    method: 'POST',
    path: '/pay/demo-order/update-paid',
    access: { public: true },
    summary: '支付模块的支付结果通知：核对支付单后标记示例订单已支付',
    body: Type.Object({ merchantOrderId: Type.String({ minLength: 1, maxLength: 64, title: '商户订单编号' }), payOrderId: Id('支付订单编号') }),
    response: Type.Boolean(),
  }),
  updateRefunded: endpoint({
    method: 'POST',
    path: '/pay/demo-order/update-refunded',
    access: { public: true },
    summary: '支付模块的退款结果通知：核对退款单后标记示例订单已退款',
    body: Type.Object({
      merchantOrderId: Type.String({ minLength: 1, maxLength: 64, title: '商户订单编号' }),
      payRefundId: Id('退款订单编号'),
    }),
    response: Type.Boolean(),
  }),
});

export const payDemoOrderResource = resource({
  api: { page: payDemoOrderApi.page },
  noun: '示例订单',
  fields: {
    id: { title: '订单编号' },
    userId: { title: '用户编号' },
    spuName: { title: '商品名字' },
    price: { title: '支付价格', kind: 'money' },
    refundPrice: { title: '退款金额', kind: 'money' },
    createTime: { title: '创建时间', kind: 'dateTime' },
    payOrderId: { title: '支付单号' },
    payStatus: { title: '是否支付' },
    payTime: { title: '支付时间', kind: 'dateTime' },
    refundTime: { title: '退款时间', kind: 'dateTime' },
  },
});
