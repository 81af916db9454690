/**
 * 字典数据 (`/dict/type/data/:dictId`, hidden): the items of the type it was opened for, which
 * the search form starts with and returns to on 重置; another type may be chosen there. Each
 * item has a label, a value, a sort, a status, a tag colour and a CSS class; add, edit, delete,
 * export. After each write the dictionary store reloads, so every screen's tags follow.
 */
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Input, Result } from 'antd';
import { CommonStatus, DICT_COLOR_TYPES, Permissions, dictDataApi, dictTypeApi, Dicts } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';
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
  return (
    <ListPage
      // A new type opened here starts its own search.
      key={dictType}
      api={dictDataApi}
      permissions={Permissions.system.dict}
      noun="字典数据"
      exportFile="字典数据.xlsx"
      initialFilters={{ dictType }}
      onWritten={() => void loadDictionaries()}
      columns={[
        { title: '字典编码', dataIndex: 'id', width: 100 },
        {
          title: '字典类型',
          dataIndex: 'dictType',
          search: { label: '字典名称', kind: 'select', options: (types.data ?? []).map((t) => ({ label: t.name, value: t.type })), order: 1 },
        },
        { title: '字典标签', dataIndex: 'label', search: true },
        { title: '字典键值', dataIndex: 'value' },
        { title: '字典排序', dataIndex: 'sort', width: 100 },
        { title: '状态', dataIndex: 'status', width: 100, dict: Dicts.commonStatus, search: { placeholder: '数据状态' } },
        { title: '颜色类型', dataIndex: 'colorType', width: 100 },
        { title: 'CSS Class', dataIndex: 'cssClass', width: 100 },
        { title: '备注', dataIndex: 'remark' },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime' },
      ]}
      form={{
        width: 500,
        defaults: { dictType, sort: 0, status: CommonStatus.ENABLE, colorType: 'default', cssClass: '' },
        fields: [
          // The type the page is for: the reference shows it and lets nobody change it.
          { label: '字典类型', name: 'dictType', input: <Input disabled /> },
          { label: '数据标签', name: 'label' },
          { label: '数据键值', name: 'value' },
          { label: '显示排序', name: 'sort', kind: 'number' },
          { label: '状态', name: 'status', kind: 'radio', dict: Dicts.commonStatus },
          { label: '颜色类型', name: 'colorType', kind: 'select', options: colorOptions },
          { label: 'CSS Class', name: 'cssClass', placeholder: '请输入 CSS Class' },
          { label: '备注', name: 'remark', kind: 'textarea', placeholder: '请输入内容' },
        ],
      }}
    />
  );
}
