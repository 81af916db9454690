/** The operate log as a spreadsheet (`操作日志.xlsx`): the page's filters, the type by its dictionary label. */
import type { FiltersOf, operateLogApi } from '@tenon/contracts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { writeXlsx, type ExcelColumn } from '../../../platform/excel.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { DictDataService } from '../dict/index.ts';
import { checkExportSize, dateTimeText, dictLabels } from '../../../platform/export-cells.ts';
import type { OperateLogReadService, OperateLogRow } from './operate-log.read.service.ts';
import { Dicts, OPERATE_LOG_EXPORT_FILE } from '@tenon/contracts';

export async function exportOperateLogs(
  logs: OperateLogReadService,
  dict: DictDataService,
  timeZone: string,
  scope: TenantScope,
  filters: FiltersOf<typeof operateLogApi.page>,
): Promise<FileReply> {
  const where = logs.filterWhere(scope, filters);
  checkExportSize(await logs.count(where), '操作日志');
  const [rows, label] = await Promise.all([logs.listAll(where), dictLabels(dict)]);
  const columns: ExcelColumn<OperateLogRow>[] = [
    { header: '日志编号', value: (l) => l.id },
    { header: '操作模块', width: 14, value: (l) => l.module },
    { header: '操作名', width: 16, value: (l) => l.name },
    { header: '操作类型', value: (l) => label(Dicts.systemOperateType, l.type) },
    { header: '操作人', value: (l) => l.userNickname },
    { header: '操作结果', value: (l) => (l.resultCode === 0 ? '成功' : '失败') },
    { header: '结果码', value: (l) => l.resultCode },
    { header: '结果信息', width: 30, value: (l) => l.resultMsg },
    { header: '请求方法', value: (l) => l.requestMethod },
    { header: '请求地址', width: 36, value: (l) => l.requestUrl },
    { header: '操作内容', width: 40, value: (l) => l.content },
    { header: '操作地址', width: 18, value: (l) => l.userIp },
    { header: '浏览器', width: 40, value: (l) => l.userAgent },
    { header: '操作时间', width: 20, value: (l) => dateTimeText(l.startTime, timeZone) },
    { header: '执行时长（毫秒）', value: (l) => l.duration },
    { header: '链路追踪编号', width: 38, value: (l) => l.traceId },
  ];
  return writeXlsx(OPERATE_LOG_EXPORT_FILE, '操作日志', columns, rows);
}
