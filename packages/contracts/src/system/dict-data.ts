/**
 * 字典数据: the items of each dictionary type. `list-all-simple` is the web's preload of every
 * enabled item; `type/{type}` (the reference's console calls it, its back end does not serve it) one type's.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { CommonStatus, Id } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
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

/** 字典数据's list, search, form, noun and export file, once (the form words its fields as the reference's 数据…). */
export const dictDataResource = resource({
  api: dictDataApi,
  noun: '字典数据',
  exportFile: '字典数据.xlsx',
  fields: {
    id: { title: '字典编码' },
    dictType: { title: '字典类型', filter: 'equals', search: { label: '字典名称' } },
    label: { title: '字典标签', filter: 'contains', form: { label: '数据标签' } },
    value: { title: '字典键值', form: { label: '数据键值' } },
    sort: { title: '字典排序', form: { label: '显示排序' } },
    status: { title: '状态', dict: Dicts.commonStatus, filter: 'equals', search: { placeholder: '数据状态' } },
    colorType: { title: '颜色类型' },
    cssClass: { title: 'CSS Class', form: { placeholder: '请输入 CSS Class' } },
    remark: { title: '备注', kind: 'textarea', form: { placeholder: '请输入内容' } },
    createTime: { title: '创建时间', kind: 'dateTime', export: false },
  },
  form: ['dictType', 'label', 'value', 'sort', 'status', 'colorType', 'cssClass', 'remark'],
  defaults: { sort: 0, status: CommonStatus.ENABLE, colorType: 'default', cssClass: '' },
});
