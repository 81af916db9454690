/**
 * 邮件记录 (`/system/mail/mail-log`): the mails sent on the tenant's behalf, newest first, with
 * their state (初始化 while sending or waiting to try again, then 发送成功/发送失败), the attempts
 * made, and 详细, as the contract's `mailLogResource` describes them. The screen adds the accounts
 * to search by and 详细's cells that join two fields.
 */
import { mailLogResource, Dicts, type MailLog } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import DictTag from '../../../../dict/DictTag';
import { useAccountOptions } from '../useAccountOptions';
import '../../shared/log/log.css';

const text = (value: string) => <span className="log-detail-text">{value}</span>;

const detailRender = {
  templateId: (log: MailLog) => `${log.templateId} | ${log.templateCode}`,
  userId: (log: MailLog) => (log.userId ? <>{log.userId} <DictTag type={Dicts.userType} value={log.userType} /></> : ''),
  fromMail: (log: MailLog) => (log.templateNickname ? `${log.templateNickname} <${log.fromMail}>` : log.fromMail),
  templateTitle: (log: MailLog) => text(log.templateTitle),
  templateContent: (log: MailLog) => text(log.templateContent),
  templateParams: (log: MailLog) => text(JSON.stringify(log.templateParams)),
  sendException: (log: MailLog) => text(log.sendException),
};

export default function MailLogPage() {
  const accounts = useAccountOptions();
  return <ResourcePage resource={mailLogResource} options={{ accountId: accounts }} detailTitle="邮件日志详细" detailRender={detailRender} />;
}
