/**
 * 回调通知 (`/pay/notify`): the merchant notifications (a payment or refund's result posted to
 * the app's notify URL, retried on the reference's schedule until the merchant answers success),
 * with each attempt's log; and the channels' own notifications to us,
 * `/pay/notify/order/{channelId}` and `/pay/notify/refund/{channelId}`, public and verified by
 * the channel's signature (their body is the provider's: a form, XML or JSON, read raw).
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { DateTimeRange, Id, IdQuery, Int, MAX_INT16, NullableEpochMs, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';

export const PayNotifyTaskResp = Type.Object({
  id: Type.Integer(),
  appId: Type.Integer(),
  appName: Type.String(),
  type: Type.Integer(),
  dataId: Type.Integer(),
  merchantOrderId: Type.String(),
  status: Type.Integer(),
  nextNotifyTime: NullableEpochMs,
  lastExecuteTime: NullableEpochMs,
  notifyTimes: Type.Integer(),
  maxNotifyTimes: Type.Integer(),
  notifyUrl: Type.String(),
  createTime: Type.Integer(),
  updateTime: Type.Integer(),
});
export const PayNotifyLogResp = Type.Object({
  id: Type.Integer(),
  taskId: Type.Integer(),
  notifyTimes: Type.Integer(),
  /** What the merchant answered (or why the request failed), as text. */
  response: Type.String(),
  status: Type.Integer(),
  createTime: Type.Integer(),
});
export const PayNotifyTaskDetailResp = Type.Object({ ...PayNotifyTaskResp.properties, logs: Type.Array(PayNotifyLogResp) });

const channelNotify = (kind: 'order' | 'refund', summary: string) =>
  endpoint({
    method: 'POST',
    path: `/pay/notify/${kind}/{channelId}`,
    params: Type.Object({ channelId: Id('渠道编号') }),
    access: { public: true },
    // The provider knows no tenant: the channel row names it.
    tenant: 'none',
    summary,
    consumes: 'raw',
    produces: 'bare',
    response: Type.String(),
  });

export const payNotifyApi = apiGroup('回调通知', {
  notifyOrder: channelNotify('order', '支付渠道的统一【支付】回调（验签后更新支付单）'),
  notifyRefund: channelNotify('refund', '支付渠道的统一【退款】回调（验签后更新退款单）'),
  getDetail: endpoint({
    method: 'GET',
    path: '/pay/notify/get-detail',
    access: { permission: Permissions.pay.notify.query },
    summary: '获得回调通知的明细（含每次通知的日志）',
    query: IdQuery,
    response: PayNotifyTaskDetailResp,
  }),
  page: endpoint({
    method: 'GET',
    path: '/pay/notify/page',
    access: { permission: Permissions.pay.notify.query },
    summary: '获得回调通知分页',
    query: Type.Object({
      ...PageParam,
      appId: Type.Optional(Id('应用编号')),
      type: Type.Optional(Int('通知类型', { minimum: 0, maximum: MAX_INT16 })),
      dataId: Type.Optional(Id('关联编号')),
      status: Type.Optional(Int('通知状态', { minimum: 0, maximum: MAX_INT16 })),
      merchantOrderId: Type.Optional(Type.String({ maxLength: 64, title: '商户订单编号' })),
      createTime: Type.Optional(DateTimeRange('创建时间')),
    }),
    response: PageResult(PayNotifyTaskResp),
  }),
});

export const payNotifyResource = resource({
  api: { page: payNotifyApi.page },
  noun: '回调通知',
  fields: {
    id: { title: '任务编号' },
    appId: { title: '应用编号', filter: 'equals', list: false },
    appName: { title: '应用名称' },
    merchantOrderId: { title: '商户订单编号', filter: 'equals' },
    type: { title: '通知类型', dict: Dicts.payNotifyType, filter: 'equals' },
    dataId: { title: '关联编号', filter: 'equals' },
    status: { title: '通知状态', dict: Dicts.payNotifyStatus, filter: 'equals' },
    lastExecuteTime: { title: '最后通知时间', kind: 'dateTime' },
    nextNotifyTime: { title: '下次通知时间', kind: 'dateTime' },
    notifyTimes: { title: '通知次数' },
    maxNotifyTimes: { title: '最大通知次数', list: false },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
});
