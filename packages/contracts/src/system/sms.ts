/**
 * 短信管理: channels (the providers' accounts), templates (with 测试: send-sms) and the log of
 * every message. Paths and fields are the reference's (docs/compatibility.md). A channel's `apiSecret` is write-only:
 * no endpoint answers it; an update without it keeps the stored one.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { CommonStatus, DateTimeRange, Id, Int, NullableEpochMs, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Remark, Status } from './shared-fields.ts';
import { MOBILE_PATTERN } from './shared-fields.ts';

/** Dictionary system_sms_channel_code: the providers an adapter exists for. `DEBUG` is Tenon's (records only). */

export const SmsChannelCode = { DEBUG: 'DEBUG', DEBUG_DING_TALK: 'DEBUG_DING_TALK', ALIYUN: 'ALIYUN', TENCENT: 'TENCENT' } as const;
export type SmsChannelCode = (typeof SmsChannelCode)[keyof typeof SmsChannelCode];
/** Dictionary system_sms_send_status: 0 初始化 (queued, or waiting for its next attempt), 10 成功, 20 失败 (every attempt failed), 30 不发送. */
export const SmsSendStatus = { INIT: 0, SUCCESS: 10, FAILURE: 20, IGNORE: 30 } as const;
/** Dictionary system_sms_receive_status. */
export const SmsReceiveStatus = { INIT: 0, SUCCESS: 10, FAILURE: 20 } as const;
/** Dictionary system_sms_template_type. */
export const SmsTemplateType = { VERIFICATION_CODE: 1, NOTICE: 2, PROMOTION: 3 } as const;

const ChannelCode = () =>
  Type.Union(
    [Type.Literal(SmsChannelCode.DEBUG), Type.Literal(SmsChannelCode.DEBUG_DING_TALK), Type.Literal(SmsChannelCode.ALIYUN), Type.Literal(SmsChannelCode.TENCENT)],
    { title: '渠道编码' },
  );

export const SmsChannelResp = Type.Object({
  id: Type.Integer(),
  signature: Type.String(),
  code: Type.String(),
  status: Type.Integer(),
  remark: Type.String(),
  apiKey: Type.String(),
  /** Tenon: whether a secret is stored (the secret itself is never answered). */
  apiSecretSet: Type.Boolean(),
  callbackUrl: Type.String(),
  createTime: Type.Integer(),
});
export type SmsChannel = Type.Static<typeof SmsChannelResp>;

const channelFields = {
  signature: Type.String({ minLength: 1, maxLength: 64, title: '短信签名' }),
  code: ChannelCode(),
  status: Status('启用状态'),
  remark: Type.Optional(Remark()),
  apiKey: Type.String({ minLength: 1, maxLength: 255, title: '短信 API 的账号' }),
  callbackUrl: Type.Optional(Type.String({ maxLength: 255, title: '短信发送回调 URL' })),
};
const ApiSecret = () => Type.String({ minLength: 1, maxLength: 255, title: '短信 API 的秘钥' });

const channelFilters = Type.Object({
  signature: Type.Optional(Type.String({ maxLength: 64, title: '短信签名' })),
  code: Type.Optional(Type.String({ maxLength: 63, title: '渠道编码' })),
  status: Type.Optional(Status('启用状态')),
  createTime: Type.Optional(DateTimeRange('创建时间')),
});

export const smsChannelApi = apiGroup('短信渠道', {
  ...crudEndpoints({
    base: '/system/sms-channel',
    noun: '短信渠道',
    permissions: Permissions.system.smsChannel,
    resp: SmsChannelResp,
    create: Type.Object({ ...channelFields, apiSecret: Type.Optional(ApiSecret()) }),
    /** Without `apiSecret` the stored one is kept (the form never shows it). */
    update: Type.Object({ id: Id(), ...channelFields, apiSecret: Type.Optional(ApiSecret()) }),
    filters: channelFilters,
  }),
  listAllSimple: endpoint({
    method: 'GET',
    path: '/system/sms-channel/list-all-simple',
    access: { login: true },
    summary: '短信渠道精简列表（模板选择渠道时用）',
    response: Type.Array(Type.Object({ id: Type.Integer(), signature: Type.String(), code: Type.String() })),
  }),
}, { platform: true });

