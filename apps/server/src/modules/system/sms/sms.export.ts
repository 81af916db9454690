/** 短信日志.xlsx: the page's filters, dictionary values by their labels. */
import type { FiltersOf, smsLogApi, SmsLog } from '@tenon/contracts';
import { writeXlsx, type ExcelColumn } from '../../../platform/excel.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { DictDataService } from '../dict/index.ts';
import { dateTimeText, dictLabels } from '../../../platform/export-cells.ts';
import type { SmsLogService } from './sms-log.service.ts';
import { Dicts, SMS_LOG_EXPORT_FILE } from '@tenon/contracts';

export async function exportSmsLogs(
  logs: SmsLogService,
  dict: DictDataService,
  timeZone: string,
  scope: TenantScope,
  filters: FiltersOf<typeof smsLogApi.page>,
): Promise<FileReply> {
  const [rows, label] = await Promise.all([logs.list(scope, filters), dictLabels(dict)]);
  const columns: ExcelColumn<SmsLog>[] = [
    { header: '编号', value: (l) => l.id },
    { header: '手机号', width: 16, value: (l) => l.mobile },
    { header: '短信内容', width: 40, value: (l) => l.templateContent },
    { header: '短信渠道', width: 16, value: (l) => label(Dicts.systemSmsChannelCode, l.channelCode) },
    { header: '模板编码', width: 20, value: (l) => l.templateCode },
    { header: '短信类型', value: (l) => label(Dicts.systemSmsTemplateType, l.templateType) },
    { header: '发送状态', value: (l) => label(Dicts.systemSmsSendStatus, l.sendStatus) },
    { header: '发送时间', width: 20, value: (l) => dateTimeText(l.sendTime, timeZone) },
    { header: '发送次数', value: (l) => l.attempts },
    { header: 'API 发送结果', width: 30, value: (l) => [l.apiSendCode, l.apiSendMsg].filter(Boolean).join(' ') },
    { header: '接收状态', value: (l) => label(Dicts.systemSmsReceiveStatus, l.receiveStatus) },
    { header: '接收时间', width: 20, value: (l) => dateTimeText(l.receiveTime, timeZone) },
    { header: '创建时间', width: 20, value: (l) => dateTimeText(l.createTime, timeZone) },
  ];
  return writeXlsx(SMS_LOG_EXPORT_FILE, '短信日志列表', columns, rows);
}
