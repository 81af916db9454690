/** The word list as a spreadsheet (`敏感词.xlsx`): the page's filters, status by its dictionary label. */
import type { FiltersOf, sensitiveWordApi } from '@tenon/contracts';
import { writeXlsx, type ExcelColumn } from '../../../platform/excel.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { DictDataService } from '../dict/index.ts';
import { dateTimeText, dictLabels } from '../../../platform/export-cells.ts';
import type { SensitiveWordRow, SensitiveWordService } from './sensitive-word.service.ts';
import { Dicts } from '@tenon/contracts';

export async function exportSensitiveWords(
  words: SensitiveWordService,
  dict: DictDataService,
  timeZone: string,
  caller: LoginUser,
  filters: FiltersOf<typeof sensitiveWordApi.page>,
): Promise<FileReply> {
  const [rows, label] = await Promise.all([words.list(caller, filters), dictLabels(dict)]);
  const columns: ExcelColumn<SensitiveWordRow>[] = [
    { header: '编号', value: (w) => w.id },
    { header: '敏感词', width: 20, value: (w) => w.name },
    { header: '标签', width: 24, value: (w) => w.tags.join(',') },
    { header: '状态', value: (w) => label(Dicts.commonStatus, w.status) },
    { header: '描述', width: 30, value: (w) => w.description },
    { header: '创建时间', width: 20, value: (w) => dateTimeText(w.createTime, timeZone) },
  ];
  return writeXlsx('敏感词.xlsx', '敏感词列表', columns, rows);
}
