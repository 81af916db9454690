/**
 * In-site messages (站内信): created from notify templates by `NotifySendService` on the server,
 * read by their recipient. Paths are the reference's (docs/compatibility.md).
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { CommonStatus, DateTimeRange, Id, Int, MAX_INT16, NullableEpochMs, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Remark, Status } from './shared-fields.ts';

export const NotifyMessageResp = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  userType: Type.Integer(),
  templateId: Type.Integer(),
  templateCode: Type.String(),
  templateNickname: Type.String(),
  /** The rendered text (template content with its parameters filled in). Plain text. */
  templateContent: Type.String(),
  /** Dictionary system_notify_template_type. */
  templateType: Type.Integer(),
  templateParams: Type.Record(Type.String(), Type.Unknown()),
  readStatus: Type.Boolean(),
  readTime: NullableEpochMs,
  createTime: Type.Integer(),
});
export type NotifyMessage = Type.Static<typeof NotifyMessageResp>;

export const notifyMessageApi = apiGroup('站内信', {
  page: endpoint({
    method: 'GET',
    path: '/system/notify-message/page',
    access: { permission: Permissions.system.notifyMessage.query },
    summary: '站内信分页（管理员查看本租户全部站内信）',
    query: Type.Object({
      ...PageParam,
      userId: Type.Optional(Id('用户编号')),
      userType: Type.Optional(Int('用户类型', { minimum: 1, maximum: 2 })),
      templateCode: Type.Optional(Type.String({ maxLength: 64, title: '模板编码' })),
      templateType: Type.Optional(Int('模版类型', { minimum: 0, maximum: MAX_INT16 })),
      createTime: Type.Optional(DateTimeRange('创建时间')),
    }),
    response: PageResult(NotifyMessageResp),
  }),
  myPage: endpoint({
    method: 'GET',
    path: '/system/notify-message/my-page',
    access: { login: true },
    summary: '我的站内信分页',
    query: Type.Object({
      ...PageParam,
      readStatus: Type.Optional(Type.Boolean({ title: '是否已读' })),
      createTime: Type.Optional(DateTimeRange('创建时间')),
    }),
    response: PageResult(NotifyMessageResp),
  }),
  updateRead: endpoint({
    method: 'PUT',
    path: '/system/notify-message/update-read',
    access: { login: true },
    summary: '标记我的站内信为已读（ids 重复传参，每个编号一次）',
    query: Type.Object({
      ids: Type.Array(Id('站内信编号'), { minItems: 1, maxItems: 100, title: '站内信编号' }),
    }),
    response: Type.Boolean(),
  }),
  updateAllRead: endpoint({
    method: 'PUT',
    path: '/system/notify-message/update-all-read',
    access: { login: true },
    summary: '标记我的全部站内信为已读',
    response: Type.Boolean(),
  }),
  getUnreadList: endpoint({
    method: 'GET',
    path: '/system/notify-message/get-unread-list',
    access: { login: true },
    summary: '我最近的未读站内信（最多 size 条，默认 10）',
    query: Type.Object({ size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10, title: '条数' })) }),
    response: Type.Array(NotifyMessageResp),
  }),
  getUnreadCount: endpoint({
    method: 'GET',
    path: '/system/notify-message/get-unread-count',
    access: { login: true },
    summary: '我的未读站内信数量',
    response: Type.Integer(),
  }),
  /** Beyond the reference: the unread count pushed live; the 120 s poll stays as the fallback. */
  unreadCountStream: endpoint({
    method: 'GET',
    path: '/system/notify-message/unread-count-stream',
    access: { login: true },
    produces: 'event-stream',
    summary: '未读数量推送（Server-Sent Events：连接时推送一次，之后每次变化推送；事件名 unread-count）',
    response: Type.Integer(),
  }),
});

/** 消息记录's list and 详细 (the administrator's view of every message of the tenant). */
export const notifyMessageResource = resource({
  api: { page: notifyMessageApi.page },
  noun: '站内信',
  fields: {
    id: { title: '编号', width: 80 },
    userType: { title: '用户类型', width: 100, dict: Dicts.userType, filter: 'equals' },
    userId: { title: '用户编号', width: 100, filter: 'equals', search: { order: 1 } },
    templateId: { title: '模版编号', list: false },
    templateCode: { title: '模板编码', width: 160, filter: 'contains' },
    templateNickname: { title: '发送人名称', width: 120 },
    templateContent: { title: '模版内容', width: 260 },
    templateParams: { title: '模版参数', width: 200 },
    templateType: { title: '模版类型', width: 100, dict: Dicts.systemNotifyTemplateType, filter: 'equals' },
    readStatus: { title: '是否已读', width: 100 },
    readTime: { title: '阅读时间', kind: 'dateTime' },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
});

export const NotifyTemplateResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  nickname: Type.String(),
  /** Plain text with `{param}` placeholders. */
  content: Type.String(),
  /** Dictionary system_notify_template_type. */
  type: Type.Integer(),
  /** The placeholders of `content`, in order of first use; computed on save, never sent. */
  params: Type.Array(Type.String()),
  status: Type.Integer(),
  remark: Type.String(),
  /** Tenon: a template the product sends through (bpm-*, system-*): not deletable, code fixed. */
  builtIn: Type.Boolean(),
  createTime: Type.Integer(),
});
export type NotifyTemplate = Type.Static<typeof NotifyTemplateResp>;

