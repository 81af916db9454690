/**
 * 字典数据 (`/dict/type/data/:dictId`, hidden): the items of the type it was opened for, which
 * the search form starts with and returns to on 重置; another type may be chosen there. Each
 * item has a label, a value, a sort, a status, a tag colour and a CSS class; add, edit, delete,
 * export. After each write the dictionary store reloads, so every screen's tags follow.
 */
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Input, Result } from 'antd';
import { DICT_COLOR_TYPES, dictDataApi, dictDataResource, dictTypeApi } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import { resourceColumns, resourceFormFields } from '../../../../crud/fromResource';
import type { FormValuesOf } from '../../../../crud/listResource';
import { callApi } from '../../../../api/callApi';
import { loadDictionaries } from '../../../../session/dictionaries';

const COLOR_LABELS: Record<(typeof DICT_COLOR_TYPES)[number], string> = {
  default: '默认',
  primary: '主要',
  success: '成功',
  info: '信息',
  warning: '警告',
  danger: '危险',
};
const colorOptions = DICT_COLOR_TYPES.map((value) => ({ value, label: `${COLOR_LABELS[value]}(${value})` }));

const fields = resourceFormFields<FormValuesOf<typeof dictDataApi>>(dictDataResource).map((field) =>
  // The type the page is for: the reference shows it and lets nobody change it.
  field.name === 'dictType' ? { ...field, input: <Input disabled /> } : field.name === 'colorType' ? { ...field, kind: 'select' as const, options: colorOptions } : field,
);

export default function DictDataPage() {
  const { dictId = '' } = useParams();
  const id = /^\d+$/.test(dictId) ? Number(dictId) : undefined;
  const type = useQuery({
    queryKey: ['dict-type', id],
    queryFn: () => callApi(dictTypeApi.get, { query: { id: id! } }),
    enabled: id !== undefined,
  });
  const types = useQuery({ queryKey: ['dict-type-simple'], queryFn: () => callApi(dictTypeApi.listAllSimple) });
  if (id === undefined || type.isError) return <Result status="404" title="字典类型不存在" />;
  if (!type.data) return null;
  const dictType = type.data.type;
  const columns = resourceColumns(dictDataResource).map((column) =>
    column.dataIndex === 'dictType' && typeof column.search === 'object'
      ? { ...column, search: { ...column.search, kind: 'select' as const, options: (types.data ?? []).map((t) => ({ label: t.name, value: t.type })) } }
      : column,
  );
  return (
    <ResourcePage
      // A new type opened here starts its own search.
      key={dictType}
      resource={dictDataResource}
      initialFilters={{ dictType }}
      onWritten={() => void loadDictionaries()}
      columns={columns}
      form={{ width: 500, defaults: { ...dictDataResource.defaults, dictType }, fields }}
    />
  );
}
