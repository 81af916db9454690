/** The word list as a spreadsheet: the page's filters, the columns those of `sensitiveWordResource`. */
import { sensitiveWordResource, type FiltersOf, type sensitiveWordApi } from '@tenon/contracts';
import { exportResource } from '../../../platform/resource-export.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { DictDataService } from '../dict/index.ts';
import { dictLabels } from '../../../platform/export-cells.ts';
import type { SensitiveWordService } from './sensitive-word.service.ts';

export async function exportSensitiveWords(
  words: SensitiveWordService,
  dict: DictDataService,
  timeZone: string,
  caller: LoginUser,
  filters: FiltersOf<typeof sensitiveWordApi.page>,
): Promise<FileReply> {
  const [rows, label] = await Promise.all([words.list(caller, filters), dictLabels(dict)]);
  return exportResource(sensitiveWordResource, rows, label, timeZone);
}
