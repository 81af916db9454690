import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { CommonStatus, Id, IdQuery } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Status } from './shared-fields.ts';

/** Notice `type` (dictionary `system_notice_type`): 1 通知, 2 公告. */
export const NoticeType = Type.Integer({ minimum: 1, maximum: 2, title: '公告类型' });

export const NoticeResp = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: Type.Integer(),
  /** Rich text (HTML), stored sanitised: never script, event handlers or `javascript:` URLs. */
  content: Type.String(),
  status: Type.Integer(),
  createTime: Type.Integer(),
});
export type Notice = Type.Static<typeof NoticeResp>;

/** A pushed notice as its recipient reads it (不含状态: a closed notice is still what was sent). */
export const PushedNoticeResp = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: Type.Integer(),
  /** Sanitised rich text (HTML). */
  content: Type.String(),
  createTime: Type.Integer(),
});
export type PushedNotice = Type.Static<typeof PushedNoticeResp>;

const noticeFields = {
  title: Type.String({ minLength: 1, maxLength: 50, title: '公告标题' }),
  type: NoticeType,
  content: Type.Optional(Type.String({ maxLength: 65_535, title: '公告内容' })),
  status: Status(),
};

export const noticeApi = apiGroup('通知公告', {
  ...crudEndpoints({
    base: '/system/notice',
    noun: '通知公告',
    permissions: Permissions.system.notice,
    resp: NoticeResp,
    create: Type.Object(noticeFields),
    update: Type.Object({ id: Id(), ...noticeFields }),
    filters: Type.Object({
      title: Type.Optional(Type.String({ maxLength: 50, title: '公告标题' })),
      status: Type.Optional(Status()),
    }),
  }),
  /** Tenon (the "publishing a notice can push it to users"): queued, sent in batches after the answer. */
  push: endpoint({
    method: 'POST',
    path: '/system/notice/push',
    access: { permission: Permissions.system.notice.update },
    summary: '把开启状态的通知公告作为站内信推送给本租户全部启用的用户，返回排队发送的人数',
    query: IdQuery,
    response: Type.Integer(),
  }),
  /**
   * Tenon: the notice an in-site message of mine carries (a 推送), for its 详情 in the bell and in
   * 我的站内信; recipients hold no notice permission. Another user's message is "not found".
   */
  getPushed: endpoint({
    method: 'GET',
    path: '/system/notice/get-pushed',
    access: { login: true },
    summary: '获得推送给我的一条站内信所带的通知公告（标题、类型与已净化的内容）',
    query: Type.Object({ messageId: Id('消息编号') }),
    response: PushedNoticeResp,
  }),
});

/** 通知公告's list and form (its 推送 is the screen's own button). The content is no column. */
export const noticeResource = resource({
  api: noticeApi,
  noun: '公告',
  fields: {
    id: { title: '公告编号', width: 100 },
    title: { title: '公告标题', filter: 'contains' },
    type: { title: '公告类型', width: 100, dict: Dicts.systemNoticeType, form: { control: 'select', placeholder: '请选择' } },
    status: { title: '状态', width: 100, dict: Dicts.commonStatus, filter: 'equals', search: { placeholder: '公告状态' } },
    content: { title: '公告内容', kind: 'richText', list: false, form: { label: '内容' } },
    createTime: { title: '创建时间', kind: 'dateTime' },
  },
  defaults: { status: CommonStatus.ENABLE, content: '' },
});
