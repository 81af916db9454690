/**
 * The operate log as a spreadsheet: the contract resource's export (its columns, headers and
 * sheet, the type by its dictionary label) under the page's filters, the outcome written from
 * the result code. The size is checked on a count before any row is read: the log grows
 * without bound.
 */
import { operateLogResource, type FiltersOf, type operateLogApi } from '@tenon/contracts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { DictDataService } from '../dict/index.ts';
import { checkExportSize, dictLabels } from '../../../platform/export-cells.ts';
import { exportResource } from '../../../platform/resource-export.ts';
import type { OperateLogReadService, OperateLogRow } from './operate-log.read.service.ts';

const outcomeCell = { resultCode: (log: OperateLogRow) => (log.resultCode === 0 ? '成功' : '失败') };

export async function exportOperateLogs(
  logs: OperateLogReadService,
  dict: DictDataService,
  timeZone: string,
  scope: TenantScope,
  filters: FiltersOf<typeof operateLogApi.page>,
): Promise<FileReply> {
  const where = await logs.filterWhere(scope, filters);
  checkExportSize(await logs.count(where), operateLogResource.noun);
  const [rows, label] = await Promise.all([logs.listAll(where), dictLabels(dict)]);
  return exportResource(operateLogResource, rows, label, timeZone, outcomeCell);
}
