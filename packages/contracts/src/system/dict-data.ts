import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';

export const DictDataSimple = Type.Object({
  dictType: Type.String(),
  value: Type.String(),
  label: Type.String(),
  colorType: Type.String(),
  cssClass: Type.String(),
});
export type DictDataSimple = Type.Static<typeof DictDataSimple>;

export const dictDataApi = apiGroup('字典数据', {
  listAllSimple: endpoint({
    method: 'GET',
    path: '/system/dict-data/list-all-simple',
    access: { login: true },
    summary: '获得全部启用的字典数据（按字典类型、排序）',
    response: Type.Array(DictDataSimple),
  }),
});
