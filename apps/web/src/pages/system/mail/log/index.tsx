/**
 * 邮件记录 (`/system/mail/mail-log`): the mails sent on the tenant's behalf, newest first, with
 * their state (初始化 while sending or waiting to try again, then 发送成功/发送失败), the attempts
 * made, and 详细.
 */
import { mailLogApi, Permissions, Dicts } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';
import DictTag from '../../../../dict/DictTag';
import { parseTime } from '../../../../utils/date';
import { useAccountOptions } from '../useAccountOptions';
import '../../shared/log/log.css';

const text = (value: string) => <span className="log-detail-text">{value}</span>;

export default function MailLogPage() {
  const accounts = useAccountOptions();
  return (
    <ListPage
      api={mailLogApi}
      permissions={Permissions.system.mailLog}
      noun="邮件日志"
      columns={[
        { title: '编号', dataIndex: 'id', width: 80 },
        { title: '发送时间', dataIndex: 'sendTime', valueType: 'dateTime', search: true },
        { title: '接收邮箱', dataIndex: 'toMail', search: { placeholder: '请输入接收邮箱' } },
        { title: '邮件标题', dataIndex: 'templateTitle' },
        { title: '发送状态', dataIndex: 'sendStatus', width: 110, dict: Dicts.systemMailSendStatus, search: { placeholder: '请选择发送状态' } },
        { title: '发送次数', dataIndex: 'attempts', width: 90 },
        { title: '邮箱账号', dataIndex: 'fromMail', search: { name: 'accountId', kind: 'select', options: accounts, placeholder: '请选择邮箱账号' } },
        { title: '模板编号', dataIndex: 'templateId', width: 100, search: { kind: 'number', placeholder: '请输入模板编号' } },
      ]}
      detail={{
        title: '邮件日志详细',
        items: (log) => [
          { key: 'id', label: '日志主键', children: log.id },
          { key: 'templateId', label: '模板编号', children: `${log.templateId} | ${log.templateCode}` },
          { key: 'user', label: '用户信息', children: log.userId ? <>{log.userId} <DictTag type={Dicts.userType} value={log.userType} /></> : '' },
          { key: 'fromMail', label: '发送邮箱', children: log.templateNickname ? `${log.templateNickname} <${log.fromMail}>` : log.fromMail },
          { key: 'toMail', label: '接收邮箱', children: log.toMail },
          { key: 'title', label: '邮件标题', children: text(log.templateTitle) },
          { key: 'content', label: '邮件内容', children: text(log.templateContent) },
          { key: 'params', label: '邮件参数', children: text(JSON.stringify(log.templateParams)) },
          { key: 'sendStatus', label: '发送状态', children: <DictTag type={Dicts.systemMailSendStatus} value={log.sendStatus} /> },
          { key: 'sendTime', label: '发送时间', children: log.sendTime ? parseTime(log.sendTime) : '' },
          { key: 'attempts', label: '发送次数', children: log.attempts },
          { key: 'sendMessageId', label: '发送返回的消息编号', children: log.sendMessageId },
          { key: 'sendException', label: '发送异常', children: text(log.sendException) },
          { key: 'createTime', label: '记录时间', children: parseTime(log.createTime) },
        ],
      }}
    />
  );
}
