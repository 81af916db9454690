/**
 * 邮箱管理: accounts (the SMTP servers mail leaves through), templates and the log of every mail
 * sent. Paths and fields are the reference's (docs/compatibility.md). An account's password is write-only: it is
 * stored encrypted and no endpoint answers it.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { CommonStatus, DateTimeRange, Id, Int, NullableEpochMs, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Status } from './shared-fields.ts';

/** Dictionary system_mail_send_status. */
/**
 * Tenon: the mail equivalent of SMS's DEBUG channel. An account whose host is this name (RFC 2606's
 * `.invalid`, which never resolves) sends nowhere: each mail is recorded in 邮件记录 as sent.
 */
export const DEBUG_MAIL_HOST = 'debug.invalid';

export const MailSendStatus = { INIT: 0, SUCCESS: 10, FAILURE: 20, IGNORE: 30 } as const;

const MailAddress = (title: string) => Type.String({ minLength: 1, maxLength: 255, format: 'email', title });

export const MailAccountResp = Type.Object({
  id: Type.Integer(),
  mail: Type.String(),
  username: Type.String(),
  host: Type.String(),
  port: Type.Integer(),
  sslEnable: Type.Boolean(),
  createTime: Type.Integer(),
});
export type MailAccount = Type.Static<typeof MailAccountResp>;

const accountFields = {
  mail: MailAddress('邮箱'),
  username: Type.String({ minLength: 1, maxLength: 255, title: '用户名' }),
  host: Type.String({ minLength: 1, maxLength: 255, title: 'SMTP 服务器域名' }),
  port: Int('SMTP 服务器端口', { minimum: 1, maximum: 65_535 }),
  sslEnable: Type.Boolean({ title: '是否开启 SSL' }),
};
const Password = () => Type.String({ minLength: 1, maxLength: 255, title: '密码' });

export const mailAccountApi = apiGroup('邮箱账号', {
  ...crudEndpoints({
    base: '/system/mail-account',
    noun: '邮箱账号',
    permissions: Permissions.system.mailAccount,
    resp: MailAccountResp,
    create: Type.Object({ ...accountFields, password: Password() }),
    /** Without a password the stored one is kept (the form never shows it). */
    update: Type.Object({ id: Id(), ...accountFields, password: Type.Optional(Password()) }),
    filters: Type.Object({
      mail: Type.Optional(Type.String({ maxLength: 255, title: '邮箱' })),
      username: Type.Optional(Type.String({ maxLength: 255, title: '用户名' })),
    }),
  }),
  listAllSimple: endpoint({
    method: 'GET',
    path: '/system/mail-account/list-all-simple',
    access: { login: true },
    summary: '邮箱账号精简列表（模板选择账号时用）',
    response: Type.Array(Type.Object({ id: Type.Integer(), mail: Type.String() })),
  }),
}, { platform: true });

/** 邮箱账号's list and form. The password is no field of a row (no endpoint answers it): the form adds it. */
export const mailAccountResource = resource({
  api: mailAccountApi,
  noun: '邮箱账号',
  fields: {
    id: { title: '编号', width: 80 },
    mail: { title: '邮箱', filter: 'contains' },
    username: { title: '用户名', filter: 'contains', form: { placeholder: '请输入用户名，一般为邮箱' } },
    host: { title: 'SMTP 服务器域名' },
    port: { title: 'SMTP 服务器端口', width: 140 },
    sslEnable: { title: '是否开启 SSL', width: 120, dict: Dicts.infraBooleanString },
    createTime: { title: '创建时间', kind: 'dateTime' },
  },
  form: ['mail', 'username', 'password', 'host', 'port', 'sslEnable'],
  defaults: { sslEnable: false, port: 465 },
});

export const MailTemplateResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  accountId: Type.Integer(),
  nickname: Type.String(),
  title: Type.String(),
  /** HTML, stored sanitised; `{param}` holes are filled (escaped) when a mail is sent. */
  content: Type.String(),
  /** The `{param}` names found in the title and content, in order of first appearance. */
  params: Type.Array(Type.String()),
  status: Type.Integer(),
  remark: Type.String(),
  createTime: Type.Integer(),
});
export type MailTemplate = Type.Static<typeof MailTemplateResp>;

const templateFields = {
  name: Type.String({ minLength: 1, maxLength: 63, title: '模板名称' }),
  code: Type.String({ minLength: 1, maxLength: 63, title: '模板编码' }),
  accountId: Id('邮箱账号'),
  nickname: Type.Optional(Type.String({ maxLength: 255, title: '发送人名称' })),
  title: Type.String({ minLength: 1, maxLength: 255, title: '模板标题' }),
  content: Type.String({ minLength: 1, maxLength: 10_240, title: '模板内容' }),
  status: Status('开启状态'),
  remark: Type.Optional(Type.String({ maxLength: 255, title: '备注' })),
};

