/**
 * A member's after-sales on the app surface (`/tri-real-api/app-api/trade/after-sale/*`): apply
 * for one on an item of a paid order, read, send the goods back, cancel. Every call serves the
 * signed-in member's own after-sales; anyone else's is "not found".
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { Id, IdQuery, Int, MAX_INT32, PageParam, PageResult } from '../common.ts';
import { AfterSaleMemberFields } from './after-sale.ts';
import { AfterSaleWay, TRADE_AFTER_SALE_MAX_PICS } from './constants.ts';

export const AppAfterSaleResp = Type.Object(AfterSaleMemberFields);
export type AppAfterSale = Type.Static<typeof AppAfterSaleResp>;

export const appAfterSaleApi = apiGroup(
  '用户交易售后',
  {
    page: endpoint({
      method: 'GET',
      path: '/trade/after-sale/page',
      access: { member: true },
      summary: '获得自己的售后分页',
      query: Type.Object(PageParam),
      response: PageResult(AppAfterSaleResp),
    }),
    get: endpoint({
      method: 'GET',
      path: '/trade/after-sale/get',
      access: { member: true },
      summary: '获得自己的售后订单',
      query: IdQuery,
      response: AppAfterSaleResp,
    }),
    create: endpoint({
      method: 'POST',
      path: '/trade/after-sale/create',
      access: { member: true },
      summary: '申请售后（已支付订单的一项；退货退款须已发货），返回售后编号',
      body: Type.Object({
        orderItemId: Id('订单项编号'),
        way: Type.Union([Type.Literal(AfterSaleWay.REFUND), Type.Literal(AfterSaleWay.RETURN_AND_REFUND)], { title: '售后方式' }),
        refundPrice: Int('退款金额', { minimum: 1, maximum: MAX_INT32 }),
        applyReason: Type.String({ minLength: 1, maxLength: 255, title: '申请原因' }),
        applyDescription: Type.Optional(Type.String({ maxLength: 255, title: '补充描述' })),
        applyPicUrls: Type.Optional(Type.Array(Type.String({ maxLength: 512 }), { maxItems: TRADE_AFTER_SALE_MAX_PICS, title: '补充凭证图片' })),
      }),
      response: Type.Integer(),
    }),
    delivery: endpoint({
      method: 'PUT',
      path: '/trade/after-sale/delivery',
      access: { member: true },
      summary: '退回货物（商品待退货 → 商家待收货）',
      body: Type.Object({
        id: Id('售后编号'),
        logisticsId: Id('退货物流公司编号'),
        logisticsNo: Type.String({ minLength: 1, maxLength: 64, title: '退货物流单号' }),
      }),
      response: Type.Boolean(),
    }),
    cancel: endpoint({
      method: 'DELETE',
      path: '/trade/after-sale/cancel',
      access: { member: true },
      summary: '取消售后（仅申请中或商品待退货）',
      query: IdQuery,
      response: Type.Boolean(),
    }),
  },
  { surface: 'app' },
);
