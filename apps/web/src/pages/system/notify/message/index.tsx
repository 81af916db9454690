/**
 * 消息记录 (`/system/notify/notify-message`): every in-site message of the tenant, filtered by
 * recipient, user type, template code and type and creation time, each with its 详细.
 */
import { notifyMessageApi, Permissions, Dicts } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';
import DictTag from '../../../../dict/DictTag';
import { parseTime } from '../../../../utils/date';

const paramsText = (params: Record<string, unknown>) => JSON.stringify(params);

export default function NotifyMessagePage() {
  return (
    <ListPage
      api={notifyMessageApi}
      permissions={Permissions.system.notifyMessage}
      noun="站内信"
      columns={[
        { title: '编号', dataIndex: 'id', width: 80 },
        { title: '用户类型', dataIndex: 'userType', width: 100, dict: Dicts.userType, search: { order: 4 } },
        { title: '用户编号', dataIndex: 'userId', width: 100, search: { kind: 'number', order: 5 } },
        { title: '模板编码', dataIndex: 'templateCode', width: 160, search: { order: 3 } },
        { title: '发送人名称', dataIndex: 'templateNickname', width: 120 },
        { title: '模版内容', dataIndex: 'templateContent', width: 260 },
        { title: '模版参数', dataIndex: 'templateParams', width: 200, render: (row) => paramsText(row.templateParams) },
        { title: '模版类型', dataIndex: 'templateType', width: 100, dict: Dicts.systemNotifyTemplateType, search: { order: 2 } },
        { title: '是否已读', dataIndex: 'readStatus', width: 100, render: (row) => <DictTag type={Dicts.infraBooleanString} value={String(row.readStatus)} /> },
        { title: '阅读时间', dataIndex: 'readTime', valueType: 'dateTime' },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', search: { order: 1 } },
      ]}
      detail={{
        title: '站内信详细',
        width: 700,
        items: (row) => [
          { key: 'id', label: '编号', children: row.id },
          { key: 'userType', label: '用户类型', children: <DictTag type={Dicts.userType} value={row.userType} /> },
          { key: 'userId', label: '用户编号', children: row.userId },
          { key: 'templateId', label: '模版编号', children: row.templateId },
          { key: 'templateCode', label: '模板编码', children: row.templateCode },
          { key: 'templateNickname', label: '发送人名称', children: row.templateNickname },
          { key: 'templateContent', label: '模版内容', children: row.templateContent },
          { key: 'templateParams', label: '模版参数', children: paramsText(row.templateParams) },
          { key: 'templateType', label: '模版类型', children: <DictTag type={Dicts.systemNotifyTemplateType} value={row.templateType} /> },
          { key: 'readStatus', label: '是否已读', children: <DictTag type={Dicts.infraBooleanString} value={String(row.readStatus)} /> },
          { key: 'readTime', label: '阅读时间', children: parseTime(row.readTime) },
          { key: 'createTime', label: '创建时间', children: parseTime(row.createTime) },
        ],
      }}
    />
  );
}
