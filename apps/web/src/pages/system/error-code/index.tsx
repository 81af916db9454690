/**
 * 错误码管理 (`/system/error-code`): the product's coded messages, filtered by type, application,
 * code, message and day; add, edit, delete and export. Saving a row makes it 手动编辑, and from
 * then on the server answers that code with the saved message.
 */
import { errorCodeApi, Permissions, Dicts } from '@tenon/contracts';
import ListPage from '../../../crud/ListPage';

export default function ErrorCodePage() {
  return (
    <ListPage
      api={errorCodeApi}
      permissions={Permissions.system.errorCode}
      noun="错误码"
      exportFile="错误码.xlsx"
      columns={[
        { title: '编号', dataIndex: 'id', width: 90 },
        { title: '类型', dataIndex: 'type', width: 110, dict: Dicts.systemErrorCodeType, search: { label: '错误码类型', order: 5 } },
        { title: '应用名', dataIndex: 'applicationName', width: 150, search: { order: 4 } },
        { title: '错误码编码', dataIndex: 'code', width: 130, search: { kind: 'number', order: 3 } },
        { title: '错误码错误提示', dataIndex: 'message', search: { order: 2 } },
        { title: '创建时间', dataIndex: 'createTime', width: 180, valueType: 'dateTime', search: true },
      ]}
      form={{
        width: 600,
        labelWidth: 120,
        fields: [
          { label: '应用名', name: 'applicationName' },
          { label: '错误码编码', name: 'code', kind: 'number', placeholder: '请输入错误码编码' },
          { label: '错误码错误提示', name: 'message', kind: 'textarea' },
          { label: '备注', name: 'memo', kind: 'textarea' },
        ],
      }}
    />
  );
}
