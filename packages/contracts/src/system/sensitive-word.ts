import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { CommonStatus, DateTimeRange, Id } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { Status } from './shared-fields.ts';

export const SensitiveWordResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  tags: Type.Array(Type.String()),
  status: Type.Integer(),
  description: Type.String(),
  createTime: Type.Integer(),
});
export type SensitiveWord = Type.Static<typeof SensitiveWordResp>;

const Tag = () => Type.String({ minLength: 1, maxLength: 32, title: '标签' });

const fields = {
  name: Type.String({ minLength: 1, maxLength: 255, title: '敏感词' }),
  tags: Type.Array(Tag(), { maxItems: 20, uniqueItems: true, title: '标签' }),
  status: Status(),
  description: Type.Optional(Type.String({ maxLength: 512, title: '描述' })),
};

const filters = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 255, title: '敏感词' })),
  tag: Type.Optional(Type.String({ maxLength: 32, title: '标签' })),
  status: Type.Optional(Status()),
  createTime: Type.Optional(DateTimeRange('创建时间')),
});

export const sensitiveWordApi = apiGroup('敏感词', {
  ...crudEndpoints({
    base: '/system/sensitive-word',
    noun: '敏感词',
    permissions: Permissions.system.sensitiveWord,
    resp: SensitiveWordResp,
    create: Type.Object(fields),
    update: Type.Object({ id: Id(), ...fields }),
    filters,
  }),
  export: endpoint({
    method: 'GET',
    path: '/system/sensitive-word/export-excel',
    access: { permission: Permissions.system.sensitiveWord.export },
    produces: 'file',
    summary: '导出敏感词（xlsx）',
    query: filters,
    response: Type.Unknown(),
  }),
  getTags: endpoint({
    method: 'GET',
    path: '/system/sensitive-word/get-tags',
    access: { permission: Permissions.system.sensitiveWord.query },
    summary: '获得所有敏感词的标签数组',
    response: Type.Array(Type.String()),
  }),
  validateText: endpoint({
    method: 'GET',
    path: '/system/sensitive-word/validate-text',
    access: { permission: Permissions.system.sensitiveWord.query },
    summary: '检测文本中的敏感词（只看启用的词；给了标签时只看带这些标签之一的词），返回找到的词',
    query: Type.Object({
      text: Type.String({ maxLength: 65_535, title: '文本' }),
      /** Repeated (`tags=a&tags=b`) or comma-separated, as the reference's Spring binding accepts. */
      tags: Type.Optional(Type.Array(Type.String({ maxLength: 1_000, title: '标签' }), { maxItems: 20, title: '标签' })),
    }),
    response: Type.Array(Type.String()),
  }),
}, { platform: true });

/** 敏感词's list, search, form, noun and export, once. */
export const sensitiveWordResource = resource({
  api: sensitiveWordApi,
  noun: '敏感词',
  exportFile: '敏感词.xlsx',
  fields: {
    id: { title: '编号' },
    name: { title: '敏感词', filter: 'contains' },
    status: { title: '状态', dict: Dicts.commonStatus, filter: 'equals' },
    description: { title: '描述', kind: 'textarea' },
    /** Exported joined by commas; searched one tag at a time (the page's `tag`). */
    tags: { title: '标签', filter: 'equals', filterName: 'tag' },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  form: ['name', 'tags', 'status', 'description'],
  defaults: { status: CommonStatus.ENABLE, tags: [] },
});
