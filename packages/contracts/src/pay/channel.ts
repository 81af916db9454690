/**
 * 支付渠道 (`/pay/channel`): one row per app and channel code, opened from 支付应用's ✓/✗ buttons.
 * `config` travels as a JSON string, as the reference's forms send it; its fields per channel
 * type are `channel-config.ts`. Secret fields (private keys, the merchant key, the API v3 key)
 * are sealed at rest and never answered: `get` sends them empty, and an update that leaves one
 * empty keeps the stored value.
 */
import Type, { type TLiteral } from 'typebox';
import { PAY_CHANNEL_CODES, type PayChannelCode } from './constants.ts';
import { apiGroup, endpoint } from '../endpoint.ts';
import { Id, IdQuery } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Status } from '../system/shared-fields.ts';

/** One of the codes `PayChannels` declares (typed as their union: a union built from a list has no literal tuple type). */
export const PayChannelCodeSchema = (title = '渠道编码') =>
  Type.Union(PAY_CHANNEL_CODES.map((c) => Type.Literal(c)) as unknown as [TLiteral<PayChannelCode>], { title });

const channelFields = {
  appId: Id('应用编号'),
  code: PayChannelCodeSchema(),
  status: Status('渠道状态'),
  /** A percentage (0.6 = 0.6%), as the reference's `feeRate`. */
  feeRate: Type.Number({ minimum: 0, maximum: 100, title: '渠道费率' }),
  remark: Type.Optional(Type.String({ maxLength: 255, title: '备注' })),
  /** The channel's settings as a JSON object's text (the reference's shape). */
  config: Type.String({ minLength: 2, maxLength: 65_536, title: '渠道配置' }),
};

export const PayChannelResp = Type.Object({
  id: Type.Integer(),
  appId: Type.Integer(),
  code: Type.String(),
  status: Type.Integer(),
  feeRate: Type.Number(),
  remark: Type.String(),
  /** JSON text; the secret fields are empty strings, `secretsSet` says which are stored. */
  config: Type.String(),
  secretsSet: Type.Array(Type.String()),
  createTime: Type.Integer(),
});
export type PayChannel = Type.Static<typeof PayChannelResp>;

export const payChannelApi = apiGroup('支付渠道', {
  create: endpoint({
    method: 'POST',
    path: '/pay/channel/create',
    access: { permission: Permissions.pay.channel.create },
    summary: '创建支付渠道，返回编号',
    body: Type.Object(channelFields),
    response: Type.Integer(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/pay/channel/update',
    access: { permission: Permissions.pay.channel.update },
    summary: '修改支付渠道（留空的秘钥保留原值）',
    body: Type.Object({ id: Id(), ...channelFields }),
    response: Type.Boolean(),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/pay/channel/delete',
    access: { permission: Permissions.pay.channel.delete },
    summary: '删除支付渠道',
    query: IdQuery,
    response: Type.Boolean(),
  }),
  // null when the app has no channel of that code (the dialog then opens empty for 新增).
  get: endpoint({
    method: 'GET',
    path: '/pay/channel/get',
    access: { permission: Permissions.pay.channel.query },
    summary: '获得应用某一渠道的配置（秘钥不返回）',
    query: Type.Object({ appId: Id('应用编号'), code: PayChannelCodeSchema() }),
    response: Type.Union([PayChannelResp, Type.Null()]),
  }),
  enableCodeList: endpoint({
    method: 'GET',
    path: '/pay/channel/get-enable-code-list',
    access: { login: true },
    summary: '获得应用已开启的渠道编码（收银台的可选渠道）',
    query: Type.Object({ appId: Id('应用编号') }),
    response: Type.Array(Type.String()),
  }),
});
