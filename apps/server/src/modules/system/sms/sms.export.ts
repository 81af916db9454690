/** 短信模板.xlsx and 短信日志.xlsx: the pages' filters, dictionary values by their labels. */
import type { FiltersOf, smsLogApi, SmsLog, smsTemplateApi } from '@tenon/contracts';
import { writeXlsx, type ExcelColumn } from '../../../platform/excel.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { DictDataService } from '../dict/index.ts';
import { dateTimeText, dictLabels } from '../../../platform/export-cells.ts';
import type { SmsTemplateRow, SmsTemplateService } from './sms-template.service.ts';
import type { SmsLogService } from './sms-log.service.ts';
import { Dicts, SMS_LOG_EXPORT_FILE, SMS_TEMPLATE_EXPORT_FILE } from '@tenon/contracts';

export async function exportSmsTemplates(
  templates: SmsTemplateService,
  dict: DictDataService,
  timeZone: string,
  filters: FiltersOf<typeof smsTemplateApi.page>,
): Promise<FileReply> {
  const [rows, label] = await Promise.all([templates.list(filters), dictLabels(dict)]);
  const columns: ExcelColumn<SmsTemplateRow>[] = [
    { header: '编号', value: (t) => t.id },
    { header: '短信类型', value: (t) => label(Dicts.systemSmsTemplateType, t.type) },
    { header: '开启状态', value: (t) => label(Dicts.commonStatus, t.status) },
    { header: '模板编码', width: 20, value: (t) => t.code },
    { header: '模板名称', width: 20, value: (t) => t.name },
    { header: '模板内容', width: 40, value: (t) => t.content },
    { header: '短信 API 的模板编号', width: 20, value: (t) => t.apiTemplateId },
    { header: '短信渠道编号', value: (t) => t.channelId },
    { header: '短信渠道编码', width: 16, value: (t) => label(Dicts.systemSmsChannelCode, t.channelCode) },
    { header: '备注', width: 24, value: (t) => t.remark },
    { header: '创建时间', width: 20, value: (t) => dateTimeText(t.createTime, timeZone) },
  ];
  return writeXlsx(SMS_TEMPLATE_EXPORT_FILE, '短信模板列表', columns, rows);
}

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
