/**
 * 退款订单 (`/pay/refund`): refunds a merchant asked for (an after-sale, a demo order), each of
 * one pay order, sent to the channel that took the payment. Read-only on the console: refunds are
 * created by their merchant through the pay module's door, never by hand.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { DateTimeRange, Id, IdQuery, Int, MAX_INT16, NullableEpochMs, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { PayChannelCodeSchema } from './channel.ts';

export const PayRefundResp = Type.Object({
  id: Type.Integer(),
  no: Type.String(),
  appId: Type.Integer(),
  appName: Type.String(),
  channelId: Type.Integer(),
  channelCode: Type.String(),
  orderId: Type.Integer(),
  orderNo: Type.String(),
  merchantOrderId: Type.String(),
  merchantRefundId: Type.String(),
  notifyUrl: Type.String(),
  status: Type.Integer(),
  payPrice: Type.Integer(),
  refundPrice: Type.Integer(),
  reason: Type.String(),
  userIp: Type.String(),
  channelOrderNo: Type.String(),
  channelRefundNo: Type.String(),
  successTime: NullableEpochMs,
  channelErrorCode: Type.String(),
  channelErrorMsg: Type.String(),
  channelNotifyData: Type.String(),
  createTime: Type.Integer(),
  updateTime: Type.Integer(),
});
export type PayRefund = Type.Static<typeof PayRefundResp>;

const refundFilters = {
  appId: Type.Optional(Id('应用编号')),
  channelCode: Type.Optional(PayChannelCodeSchema('退款渠道')),
  merchantOrderId: Type.Optional(Type.String({ maxLength: 64, title: '商户支付单号' })),
  merchantRefundId: Type.Optional(Type.String({ maxLength: 64, title: '商户退款单号' })),
  channelOrderNo: Type.Optional(Type.String({ maxLength: 64, title: '渠道支付单号' })),
  channelRefundNo: Type.Optional(Type.String({ maxLength: 64, title: '渠道退款单号' })),
  status: Type.Optional(Int('退款状态', { minimum: 0, maximum: MAX_INT16 })),
  createTime: Type.Optional(DateTimeRange('创建时间')),
};

export const payRefundApi = apiGroup('退款订单', {
  get: endpoint({
    method: 'GET',
    path: '/pay/refund/get',
    access: { permission: Permissions.pay.refund.query },
    summary: '获得退款订单（含支付渠道的回调原文）',
    query: IdQuery,
    response: PayRefundResp,
  }),
  page: endpoint({
    method: 'GET',
    path: '/pay/refund/page',
    access: { permission: Permissions.pay.refund.query },
    summary: '获得退款订单分页',
    query: Type.Object({ ...PageParam, ...refundFilters }),
    response: PageResult(PayRefundResp),
  }),
  export: endpoint({
    method: 'GET',
    path: '/pay/refund/export-excel',
    access: { permission: Permissions.pay.refund.export },
    summary: '导出退款订单 Excel',
    produces: 'file',
    query: Type.Object(refundFilters),
    response: Type.Any(),
  }),
});

export const payRefundResource = resource({
  api: { page: payRefundApi.page, export: payRefundApi.export },
  noun: '退款订单',
  exportFile: '退款订单.xlsx',
  fields: {
    id: { title: '编号' },
    appId: { title: '应用编号', filter: 'equals', list: false },
    appName: { title: '支付应用' },
    payPrice: { title: '支付金额', kind: 'money' },
    refundPrice: { title: '退款金额', kind: 'money' },
    merchantRefundId: { title: '商户退款单号', filter: 'equals' },
    merchantOrderId: { title: '商户支付单号', filter: 'equals' },
    no: { title: '退款订单号' },
    channelOrderNo: { title: '渠道支付单号', filter: 'equals', list: false },
    channelRefundNo: { title: '渠道退款单号', filter: 'equals' },
    status: { title: '退款状态', dict: Dicts.payRefundStatus, filter: 'equals' },
    channelCode: { title: '退款渠道', dict: Dicts.payChannelCode, filter: 'equals' },
    reason: { title: '退款原因' },
    successTime: { title: '成功时间', kind: 'dateTime' },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
});
