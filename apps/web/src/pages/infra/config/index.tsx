/**
 * 配置管理 (`/infra/config`): keyed values every tenant shares, filtered by name, key, type and
 * day; add, edit (the key is fixed once created), delete (the server refuses built-in rows and
 * says so) and export. The product reads its built-in keys at once after a save.
 */
import { Permissions, configApi, Dicts } from '@tenon/contracts';
import ListPage from '../../../crud/ListPage';

export default function ConfigPage() {
  return (
    <ListPage
      api={configApi}
      permissions={Permissions.infra.config}
      noun="参数"
      exportFile="参数配置.xlsx"
      columns={[
        { title: '参数主键', dataIndex: 'id', width: 90 },
        { title: '参数分类', dataIndex: 'category', width: 100 },
        { title: '参数名称', dataIndex: 'name', search: { order: 4 } },
        { title: '参数键名', dataIndex: 'key', width: 280, search: { order: 3 } },
        { title: '参数键值', dataIndex: 'value', width: 150 },
        { title: '是否可见', dataIndex: 'visible', width: 90, render: (row) => (row.visible ? '是' : '否') },
        { title: '系统内置', dataIndex: 'type', width: 100, dict: Dicts.infraConfigType, search: { order: 2 } },
        { title: '备注', dataIndex: 'remark', width: 150 },
        { title: '创建时间', dataIndex: 'createTime', width: 180, valueType: 'dateTime', search: { order: 1 } },
      ]}
      form={{
        width: 500,
        labelWidth: 90,
        defaults: { visible: true },
        fields: [
          { label: '参数分类', name: 'category' },
          { label: '参数名称', name: 'name' },
          { label: '参数键名', name: 'key', whenEditing: 'disabled' },
          { label: '参数键值', name: 'value' },
          { label: '是否可见', name: 'visible', kind: 'radio', options: [{ label: '是', value: true }, { label: '否', value: false }] },
          { label: '备注', name: 'remark', kind: 'textarea', placeholder: '请输入内容' },
        ],
        // The key is fixed once created: the update carries none.
        toBody: (values, record) => (record ? { ...values, key: undefined } : values) as typeof values,
      }}
    />
  );
}
