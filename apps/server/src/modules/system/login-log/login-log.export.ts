/** The login log as a spreadsheet (`登录日志.xlsx`): the page's filters, types and results by their dictionary labels. */
import type { FiltersOf, loginLogApi } from '@tenon/contracts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { writeXlsx, type ExcelColumn } from '../../../platform/excel.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { DictDataService } from '../dict/index.ts';
import { checkExportSize, dateTimeText, dictLabels } from '../../../platform/export-cells.ts';
import type { LoginLogReadService, LoginLogRow } from './login-log.read.service.ts';
import { Dicts } from '@tenon/contracts';

export async function exportLoginLogs(
  logs: LoginLogReadService,
  dict: DictDataService,
  timeZone: string,
  scope: TenantScope,
  filters: FiltersOf<typeof loginLogApi.page>,
): Promise<FileReply> {
  const where = logs.filterWhere(scope, filters);
  checkExportSize(await logs.count(where), '登录日志');
  const [rows, label] = await Promise.all([logs.listAll(where), dictLabels(dict)]);
  const columns: ExcelColumn<LoginLogRow>[] = [
    { header: '日志编号', value: (l) => l.id },
    { header: '日志类型', width: 16, value: (l) => label(Dicts.systemLoginType, l.logType) },
    { header: '用户名称', width: 16, value: (l) => l.username },
    { header: '登录地址', width: 18, value: (l) => l.userIp },
    { header: '浏览器', width: 40, value: (l) => l.userAgent },
    { header: '登录结果', width: 18, value: (l) => label(Dicts.systemLoginResult, l.result) },
    { header: '登录日期', width: 20, value: (l) => dateTimeText(l.createTime, timeZone) },
  ];
  return writeXlsx('登录日志.xlsx', '登录日志', columns, rows);
}
