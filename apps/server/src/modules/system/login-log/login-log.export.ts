/**
 * The login log as a spreadsheet: the contract resource's export (its fields and titles, types
 * and results by their dictionary labels) under the page's filters. The size is checked on a
 * count before any row is read: the log grows without bound.
 */
import { loginLogResource, type FiltersOf, type loginLogApi } from '@tenon/contracts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { DictDataService } from '../dict/index.ts';
import { checkExportSize, dictLabels } from '../../../platform/export-cells.ts';
import { exportResource } from '../../../platform/resource-export.ts';
import type { LoginLogReadService } from './login-log.read.service.ts';

export async function exportLoginLogs(
  logs: LoginLogReadService,
  dict: DictDataService,
  timeZone: string,
  scope: TenantScope,
  filters: FiltersOf<typeof loginLogApi.page>,
): Promise<FileReply> {
  const where = logs.filterWhere(scope, filters);
  checkExportSize(await logs.count(where), loginLogResource.noun);
  const [rows, label] = await Promise.all([logs.listAll(where), dictLabels(dict)]);
  return exportResource(loginLogResource, rows, label, timeZone);
}