export const mailTemplateApi = apiGroup('邮件模版', {
  ...crudEndpoints({
    base: '/system/mail-template',
    noun: '邮件模版',
    permissions: Permissions.system.mailTemplate,
    resp: MailTemplateResp,
    create: Type.Object(templateFields),
    update: Type.Object({ id: Id(), ...templateFields }),
    filters: Type.Object({
      name: Type.Optional(Type.String({ maxLength: 63, title: '模板名称' })),
      code: Type.Optional(Type.String({ maxLength: 63, title: '模板编码' })),
      accountId: Type.Optional(Id('邮箱账号')),
      status: Type.Optional(Status('开启状态')),
      createTime: Type.Optional(DateTimeRange('创建时间')),
    }),
  }),
  sendMail: endpoint({
    method: 'POST',
    path: '/system/mail-template/send-mail',
    access: { permission: Permissions.system.mailTemplate.sendMail },
    summary: '按模板发送一封邮件（异步发送，返回邮件日志编号）',
    body: Type.Object({
      mail: MailAddress('收件邮箱'),
      templateCode: Type.String({ minLength: 1, maxLength: 63, title: '模板编码' }),
      templateParams: Type.Optional(
        Type.Record(
          Type.String(),
          Type.Union([Type.String({ maxLength: 1000 }), Type.Number({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER })]),
          { maxProperties: 50, title: '模板参数' },
        ),
      ),
    }),
    response: Type.Integer(),
  }),
}, { platform: true });

/** 邮件模版's list and form. The accounts are another resource's rows: the screen gives them as choices. */
export const mailTemplateResource = resource({
  api: mailTemplateApi,
  noun: '邮件模版',
  fields: {
    code: { title: '模板编码', width: 200, filter: 'contains' },
    name: { title: '模板名称', filter: 'contains' },
    title: { title: '模板标题', form: { tooltip: '可用 {参数名} 插入参数' } },
    content: { title: '模板内容', kind: 'richText' },
    accountId: { title: '邮箱账号', width: 200, filter: 'equals' },
    nickname: { title: '发送人名称' },
    status: { title: '开启状态', width: 100, dict: Dicts.commonStatus, filter: 'equals' },
    remark: { title: '备注' },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  form: ['name', 'code', 'accountId', 'nickname', 'title', 'content', 'status', 'remark'],
  defaults: { status: CommonStatus.ENABLE, content: '' },
});

export const MailLogResp = Type.Object({
  id: Type.Integer(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  userType: Type.Union([Type.Integer(), Type.Null()]),
  toMail: Type.String(),
  accountId: Type.Integer(),
  fromMail: Type.String(),
  templateId: Type.Integer(),
  templateCode: Type.String(),
  templateNickname: Type.String(),
  templateTitle: Type.String(),
  templateContent: Type.String(),
  templateParams: Type.Record(Type.String(), Type.Unknown()),
  /** Dictionary system_mail_send_status (MailSendStatus). */
  sendStatus: Type.Integer(),
  sendTime: NullableEpochMs,
  /** Tenon: attempts made so far (at most 3). */
  attempts: Type.Integer(),
  sendMessageId: Type.String(),
  sendException: Type.String(),
  createTime: Type.Integer(),
});
export type MailLog = Type.Static<typeof MailLogResp>;

export const mailLogApi = apiGroup('邮件日志', {
  page: endpoint({
    method: 'GET',
    path: '/system/mail-log/page',
    access: { permission: Permissions.system.mailLog.query },
    summary: '获得邮件日志分页',
    query: Type.Object({
      ...PageParam,
      userId: Type.Optional(Id('用户编号')),
      userType: Type.Optional(Int('用户类型', { minimum: 1, maximum: 2 })),
      toMail: Type.Optional(Type.String({ maxLength: 255, title: '接收邮箱' })),
      accountId: Type.Optional(Id('邮箱账号')),
      templateId: Type.Optional(Id('模板编号')),
      sendStatus: Type.Optional(Int('发送状态', { minimum: 0, maximum: 30 })),
      sendTime: Type.Optional(DateTimeRange('发送时间')),
    }),
    response: PageResult(MailLogResp),
  }),
  get: endpoint({
    method: 'GET',
    path: '/system/mail-log/get',
    access: { permission: Permissions.system.mailLog.query },
    summary: '获得邮件日志',
    query: Type.Object({ id: Id() }),
    response: MailLogResp,
  }),
});

/**
 * 邮件记录's list, search and 详细. The list shows the sending address, the search picks the
 * account (another resource's rows, the screen's choices); the user is filtered by the page, not
 * searched.
 */
export const mailLogResource = resource({
  api: mailLogApi,
  noun: '邮件日志',
  fields: {
    id: { title: '编号', width: 80, detail: { label: '日志主键' } },
    sendTime: { title: '发送时间', kind: 'dateTime', filter: 'dateRange' },
    toMail: { title: '接收邮箱', filter: 'contains' },
    templateTitle: { title: '邮件标题' },
    sendStatus: { title: '发送状态', width: 110, dict: Dicts.systemMailSendStatus, filter: 'equals' },
    attempts: { title: '发送次数', width: 90 },
    accountId: { title: '邮箱账号', list: false, filter: 'equals' },
    fromMail: { title: '邮箱账号', detail: { label: '发送邮箱' } },
    templateId: { title: '模板编号', width: 100, filter: 'equals' },
    userId: { title: '用户编号', list: false, filter: 'equals', search: false, detail: { label: '用户信息' } },
    userType: { title: '用户类型', list: false, dict: Dicts.userType, filter: 'equals', search: false },
    templateContent: { title: '邮件内容', list: false },
    templateParams: { title: '邮件参数', list: false },
    sendMessageId: { title: '发送返回的消息编号', list: false },
    sendException: { title: '发送异常', list: false },
    createTime: { title: '记录时间', kind: 'dateTime', list: false },
  },
  detail: ['id', 'templateId', 'userId', 'fromMail', 'toMail', 'templateTitle', 'templateContent', 'templateParams', 'sendStatus', 'sendTime', 'attempts', 'sendMessageId', 'sendException', 'createTime'],
});
