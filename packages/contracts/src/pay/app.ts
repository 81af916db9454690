/**
 * 支付应用 (`/pay/app`): a merchant's application, where its pay orders and refunds are filed and
 * where their results are posted (`orderNotifyUrl`, `refundNotifyUrl`). Its channels are
 * configured from the same screen (`channel.ts`); the page row lists the codes configured.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { DateTimeRange, Id, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Status } from '../system/shared-fields.ts';

/**
 * An address the pay module posts results to: an http(s) URL (the outbound policy checks its host
 * on save and on each call), or a path of this server's own API (`/tri-real-api/...`, the demo's),
 * posted to this server itself.
 */
export const NotifyUrl = (title: string) =>
  Type.String({ minLength: 1, maxLength: 1024, pattern: '^(https?://[^\\s]+|/tri-real-api/[^\\s]*)$', title });

const appFields = {
  name: Type.String({ minLength: 1, maxLength: 64, title: '应用名' }),
  status: Status('开启状态'),
  remark: Type.Optional(Type.String({ maxLength: 255, title: '备注' })),
  orderNotifyUrl: NotifyUrl('支付结果的回调地址'),
  refundNotifyUrl: NotifyUrl('退款结果的回调地址'),
};

export const PayAppResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  remark: Type.String(),
  orderNotifyUrl: Type.String(),
  refundNotifyUrl: Type.String(),
  createTime: Type.Integer(),
});
export const PayAppPageItem = Type.Object({
  ...PayAppResp.properties,
  /** The codes of the channels configured for the app (enabled or not). */
  channelCodes: Type.Array(Type.String()),
});
export type PayApp = Type.Static<typeof PayAppResp>;

export const payAppApi = apiGroup('支付应用信息', {
  ...crudEndpoints({
    base: '/pay/app',
    noun: '支付应用信息',
    permissions: Permissions.pay.app,
    resp: PayAppResp,
    create: Type.Object(appFields),
    update: Type.Object({ id: Id(), ...appFields }),
    filters: Type.Object({
      name: Type.Optional(Type.String({ maxLength: 64, title: '应用名' })),
      status: Type.Optional(Status('开启状态')),
      createTime: Type.Optional(DateTimeRange('创建时间')),
    }),
  }),
  // The page answers the rows with their channel codes (the screen's ✓/✗ buttons).
  page: endpoint({
    method: 'GET',
    path: '/pay/app/page',
    access: { permission: Permissions.pay.app.query },
    summary: '获得支付应用信息分页（含已配置的渠道编码）',
    query: Type.Object({
      ...PageParam,
      name: Type.Optional(Type.String({ maxLength: 64, title: '应用名' })),
      status: Type.Optional(Status('开启状态')),
      createTime: Type.Optional(DateTimeRange('创建时间')),
    }),
    response: PageResult(PayAppPageItem),
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/pay/app/update-status',
    access: { permission: Permissions.pay.app.update },
    summary: '更新支付应用状态（开启、关闭）',
    body: Type.Object({ id: Id(), status: Status('开启状态') }),
    response: Type.Boolean(),
  }),
  // The reference guards this with pay:merchant:query, a permission of a screen it removed; the
  // lists that use it (pay orders, refunds, notifications) each ask for their own query right.
  list: endpoint({
    method: 'GET',
    path: '/pay/app/list',
    access: { login: true },
    summary: '获得支付应用列表（编号与名字，供筛选）',
    response: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  }),
});

export const payAppResource = resource({
  api: payAppApi,
  noun: '支付应用信息',
  fields: {
    id: { title: '应用编号' },
    name: { title: '应用名', filter: 'contains' },
    status: { title: '开启状态', dict: Dicts.commonStatus, filter: 'equals' },
    remark: { title: '备注', kind: 'textarea', list: false },
    orderNotifyUrl: { title: '支付结果的回调地址', list: false },
    refundNotifyUrl: { title: '退款结果的回调地址', list: false },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  form: ['name', 'status', 'orderNotifyUrl', 'refundNotifyUrl', 'remark'],
  defaults: { status: 0 },
});
