/** The configuration as a spreadsheet: the page's filters, the columns of `configResource`, type and visibility by label. */
import { configResource, type FiltersOf, type configApi } from '@tenon/contracts';
import { exportResource } from '../../../platform/resource-export.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { DictDataService } from '../../system/dict/index.ts';
import { dictLabels } from '../../../platform/export-cells.ts';
import type { ConfigService } from './config.service.ts';

export async function exportConfigs(
  configs: ConfigService,
  dict: DictDataService,
  timeZone: string,
  caller: LoginUser,
  filters: FiltersOf<typeof configApi.page>,
): Promise<FileReply> {
  const [rows, label] = await Promise.all([configs.list(caller, filters), dictLabels(dict)]);
  return exportResource(configResource, rows, label, timeZone);
}