/** Letters, digits, `_` and `-`: the codes the product sends through look like `bpm-task-assigned`. */
export const NOTIFY_TEMPLATE_CODE_PATTERN = '^[A-Za-z0-9_-]+$';

const notifyTemplateFields = {
  name: Type.String({ minLength: 1, maxLength: 63, title: '模板名称' }),
  code: Type.String({ minLength: 1, maxLength: 64, pattern: NOTIFY_TEMPLATE_CODE_PATTERN, title: '模板编码' }),
  nickname: Type.String({ minLength: 1, maxLength: 63, title: '发送人名称' }),
  content: Type.String({ minLength: 1, maxLength: 1000, title: '模板内容' }),
  type: Int('类型', { minimum: 1, maximum: 2 }),
  status: Status(),
  remark: Type.Optional(Remark()),
};

const notifyTemplateFilters = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 63, title: '模板名称' })),
  code: Type.Optional(Type.String({ maxLength: 64, title: '模板编码' })),
  status: Type.Optional(Status()),
  createTime: Type.Optional(DateTimeRange('创建时间')),
});

export const notifyTemplateApi = apiGroup('站内信模板', {
  ...crudEndpoints({
    base: '/system/notify-template',
    noun: '站内信模板',
    permissions: Permissions.system.notifyTemplate,
    resp: NotifyTemplateResp,
    create: Type.Object(notifyTemplateFields),
    update: Type.Object({ id: Id(), ...notifyTemplateFields }),
    filters: notifyTemplateFilters,
  }),
  sendNotify: endpoint({
    method: 'POST',
    path: '/system/notify-template/send-notify',
    access: { permission: Permissions.system.notifyTemplate.sendNotify },
    summary: '按模板给本租户的一个用户发送站内信，返回站内信编号',
    body: Type.Object({
      userId: Id('接收用户'),
      userType: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, default: 2, title: '用户类型' })),
      templateCode: Type.String({ minLength: 1, maxLength: 64, title: '模板编码' }),
      templateParams: Type.Optional(
        Type.Record(
          Type.String(),
          Type.Union([Type.String({ maxLength: 500 }), Type.Number({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER })]),
          { maxProperties: 50, title: '模板参数' },
        ),
      ),
    }),
    response: Type.Integer(),
  }),
  listAllSimple: endpoint({
    method: 'GET',
    path: '/system/notify-template/list-all-simple',
    access: { permission: Permissions.system.notifyTemplate.query },
    summary: '启用的站内信模板（发送站内信时选择）',
    response: Type.Array(NotifyTemplateResp),
  }),
}, { platform: true });

/**
 * 站内信模板's list and form. The built-in mark, 测试 and the code's own check are the screen's;
 * a built-in template's 删除 is disabled there, as the server refuses it.
 */
export const notifyTemplateResource = resource({
  api: notifyTemplateApi,
  noun: '站内信模板',
  fields: {
    code: { title: '模板编码', width: 200, filter: 'contains', search: { order: 1 }, form: { tooltip: '内置模板的编码由系统使用，不能修改' } },
    name: { title: '模板名称', filter: 'contains', search: { order: 2 } },
    type: { title: '类型', width: 100, dict: Dicts.systemNotifyTemplateType, form: { control: 'select', placeholder: '请选择类型' } },
    nickname: { title: '发送人名称', width: 120 },
    content: { title: '模板内容', width: 260, kind: 'textarea', form: { tooltip: '参数写作 {参数名}，如 {name}；保存时自动解析' } },
    status: { title: '开启状态', width: 100, dict: Dicts.commonStatus, filter: 'equals', search: { label: '状态', placeholder: '请选择开启状态' }, form: { label: '状态' } },
    remark: { title: '备注' },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  form: ['name', 'code', 'nickname', 'content', 'type', 'status', 'remark'],
  defaults: { type: 1, status: CommonStatus.ENABLE },
});
