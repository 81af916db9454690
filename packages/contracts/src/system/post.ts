import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { CommonStatus, Id } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { Remark, SimpleItem, Sort, Status } from './shared-fields.ts';

export const PostResp = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  sort: Type.Integer(),
  status: Type.Integer(),
  remark: Type.String(),
  createTime: Type.Integer(),
});
export type Post = Type.Static<typeof PostResp>;

const postFields = {
  code: Type.String({ minLength: 1, maxLength: 64, title: '岗位编码' }),
  name: Type.String({ minLength: 1, maxLength: 50, title: '岗位名称' }),
  sort: Sort(),
  status: Status(),
  remark: Type.Optional(Remark()),
};
const filters = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 64, title: '岗位编码' })),
  name: Type.Optional(Type.String({ maxLength: 50, title: '岗位名称' })),
  status: Type.Optional(Status()),
});

export const postApi = apiGroup('岗位管理', {
  ...crudEndpoints({
    base: '/system/post',
    noun: '岗位',
    permissions: Permissions.system.post,
    resp: PostResp,
    create: Type.Object(postFields),
    update: Type.Object({ id: Id(), ...postFields }),
    filters,
  }),
  export: endpoint({
    method: 'GET',
    path: '/system/post/export',
    access: { permission: Permissions.system.post.export },
    produces: 'file',
    summary: '导出岗位（xlsx）',
    query: filters,
    response: Type.Unknown(),
  }),
  listAllSimple: endpoint({
    method: 'GET',
    path: '/system/post/list-all-simple',
    access: { login: true },
    summary: '启用岗位的精简列表',
    response: Type.Array(SimpleItem),
  }),
});

export const postResource = resource({
  api: postApi,
  noun: '岗位',
  exportFile: '岗位数据.xlsx',
  fields: {
    id: { title: '岗位编号' },
    code: { title: '岗位编码', filter: 'contains', form: { placeholder: '请输入编码名称' } },
    name: { title: '岗位名称', filter: 'contains' },
    sort: { title: '岗位排序', form: { label: '岗位顺序' } },
    status: { title: '状态', dict: Dicts.commonStatus, filter: 'equals', form: { label: '岗位状态' } },
    remark: { title: '备注', kind: 'textarea', list: false, form: { placeholder: '请输入内容' } },
    createTime: { title: '创建时间', kind: 'dateTime' },
  },
  form: ['name', 'code', 'sort', 'status', 'remark'],
  defaults: { sort: 0, status: CommonStatus.ENABLE },
});
