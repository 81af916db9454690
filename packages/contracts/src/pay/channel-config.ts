/**
 * A pay channel's `config`, per kind of channel: the reference's AlipayPayClientConfig,
 * WxPayClientConfig and NonePayClientConfig, with the field names its Vue 2 forms send and the
 * labels they show. Which fields are required depends on a choice inside the config (Alipay's
 * 公钥类型, WeChat's API 版本), as the reference's validation groups do: `channelConfigProblem`
 * says what is missing for the choice made, with the reference's messages.
 *
 * The secret fields (`CHANNEL_SECRET_FIELDS`) are sealed at rest by the channel feature and never
 * sent to the browser.
 */
import Type, { type TSchema } from 'typebox';
import type { PayChannelCode } from './constants.ts';

export type ChannelKind = 'alipay' | 'weixin' | 'none';

const KIND_OF: Record<PayChannelCode, ChannelKind> = {
  alipay_pc: 'alipay',
  alipay_wap: 'alipay',
  alipay_app: 'alipay',
  alipay_qr: 'alipay',
  alipay_bar: 'alipay',
  wx_pub: 'weixin',
  wx_lite: 'weixin',
  wx_app: 'weixin',
  wx_native: 'weixin',
  wx_bar: 'weixin',
  mock: 'none',
  wallet: 'none',
};

/** The kind of configuration a channel code takes; undefined for a code that is no channel. */
export function channelKind(code: string): ChannelKind | undefined {
  return Object.hasOwn(KIND_OF, code) ? KIND_OF[code as PayChannelCode] : undefined;
}

/** Alipay's 公钥类型 (AlipayPayClientConfig.MODE_*). */
export const AlipayMode = { PUBLIC_KEY: 1, CERTIFICATE: 2 } as const;
/** WeChat Pay's API 版本 (WxPayClientConfig.API_VERSION_*). */
export const WxApiVersion = { V2: 'v2', V3: 'v3' } as const;

/** Alipay's gateways, as the reference's form offers them (网关地址 线上环境 / 沙箱环境). */
export const ALIPAY_SERVER_URLS = {
  production: 'https://openapi.alipay.com/gateway.do',
  sandbox: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
} as const;

/** Lengths: ids and keys are short; PEM texts and a base64 .p12 are a few KB (a root chain holds several certificates). */
const ID_MAX = 64;
const URL_MAX = 255;
const KEY_TEXT_MAX = 16_384;

const Text = (title: string, maxLength: number) => Type.String({ maxLength, title });

/** Every field may arrive empty: the reference's forms send the fields of the other mode as ''. */
export const AlipayChannelConfig = Type.Object({
  appId: Text('开放平台 APPID', ID_MAX),
  serverUrl: Text('网关地址', URL_MAX),
  signType: Text('算法类型', 8),
  mode: Type.Union([Type.Literal(AlipayMode.PUBLIC_KEY), Type.Literal(AlipayMode.CERTIFICATE), Type.Null()], { title: '公钥类型' }),
  privateKey: Type.Optional(Text('应用私钥', KEY_TEXT_MAX)),
  alipayPublicKey: Type.Optional(Text('支付宝公钥', KEY_TEXT_MAX)),
  appCertContent: Type.Optional(Text('商户公钥应用证书', KEY_TEXT_MAX)),
  alipayPublicCertContent: Type.Optional(Text('支付宝公钥证书', KEY_TEXT_MAX)),
  rootCertContent: Type.Optional(Text('根证书', KEY_TEXT_MAX)),
});
export type AlipayChannelConfig = Type.Static<typeof AlipayChannelConfig>;

export const WeixinChannelConfig = Type.Object({
  appId: Text('公众号 APPID', ID_MAX),
  mchId: Text('商户号', ID_MAX),
  apiVersion: Text('API 版本', 8),
  mchKey: Type.Optional(Text('商户密钥', 128)),
  keyContent: Type.Optional(Text('apiclient_cert.p12 证书', KEY_TEXT_MAX)),
  privateKeyContent: Type.Optional(Text('apiclient_key.pem 证书', KEY_TEXT_MAX)),
  privateCertContent: Type.Optional(Text('apiclient_cert.pem 证书', KEY_TEXT_MAX)),
  apiV3Key: Type.Optional(Text('API V3 密钥', 128)),
  /**
   * Tenon's: the WeChat Pay platform certificate (or the 微信支付公钥), to verify v3 answers and
   * notifications by their `Wechatpay-Signature`. Without it a v3 notification is accepted only
   * once a query to the gateway confirms it.
   */
  platformCertContent: Type.Optional(Text('微信支付平台证书', KEY_TEXT_MAX)),
});
export type WeixinChannelConfig = Type.Static<typeof WeixinChannelConfig>;

/** mock and wallet: nothing to configure (the reference's forms send `{name: 'none-config'}`). */
export const NoneChannelConfig = Type.Object({ name: Type.Optional(Text('配置名称', ID_MAX)) });
export type NoneChannelConfig = Type.Static<typeof NoneChannelConfig>;

