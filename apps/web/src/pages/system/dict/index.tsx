/**
 * 字典管理 (`/system/dict`): dictionary types filtered by name, type, status and creation time;
 * add, edit (the type code is fixed once created), delete and export. The type opens its data
 * at `/dict/type/data/:dictId`.
 */
import { Link } from 'react-router';
import { CommonStatus, Permissions, dictTypeApi, Dicts } from '@tenon/contracts';
import ListPage from '../../../crud/ListPage';
import { loadDictionaries } from '../../../session/dictionaries';

export default function DictTypePage() {
  return (
    <ListPage
      api={dictTypeApi}
      permissions={Permissions.system.dict}
      noun="字典类型"
      exportFile="字典类型.xlsx"
      onWritten={() => void loadDictionaries()}
      columns={[
        { title: '字典编号', dataIndex: 'id', width: 100 },
        { title: '字典名称', dataIndex: 'name', search: true },
        {
          title: '字典类型',
          dataIndex: 'type',
          search: true,
          render: (row) => <Link to={`/dict/type/data/${row.id}`}>{row.type}</Link>,
        },
        { title: '状态', dataIndex: 'status', width: 100, dict: Dicts.commonStatus, search: { placeholder: '字典状态' } },
        { title: '备注', dataIndex: 'remark' },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', search: true },
      ]}
      form={{
        width: 500,
        defaults: { status: CommonStatus.ENABLE },
        fields: [
          { label: '字典名称', name: 'name' },
          { label: '字典类型', name: 'type', whenEditing: 'disabled' },
          { label: '状态', name: 'status', kind: 'radio', dict: Dicts.commonStatus },
          { label: '备注', name: 'remark', kind: 'textarea', placeholder: '请输入内容' },
        ],
        // The code is fixed once created: the update carries none.
        toBody: (values, record) => (record ? { ...values, type: undefined } : values) as typeof values,
      }}
    />
  );
}
