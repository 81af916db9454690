/**
 * 短信日志 (`/system/sms/sms-log`): the SMS sent on the tenant's behalf, newest first, with their
 * rendered text and state (初始化 while sending or waiting to try again, then 发送成功/发送失败),
 * the attempts made, whether and when the phone received it (the provider's status report), and
 * 详细 with the provider's answers, as the contract's `smsLogResource` describes them. The screen
 * adds the channels to search by and 详细's cells that join two fields.
 */
import { Dicts, smsLogResource, type SmsLog } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import DictTag from '../../../../dict/DictTag';
import { useChannelOptions } from '../useChannelOptions';
import '../../shared/log/log.css';

const text = (value: string) => <span className="log-detail-text">{value}</span>;
const joined = (...parts: string[]) => parts.filter(Boolean).join(' ');

const detailRender = {
  channelId: (log: SmsLog) => <>{log.channelId} <DictTag type={Dicts.systemSmsChannelCode} value={log.channelCode} /></>,
  templateId: (log: SmsLog) => `${log.templateId} | ${log.templateCode}`,
  userId: (log: SmsLog) => (log.userId ? <>{log.userId} <DictTag type={Dicts.userType} value={log.userType} /></> : ''),
  templateContent: (log: SmsLog) => text(log.templateContent),
  templateParams: (log: SmsLog) => text(JSON.stringify(log.templateParams)),
  apiSendCode: (log: SmsLog) => text(joined(log.apiSendCode, log.apiSendMsg)),
  apiReceiveCode: (log: SmsLog) => joined(log.apiReceiveCode, log.apiReceiveMsg),
};

export default function SmsLogPage() {
  const channels = useChannelOptions();
  return <ResourcePage resource={smsLogResource} options={{ channelId: channels }} detailTitle="短信日志详细" detailRender={detailRender} />;
}
