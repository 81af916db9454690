/** The error codes as a spreadsheet (`错误码.xlsx`): the page's filters, the type by its dictionary label. */
import type { FiltersOf, errorCodeApi } from '@tenon/contracts';
import { writeXlsx, type ExcelColumn } from '../../../platform/excel.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { DictDataService } from '../dict/index.ts';
import { dateTimeText, dictLabels } from '../../../platform/export-cells.ts';
import type { ErrorCodeRecord, ErrorCodeService } from './error-code.service.ts';
import { Dicts } from '@tenon/contracts';

export async function exportErrorCodes(
  errorCodes: ErrorCodeService,
  dict: DictDataService,
  timeZone: string,
  caller: LoginUser,
  filters: FiltersOf<typeof errorCodeApi.page>,
): Promise<FileReply> {
  const [rows, label] = await Promise.all([errorCodes.list(caller, filters), dictLabels(dict)]);
  const columns: ExcelColumn<ErrorCodeRecord>[] = [
    { header: '错误码编号', value: (r) => r.id },
    { header: '错误码类型', width: 12, value: (r) => label(Dicts.systemErrorCodeType, r.type) },
    { header: '应用名', width: 16, value: (r) => r.applicationName },
    { header: '错误码编码', width: 14, value: (r) => r.code },
    { header: '错误码错误提示', width: 40, value: (r) => r.message },
    { header: '备注', width: 30, value: (r) => r.memo },
    { header: '创建时间', width: 20, value: (r) => dateTimeText(r.createTime, timeZone) },
  ];
  return writeXlsx('错误码.xlsx', '错误码列表', columns, rows);
}
