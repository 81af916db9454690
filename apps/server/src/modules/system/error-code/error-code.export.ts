/** The error codes as a spreadsheet: the page's filters, the columns those of `errorCodeResource`. */
import { errorCodeResource, type FiltersOf, type errorCodeApi } from '@tenon/contracts';
import { exportResource } from '../../../platform/resource-export.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { DictDataService } from '../dict/index.ts';
import { dictLabels } from '../../../platform/export-cells.ts';
import type { ErrorCodeService } from './error-code.service.ts';

export async function exportErrorCodes(
  errorCodes: ErrorCodeService,
  dict: DictDataService,
  timeZone: string,
  caller: LoginUser,
  filters: FiltersOf<typeof errorCodeApi.page>,
): Promise<FileReply> {
  const [rows, label] = await Promise.all([errorCodes.list(caller, filters), dictLabels(dict)]);
  return exportResource(errorCodeResource, rows, label, timeZone);
}
