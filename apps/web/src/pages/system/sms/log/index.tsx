/**
 * 短信日志 (`/system/sms/sms-log`): the SMS sent on the tenant's behalf, newest first, with their
 * rendered text and state (初始化 while sending or waiting to try again, then 发送成功/发送失败),
 * the attempts made, whether and when the phone received it (the provider's status report), and
 * 详细 with the provider's answers.
 */
import { Permissions, smsLogApi, Dicts, SMS_LOG_EXPORT_FILE } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';
import DictTag from '../../../../dict/DictTag';
import { parseTime } from '../../../../utils/date';
import { useChannelOptions } from '../useChannelOptions';
import '../../shared/log/log.css';

const text = (value: string) => <span className="log-detail-text">{value}</span>;

export default function SmsLogPage() {
  const channels = useChannelOptions();
  return (
    <ListPage
      api={smsLogApi}
      permissions={Permissions.system.smsLog}
      noun="短信日志"
      exportFile={SMS_LOG_EXPORT_FILE}
      columns={[
        { title: '编号', dataIndex: 'id', width: 80 },
        { title: '手机号', dataIndex: 'mobile', width: 130, search: { placeholder: '请输入手机号' } },
        { title: '短信内容', dataIndex: 'templateContent', width: 300 },
        { title: '发送状态', dataIndex: 'sendStatus', width: 110, dict: Dicts.systemSmsSendStatus, search: { placeholder: '请选择发送状态' } },
        { title: '发送时间', dataIndex: 'sendTime', valueType: 'dateTime', search: true },
        { title: '发送次数', dataIndex: 'attempts', width: 90 },
        { title: '接收状态', dataIndex: 'receiveStatus', width: 110, dict: Dicts.systemSmsReceiveStatus, search: { placeholder: '请选择接收状态' } },
        { title: '接收时间', dataIndex: 'receiveTime', valueType: 'dateTime', search: true },
        {
          title: '短信渠道',
          dataIndex: 'channelCode',
          width: 130,
          dict: Dicts.systemSmsChannelCode,
          search: { name: 'channelId', kind: 'select', options: channels, placeholder: '请选择短信渠道' },
        },
        { title: '模板编号', dataIndex: 'templateId', width: 100, search: { kind: 'number', placeholder: '请输入模板编号' } },
        { title: '短信类型', dataIndex: 'templateType', width: 100, dict: Dicts.systemSmsTemplateType },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime' },
      ]}
      detail={{
        title: '短信日志详细',
        items: (log) => [
          { key: 'id', label: '日志主键', children: log.id },
          { key: 'channel', label: '短信渠道', children: <>{log.channelId} <DictTag type={Dicts.systemSmsChannelCode} value={log.channelCode} /></> },
          { key: 'template', label: '短信模板', children: `${log.templateId} | ${log.templateCode}` },
          { key: 'apiTemplateId', label: 'API 的模板编号', children: log.apiTemplateId },
          { key: 'user', label: '用户信息', children: log.userId ? <>{log.userId} <DictTag type={Dicts.userType} value={log.userType} /></> : '' },
          { key: 'mobile', label: '手机号', children: log.mobile },
          { key: 'content', label: '短信内容', children: text(log.templateContent) },
          { key: 'params', label: '短信参数', children: text(JSON.stringify(log.templateParams)) },
          { key: 'createTime', label: '创建时间', children: parseTime(log.createTime) },
          { key: 'sendStatus', label: '发送状态', children: <DictTag type={Dicts.systemSmsSendStatus} value={log.sendStatus} /> },
          { key: 'sendTime', label: '发送时间', children: log.sendTime ? parseTime(log.sendTime) : '' },
          { key: 'attempts', label: '发送次数', children: log.attempts },
          { key: 'apiSend', label: 'API 发送结果', children: text([log.apiSendCode, log.apiSendMsg].filter(Boolean).join(' ')) },
          { key: 'apiSerialNo', label: 'API 短信编号', children: log.apiSerialNo },
          { key: 'apiRequestId', label: 'API 请求编号', children: log.apiRequestId },
          { key: 'receiveStatus', label: '接收状态', children: <DictTag type={Dicts.systemSmsReceiveStatus} value={log.receiveStatus} /> },
          { key: 'receiveTime', label: '接收时间', children: log.receiveTime ? parseTime(log.receiveTime) : '' },
          { key: 'apiReceive', label: 'API 接收结果', children: [log.apiReceiveCode, log.apiReceiveMsg].filter(Boolean).join(' ') },
        ],
      }}
    />
  );
}
