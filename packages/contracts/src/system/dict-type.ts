/**
 * 字典管理: dictionary types. The type code is what data rows and every screen's tags refer to,
 * so it is fixed at creation: the update body has no `type` (the reference ignores it too).
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { CommonStatus, DateTimeRange, Id } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { Remark, Status } from './shared-fields.ts';

export const DictTypeResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  status: Type.Integer(),
  remark: Type.String(),
  createTime: Type.Integer(),
});
export type DictType = Type.Static<typeof DictTypeResp>;

export const DictTypeSimple = Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String() });
export type DictTypeSimple = Type.Static<typeof DictTypeSimple>;

const DictTypeCode = (title = '字典类型') => Type.String({ minLength: 1, maxLength: 100, title });
const editable = {
  name: Type.String({ minLength: 1, maxLength: 100, title: '字典名称' }),
  status: Status(),
  remark: Type.Optional(Remark()),
};
const filters = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100, title: '字典名称' })),
  type: Type.Optional(Type.String({ maxLength: 100, title: '字典类型' })),
  status: Type.Optional(Status()),
  createTime: Type.Optional(DateTimeRange('创建时间')),
});

export const dictTypeApi = apiGroup('字典类型', {
  ...crudEndpoints({
    base: '/system/dict-type',
    noun: '字典类型',
    permissions: Permissions.system.dict,
    resp: DictTypeResp,
    create: Type.Object({ ...editable, type: DictTypeCode() }),
    update: Type.Object({ id: Id(), ...editable }),
    filters,
  }),
  export: endpoint({
    method: 'GET',
    path: '/system/dict-type/export',
    access: { permission: Permissions.system.dict.export },
    produces: 'file',
    summary: '导出字典类型（xlsx）',
    query: filters,
    response: Type.Unknown(),
  }),
  listAllSimple: endpoint({
    method: 'GET',
    path: '/system/dict-type/list-all-simple',
    access: { login: true },
    summary: '全部字典类型的精简列表（字典数据页的类型选择）',
    response: Type.Array(DictTypeSimple),
  }),
}, { platform: true });

/** 字典管理's list, search, form, noun and export, once. */
export const dictTypeResource = resource({
  api: dictTypeApi,
  noun: '字典类型',
  exportFile: '字典类型.xlsx',
  fields: {
    id: { title: '字典编号' },
    name: { title: '字典名称', filter: 'contains' },
    type: { title: '字典类型', filter: 'contains' },
    status: { title: '状态', dict: Dicts.commonStatus, filter: 'equals', search: { placeholder: '字典状态' } },
    remark: { title: '备注', kind: 'textarea', form: { placeholder: '请输入内容' } },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  form: ['name', 'type', 'status', 'remark'],
  defaults: { status: CommonStatus.ENABLE },
});