export const CHANNEL_CONFIG_SCHEMAS = {
  alipay: AlipayChannelConfig,
  weixin: WeixinChannelConfig,
  none: NoneChannelConfig,
} as const satisfies Record<ChannelKind, TSchema>;

/** Per kind, the fields that are secrets: sealed at rest, never answered. */
export const CHANNEL_SECRET_FIELDS = {
  alipay: ['privateKey'],
  weixin: ['mchKey', 'keyContent', 'privateKeyContent', 'apiV3Key'],
  none: [],
} as const satisfies Record<ChannelKind, readonly string[]>;

/** A required field and the message when it is blank (the reference's @NotBlank texts). */
type Required = readonly [field: string, message: string];

const ALIPAY_COMMON: Required[] = [
  ['serverUrl', '网关地址不能为空'],
  ['appId', '开放平台上创建的应用的 ID不能为空'],
  ['signType', '签名算法类型不能为空'],
];
const ALIPAY_BY_MODE: Record<number, Required[]> = {
  [AlipayMode.PUBLIC_KEY]: [
    ['privateKey', '商户私钥不能为空'],
    ['alipayPublicKey', '支付宝公钥字符串不能为空'],
  ],
  [AlipayMode.CERTIFICATE]: [
    ['privateKey', '商户私钥不能为空'],
    ['appCertContent', '指定商户公钥应用证书内容不能为空'],
    ['alipayPublicCertContent', '指定支付宝公钥证书内容不能为空'],
    ['rootCertContent', '指定根证书内容字符串不能为空'],
  ],
};
const WEIXIN_COMMON: Required[] = [
  ['appId', 'APPID 不能为空'],
  ['mchId', '商户号不能为空'],
  ['apiVersion', 'API 版本不能为空'],
];
const WEIXIN_BY_VERSION: Record<string, Required[]> = {
  [WxApiVersion.V2]: [
    ['mchKey', '商户密钥不能为空'],
    ['keyContent', 'apiclient_cert.p12 不能为空'],
  ],
  [WxApiVersion.V3]: [
    ['privateKeyContent', 'apiclient_key 不能为空'],
    ['privateCertContent', 'apiclient_cert 不能为空'],
    ['apiV3Key', 'apiV3 密钥值不能为空'],
  ],
};

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The first field of the kind's schema that is present but no string or too long, as a message. */
function shapeProblem(schema: TSchema, config: Record<string, unknown>): string | undefined {
  const properties = (schema as unknown as { properties: Record<string, { title: string; maxLength?: number }> }).properties;
  for (const [field, property] of Object.entries(properties)) {
    const value = config[field];
    if (value === undefined || value === null || property.maxLength === undefined) continue;
    if (typeof value !== 'string') return `${property.title}格式不正确`;
    if (value.length > property.maxLength) return `${property.title}长度不能超过 ${property.maxLength} 个字符`;
  }
  return undefined;
}

/**
 * Why this config cannot drive the channel `code`: the first blank or invalid field's message for
 * the chosen 公钥类型 / API 版本, or undefined when it can. Unknown codes are refused.
 */
export function channelConfigProblem(code: string, config: unknown): string | undefined {
  const kind = channelKind(code);
  if (!kind) return `未知的支付渠道(${code})`;
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return '渠道配置格式不正确';
  const c = config as Record<string, unknown>;
  const shape = shapeProblem(CHANNEL_CONFIG_SCHEMAS[kind], c);
  if (shape) return shape;
  const firstBlank = (fields: Required[]) => fields.find(([field]) => isBlank(c[field]))?.[1];

  if (kind === 'alipay') {
    const common = firstBlank(ALIPAY_COMMON);
    if (common) return common;
    if (!/^https?:\/\/[^\s/]+/i.test(String(c.serverUrl))) return '网关地址格式不正确';
    if (c.signType !== 'RSA2') return '签名算法类型只支持 RSA2';
    if (isBlank(c.mode)) return '公钥类型不能为空';
    const byMode = ALIPAY_BY_MODE[Number(c.mode)];
    if (!byMode || typeof c.mode !== 'number') return '公钥类型不正确';
    return firstBlank(byMode);
  }
  if (kind === 'weixin') {
    const common = firstBlank(WEIXIN_COMMON);
    if (common) return common;
    const byVersion = Object.hasOwn(WEIXIN_BY_VERSION, String(c.apiVersion)) ? WEIXIN_BY_VERSION[String(c.apiVersion)] : undefined;
    if (!byVersion) return 'API 版本不正确';
    const missing = firstBlank(byVersion);
    if (missing) return missing;
    // AEAD_AES_256_GCM takes the API v3 key as its 32-byte key.
    if (c.apiVersion === WxApiVersion.V3 && String(c.apiV3Key).length !== 32) return 'apiV3 密钥值必须为 32 位';
    // 付款码支付 exists only in API v2, signed with the merchant key (the reference calls the v2 API
    // under a v3 config too, without the key the v3 form never asks for).
    if (code === 'wx_bar' && c.apiVersion !== WxApiVersion.V2) return '微信付款码支付只支持 API 版本 v2';
    return undefined;
  }
  return undefined;
}
