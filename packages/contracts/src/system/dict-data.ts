/**
 * 字典数据: the items of each dictionary type. `list-all-simple` is the web's preload of every
 * enabled item; `type/{type}` (the reference's console calls it, its back end does not serve it) one type's.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { Id } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Remark, Sort, Status } from './shared-fields.ts';

export const DictDataSimple = Type.Object({
  dictType: Type.String(),
  value: Type.String(),
  label: Type.String(),
  colorType: Type.String(),
  cssClass: Type.String(),
});
export type DictDataSimple = Type.Static<typeof DictDataSimple>;

/** The tag colours a dictionary item may take (docs/console.md, "Dictionaries"); '' and default are plain text. */
export const DICT_COLOR_TYPES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
const ColorType = () =>
  Type.Union(
    [
      Type.Literal(''),
      Type.Literal('default'),
      Type.Literal('primary'),
      Type.Literal('success'),
      Type.Literal('info'),
      Type.Literal('warning'),
      Type.Literal('danger'),
    ],
    { title: '颜色类型' },
  );

export const DictDataResp = Type.Object({
  id: Type.Integer(),
  sort: Type.Integer(),
  label: Type.String(),
  value: Type.String(),
  dictType: Type.String(),
  status: Type.Integer(),
  colorType: Type.String(),
  cssClass: Type.String(),
  remark: Type.String(),
  createTime: Type.Integer(),
});
export type DictData = Type.Static<typeof DictDataResp>;

const fields = {
  sort: Sort(),
  label: Type.String({ minLength: 1, maxLength: 100, title: '数据标签' }),
  value: Type.String({ minLength: 1, maxLength: 100, title: '数据键值' }),
  dictType: Type.String({ minLength: 1, maxLength: 100, title: '字典类型' }),
  status: Status(),
  colorType: Type.Optional(ColorType()),
  cssClass: Type.Optional(Type.String({ maxLength: 100, title: 'CSS Class' })),
  remark: Type.Optional(Remark()),
};
const filters = Type.Object({
  label: Type.Optional(Type.String({ maxLength: 100, title: '字典标签' })),
  dictType: Type.Optional(Type.String({ maxLength: 100, title: '字典名称' })),
  status: Type.Optional(Status()),
});

export const dictDataApi = apiGroup('字典数据', {
  ...crudEndpoints({
    base: '/system/dict-data',
    noun: '字典数据',
    permissions: Permissions.system.dict,
    resp: DictDataResp,
    create: Type.Object(fields),
    update: Type.Object({ id: Id(), ...fields }),
    filters,
  }),
  export: endpoint({
    method: 'GET',
    path: '/system/dict-data/export',
    access: { permission: Permissions.system.dict.export },
    produces: 'file',
    summary: '导出字典数据（xlsx）',
    query: filters,
    response: Type.Unknown(),
  }),
  listAllSimple: endpoint({
    method: 'GET',
    path: '/system/dict-data/list-all-simple',
    access: { login: true },
    summary: '获得全部启用的字典数据（按字典类型、排序）',
    response: Type.Array(DictDataSimple),
  }),
  listByType: endpoint({
    method: 'GET',
    path: '/system/dict-data/type/{type}',
    access: { login: true },
    summary: '获得一个字典类型的启用数据（按排序）',
    params: Type.Object({ type: Type.String({ minLength: 1, maxLength: 100, title: '字典类型' }) }),
    response: Type.Array(DictDataSimple),
  }),
}, { platform: true });
