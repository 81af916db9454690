/**
 * 支付订单 (`/pay/order`): what a merchant (the trade orders, the demo) asks to be paid, and the
 * cashier's calls. A pay order is paid through one of its extensions (one per submit to a
 * channel); the detail shows the paying extension with the channel's raw notification.
 */
import Type, { type TLiteral } from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { DateTimeRange, Id, IdQuery, Int, MAX_INT16, NullableEpochMs, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { PayChannelCodeSchema } from './channel.ts';
import { PAY_DISPLAY_MODES } from './constants.ts';

export const PayOrderResp = Type.Object({
  id: Type.Integer(),
  appId: Type.Integer(),
  appName: Type.String(),
  channelId: Type.Union([Type.Integer(), Type.Null()]),
  channelCode: Type.String(),
  merchantOrderId: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  notifyUrl: Type.String(),
  price: Type.Integer(),
  channelFeeRate: Type.Number(),
  channelFeePrice: Type.Integer(),
  status: Type.Integer(),
  userIp: Type.String(),
  expireTime: Type.Integer(),
  successTime: NullableEpochMs,
  /** The paying extension's number (the one the channel was given); empty until paid. */
  no: Type.String(),
  refundPrice: Type.Integer(),
  channelUserId: Type.String(),
  channelOrderNo: Type.String(),
  createTime: Type.Integer(),
  updateTime: Type.Integer(),
});
export type PayOrder = Type.Static<typeof PayOrderResp>;

export const PayOrderDetailResp = Type.Object({
  ...PayOrderResp.properties,
  extension: Type.Union([
    Type.Object({ no: Type.String(), channelCode: Type.String(), status: Type.Integer(), channelNotifyData: Type.String() }),
    Type.Null(),
  ]),
});

const payOrderFilters = {
  appId: Type.Optional(Id('应用编号')),
  channelCode: Type.Optional(PayChannelCodeSchema()),
  merchantOrderId: Type.Optional(Type.String({ maxLength: 64, title: '商户单号' })),
  channelOrderNo: Type.Optional(Type.String({ maxLength: 64, title: '渠道单号' })),
  no: Type.Optional(Type.String({ maxLength: 64, title: '支付单号' })),
  status: Type.Optional(Int('支付状态', { minimum: 0, maximum: MAX_INT16 })),
  createTime: Type.Optional(DateTimeRange('创建时间')),
};

export const PayOrderSubmitResp = Type.Object({
  /** The pay order's status after the submit: 10 when the channel paid at once (mock, wallet, a bar code). */
  status: Type.Integer(),
  displayMode: Type.String(),
  displayContent: Type.String(),
});

export const payOrderApi = apiGroup('支付订单', {
  get: endpoint({
    method: 'GET',
    path: '/pay/order/get',
    access: { permission: Permissions.pay.order.query },
    summary: '获得支付订单（收银台每 2 秒读取其状态）',
    query: IdQuery,
    response: Type.Union([PayOrderResp, Type.Null()]),
  }),
  getDetail: endpoint({
    method: 'GET',
    path: '/pay/order/get-detail',
    access: { permission: Permissions.pay.order.query },
    summary: '获得支付订单详情（含支付渠道的回调原文）',
    query: IdQuery,
    response: PayOrderDetailResp,
  }),
  // The reference's cashier submits with a login alone: paying an order the caller can see
  // harms no one, and a wallet payment draws on the caller's own wallet.
  submit: endpoint({
    method: 'POST',
    path: '/pay/order/submit',
    access: { login: true },
    summary: '提交支付：向所选渠道发起支付，返回收银台的展示方式',
    body: Type.Object({
      id: Id('支付单编号'),
      channelCode: PayChannelCodeSchema(),
      channelExtras: Type.Optional(
        Type.Record(Type.String({ maxLength: 32 }), Type.String({ maxLength: 256 }), { maxProperties: 8, title: '渠道的额外参数' }),
      ),
      displayMode: Type.Optional(
        Type.Union(PAY_DISPLAY_MODES.map((m) => Type.Literal(m)) as unknown as [TLiteral<(typeof PAY_DISPLAY_MODES)[number]>], { title: '展示模式' }),
      ),
      returnUrl: Type.Optional(Type.String({ maxLength: 1024, pattern: '^https?://[^\\s]+$', title: '回跳地址' })),
    }),
    response: PayOrderSubmitResp,
  }),
  page: endpoint({
    method: 'GET',
    path: '/pay/order/page',
    access: { permission: Permissions.pay.order.query },
    summary: '获得支付订单分页',
    query: Type.Object({ ...PageParam, ...payOrderFilters }),
    response: PageResult(PayOrderResp),
  }),
  export: endpoint({
    method: 'GET',
    path: '/pay/order/export-excel',
    access: { permission: Permissions.pay.order.export },
    summary: '导出支付订单 Excel',
    produces: 'file',
    query: Type.Object(payOrderFilters),
    response: Type.Any(),
  }),
});

export const payOrderResource = resource({
  api: { page: payOrderApi.page, export: payOrderApi.export },
  noun: '支付订单',
  exportFile: '支付订单.xlsx',
  fields: {
    id: { title: '编号' },
    appId: { title: '应用编号', filter: 'equals', list: false },
    appName: { title: '支付应用' },
    price: { title: '支付金额', kind: 'money' },
    refundPrice: { title: '退款金额', kind: 'money' },
    channelFeePrice: { title: '手续金额', kind: 'money' },
    merchantOrderId: { title: '商户单号', filter: 'equals' },
    no: { title: '支付单号', filter: 'equals' },
    channelOrderNo: { title: '渠道单号', filter: 'equals' },
    status: { title: '支付状态', dict: Dicts.payOrderStatus, filter: 'equals' },
    channelCode: { title: '支付渠道', dict: Dicts.payChannelCode, filter: 'equals' },
    subject: { title: '支付标题' },
    successTime: { title: '支付时间', kind: 'dateTime' },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
});

/**
 * The members' cashier (the app surface, the reference's AppPayOrderController): a member reads
 * and pays only the pay orders filed for them (`userId` of a shop order); any other is "not found".
 */
export const appPayOrderApi = apiGroup(
  '支付订单（会员）',
  {
    get: endpoint({
      method: 'GET',
      path: '/pay/order/get',
      access: { member: true },
      summary: '获得自己的支付订单（收银台每 2 秒读取其状态）',
      query: IdQuery,
      response: Type.Union([PayOrderResp, Type.Null()]),
    }),
    submit: endpoint({
      method: 'POST',
      path: '/pay/order/submit',
      access: { member: true },
      summary: '提交支付：向所选渠道发起自己的支付订单的支付',
      body: payOrderApi.submit.body!,
      response: PayOrderSubmitResp,
    }),
    enableCodeList: endpoint({
      method: 'GET',
      path: '/pay/channel/get-enable-code-list',
      access: { member: true },
      summary: '获得支付应用已开启的渠道编码（收银台的可选渠道）',
      query: Type.Object({ appId: Id('应用编号') }),
      response: Type.Array(Type.String()),
    }),
  },
  { surface: 'app' },
);