/** 短信渠道's list and form. The secret is no field of a row (only whether one is stored): the form adds it. */
export const smsChannelResource = resource({
  api: smsChannelApi,
  noun: '短信渠道',
  fields: {
    id: { title: '编号', width: 80 },
    signature: { title: '短信签名', filter: 'contains' },
    code: { title: '渠道编码', width: 130, dict: Dicts.systemSmsChannelCode, filter: 'equals', search: { placeholder: '请选择短信渠道' } },
    status: { title: '启用状态', width: 100, dict: Dicts.commonStatus, filter: 'equals' },
    remark: { title: '备注' },
    apiKey: { title: '短信 API 的账号' },
    apiSecretSet: { title: '短信 API 的秘钥', width: 130 },
    callbackUrl: { title: '短信发送回调 URL' },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  form: ['signature', 'code', 'status', 'remark', 'apiKey', 'apiSecret', 'callbackUrl'],
  defaults: { status: CommonStatus.ENABLE, code: SmsChannelCode.DEBUG },
});

export const SmsTemplateResp = Type.Object({
  id: Type.Integer(),
  /** Dictionary system_sms_template_type. */
  type: Type.Integer(),
  status: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  /** Plain text with `{param}` placeholders. */
  content: Type.String(),
  /** The placeholders of `content`, in order of first use; computed on save, never sent. */
  params: Type.Array(Type.String()),
  remark: Type.String(),
  /** The provider's own template id (Aliyun SMS_xxx, Tencent's number). */
  apiTemplateId: Type.String(),
  channelId: Type.Integer(),
  channelCode: Type.String(),
  createTime: Type.Integer(),
});
export type SmsTemplate = Type.Static<typeof SmsTemplateResp>;

const templateFields = {
  type: Int('短信类型', { minimum: 1, maximum: 3 }),
  status: Status('开启状态'),
  code: Type.String({ minLength: 1, maxLength: 63, pattern: '^[A-Za-z0-9_-]+$', title: '模板编码' }),
  name: Type.String({ minLength: 1, maxLength: 63, title: '模板名称' }),
  content: Type.String({ minLength: 1, maxLength: 255, title: '模板内容' }),
  remark: Type.Optional(Remark()),
  apiTemplateId: Type.String({ minLength: 1, maxLength: 63, title: '短信 API 的模板编号' }),
  channelId: Id('短信渠道编号'),
};

const templateFilters = Type.Object({
  type: Type.Optional(Int('短信类型', { minimum: 1, maximum: 3 })),
  status: Type.Optional(Status('开启状态')),
  code: Type.Optional(Type.String({ maxLength: 63, title: '模板编码' })),
  content: Type.Optional(Type.String({ maxLength: 255, title: '模板内容' })),
  apiTemplateId: Type.Optional(Type.String({ maxLength: 63, title: '短信 API 的模板编号' })),
  channelId: Type.Optional(Id('短信渠道编号')),
  createTime: Type.Optional(DateTimeRange('创建时间')),
});

export const SmsMobile = (title = '手机号') => Type.String({ minLength: 1, maxLength: 20, pattern: MOBILE_PATTERN, title });

export const smsTemplateApi = apiGroup('短信模板', {
  ...crudEndpoints({
    base: '/system/sms-template',
    noun: '短信模板',
    permissions: Permissions.system.smsTemplate,
    resp: SmsTemplateResp,
    create: Type.Object(templateFields),
    update: Type.Object({ id: Id(), ...templateFields }),
    filters: templateFilters,
  }),
  export: endpoint({
    method: 'GET',
    path: '/system/sms-template/export-excel',
    access: { permission: Permissions.system.smsTemplate.export },
    produces: 'file',
    summary: '导出短信模板（xlsx）',
    query: templateFilters,
    response: Type.Unknown(),
  }),
  sendSms: endpoint({
    method: 'POST',
    path: '/system/sms-template/send-sms',
    access: { permission: Permissions.system.smsTemplate.sendSms },
    summary: '按模板发送一条短信（异步发送，返回短信日志编号）；每个手机号每分钟 1 条、每小时 10 条',
    body: Type.Object({
      mobile: SmsMobile(),
      templateCode: Type.String({ minLength: 1, maxLength: 63, title: '模板编码' }),
      templateParams: Type.Optional(
        Type.Record(
          Type.String(),
          Type.Union([Type.String({ maxLength: 255 }), Type.Number({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER })]),
          { maxProperties: 20, title: '模板参数' },
        ),
      ),
    }),
    response: Type.Integer(),
  }),
}, { platform: true });

/**
 * 短信模板's list, form and export. The list shows the channel by its code; the channels to choose
 * from are another resource's rows (the screen's choices). The export, in the reference's order,
 * has the channel's id and code as two columns.
 */
export const smsTemplateResource = resource({
  api: smsTemplateApi,
  noun: '短信模板',
  exportFile: '短信模板.xlsx',
  fields: {
    id: { title: '编号', list: false },
    code: { title: '模板编码', width: 200, filter: 'contains' },
    name: { title: '模板名称' },
    content: { title: '模板内容', width: 260, kind: 'textarea', filter: 'contains', form: { tooltip: '可用 {参数名} 插入参数' } },
    type: { title: '短信类型', width: 100, dict: Dicts.systemSmsTemplateType, filter: 'equals', form: { control: 'select' } },
    status: { title: '开启状态', width: 100, dict: Dicts.commonStatus, filter: 'equals' },
    remark: { title: '备注' },
    apiTemplateId: { title: '短信 API 的模板编号', width: 170, filter: 'contains' },
    channelId: { title: '短信渠道', width: 130, filter: 'equals', form: { label: '短信渠道编号' }, export: { title: '短信渠道编号' } },
    channelCode: { title: '短信渠道编码', list: false, dict: Dicts.systemSmsChannelCode },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  form: ['channelId', 'type', 'code', 'name', 'content', 'status', 'apiTemplateId', 'remark'],
  defaults: { status: CommonStatus.ENABLE, type: SmsTemplateType.VERIFICATION_CODE },
  exportColumns: ['id', 'type', 'status', 'code', 'name', 'content', 'apiTemplateId', 'channelId', 'channelCode', 'remark', 'createTime'],
});

export const SmsLogResp = Type.Object({
  id: Type.Integer(),
  channelId: Type.Integer(),
  channelCode: Type.String(),
  templateId: Type.Integer(),
  templateCode: Type.String(),
  templateType: Type.Integer(),
  /** The rendered text, as it was sent. */
  templateContent: Type.String(),
  templateParams: Type.Record(Type.String(), Type.Unknown()),
  apiTemplateId: Type.String(),
  mobile: Type.String(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  userType: Type.Union([Type.Integer(), Type.Null()]),
  /** Dictionary system_sms_send_status (SmsSendStatus). */
  sendStatus: Type.Integer(),
  sendTime: NullableEpochMs,
  /** Tenon: attempts made so far (at most 3). */
  attempts: Type.Integer(),
  /** The provider's answer to the last attempt (or the error that attempt met). */
  apiSendCode: Type.String(),
  apiSendMsg: Type.String(),
  apiRequestId: Type.String(),
  apiSerialNo: Type.String(),
  /** Dictionary system_sms_receive_status (SmsReceiveStatus). */
  receiveStatus: Type.Integer(),
  receiveTime: NullableEpochMs,
  apiReceiveCode: Type.String(),
  apiReceiveMsg: Type.String(),
  createTime: Type.Integer(),
});
export type SmsLog = Type.Static<typeof SmsLogResp>;

const logFilters = Type.Object({
  channelId: Type.Optional(Id('短信渠道编号')),
  templateId: Type.Optional(Id('模板编号')),
  mobile: Type.Optional(Type.String({ maxLength: 20, title: '手机号' })),
  sendStatus: Type.Optional(Int('发送状态', { minimum: 0, maximum: 30 })),
  sendTime: Type.Optional(DateTimeRange('发送时间')),
  receiveStatus: Type.Optional(Int('接收状态', { minimum: 0, maximum: 20 })),
  receiveTime: Type.Optional(DateTimeRange('接收时间')),
});

export const smsLogApi = apiGroup('短信日志', {
  page: endpoint({
    method: 'GET',
    path: '/system/sms-log/page',
    access: { permission: Permissions.system.smsLog.query },
    summary: '短信日志分页（本租户发送的短信）',
    query: Type.Object({ ...PageParam, ...logFilters.properties }),
    response: PageResult(SmsLogResp),
  }),
  export: endpoint({
    method: 'GET',
    path: '/system/sms-log/export-excel',
    access: { permission: Permissions.system.smsLog.export },
    produces: 'file',
    summary: '导出短信日志（xlsx）',
    query: logFilters,
    response: Type.Unknown(),
  }),
});

/**
 * 短信日志's list, search, 详细 and export. The list shows the channel by its code and the search
 * picks it by its id (another resource's rows, the screen's choices); 详细 and the export each
 * follow the reference's order.
 */
export const smsLogResource = resource({
  api: smsLogApi,
  noun: '短信日志',
  exportFile: '短信日志.xlsx',
  fields: {
    id: { title: '编号', width: 80, detail: { label: '日志主键' } },
    mobile: { title: '手机号', width: 130, filter: 'contains' },
    templateContent: { title: '短信内容', width: 300 },
    sendStatus: { title: '发送状态', width: 110, dict: Dicts.systemSmsSendStatus, filter: 'equals' },
    sendTime: { title: '发送时间', kind: 'dateTime', filter: 'dateRange' },
    attempts: { title: '发送次数', width: 90 },
    receiveStatus: { title: '接收状态', width: 110, dict: Dicts.systemSmsReceiveStatus, filter: 'equals' },
    receiveTime: { title: '接收时间', kind: 'dateTime', filter: 'dateRange' },
    channelId: { title: '短信渠道', list: false, filter: 'equals' },
    channelCode: { title: '短信渠道', width: 130, dict: Dicts.systemSmsChannelCode },
    templateId: { title: '模板编号', width: 100, filter: 'equals', detail: { label: '短信模板' } },
    templateType: { title: '短信类型', width: 100, dict: Dicts.systemSmsTemplateType },
    createTime: { title: '创建时间', kind: 'dateTime' },
    templateCode: { title: '模板编码', list: false },
    apiTemplateId: { title: 'API 的模板编号', list: false },
    userId: { title: '用户编号', list: false, detail: { label: '用户信息' } },
    templateParams: { title: '短信参数', list: false },
    apiSendCode: { title: 'API 发送结果', list: false },
    apiSerialNo: { title: 'API 短信编号', list: false },
    apiRequestId: { title: 'API 请求编号', list: false },
    apiReceiveCode: { title: 'API 接收结果', list: false },
  },
  detail: [
    'id', 'channelId', 'templateId', 'apiTemplateId', 'userId', 'mobile', 'templateContent', 'templateParams', 'createTime', 'sendStatus', 'sendTime',
    'attempts', 'apiSendCode', 'apiSerialNo', 'apiRequestId', 'receiveStatus', 'receiveTime', 'apiReceiveCode',
  ],
  exportColumns: ['id', 'mobile', 'templateContent', 'channelCode', 'templateCode', 'templateType', 'sendStatus', 'sendTime', 'attempts', 'apiSendCode', 'receiveStatus', 'receiveTime', 'createTime'],
});

/** Largest batch of receipts one callback may carry (the providers push in batches). */
const MAX_RECEIPTS = 1000;
const ReceiptText = (maxLength: number, title: string) => Type.String({ maxLength, title });
/** The serial number the send call answered: how a report finds its message. */
const SerialNo = (title: string) => Type.String({ minLength: 1, maxLength: 255, title });

/** One status report of Aliyun's SmsReport push (HTTP 批量推送), as help.aliyun.com documents it. */
export const AliyunSmsReceipt = Type.Object({
  phone_number: Type.Optional(ReceiptText(32, '手机号码')),
  send_time: Type.Optional(ReceiptText(32, '发送时间')),
  report_time: Type.Optional(ReceiptText(32, '状态报告时间')),
  success: Type.Boolean({ title: '是否接收成功' }),
  err_code: Type.Optional(ReceiptText(63, '状态报告编码')),
  err_msg: Type.Optional(ReceiptText(255, '状态报告说明')),
  sms_size: Type.Optional(ReceiptText(16, '短信长度')),
  biz_id: SerialNo('发送回执编号'),
  out_id: Type.Optional(ReceiptText(255, '外部流水号')),
});

/** One status report of Tencent Cloud's 短信下发状态回调, as cloud.tencent.com documents it. */
export const TencentSmsReceipt = Type.Object({
  user_receive_time: Type.Optional(ReceiptText(32, '用户接收时间')),
  nationcode: Type.Optional(ReceiptText(8, '国家码')),
  mobile: Type.Optional(ReceiptText(32, '手机号码')),
  report_status: Type.Union([Type.Literal('SUCCESS'), Type.Literal('FAIL')], { title: '接收状态' }),
  errmsg: Type.Optional(ReceiptText(63, '接收状态码')),
  description: Type.Optional(ReceiptText(255, '接收状态描述')),
  sid: SerialNo('发送流水号'),
});

/**
 * The providers' status reports (reference SmsCallbackController): no sign-in and no tenant
 * header; each answers the acknowledgement its provider expects. A report whose serial number
 * matches no message of that provider is acknowledged and dropped alike.
 */
export const smsCallbackApi = apiGroup('短信回调', {
  aliyun: endpoint({
    method: 'POST',
    path: '/system/sms/callback/aliyun',
    access: { public: true },
    tenant: 'none',
    produces: 'bare',
    summary: '阿里云短信状态报告回调（HTTP 批量推送），应答阿里云要求的 {code: 0, msg}',
    body: Type.Array(AliyunSmsReceipt, { minItems: 1, maxItems: MAX_RECEIPTS, title: '状态报告' }),
    response: Type.Object({ code: Type.Integer(), msg: Type.String() }),
  }),
  tencent: endpoint({
    method: 'POST',
    path: '/system/sms/callback/tencent',
    access: { public: true },
    tenant: 'none',
    produces: 'bare',
    summary: '腾讯云短信下发状态回调，应答腾讯云要求的 {result: 0, errmsg: "OK"}',
    body: Type.Array(TencentSmsReceipt, { minItems: 1, maxItems: MAX_RECEIPTS, title: '状态报告' }),
    response: Type.Object({ result: Type.Integer(), errmsg: Type.String() }),
  }),
});
