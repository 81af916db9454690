/** The dictionary exports: the page's filters, the resources' columns, status by its label. */
import { dictDataResource, dictTypeResource, type FiltersOf, type dictDataApi, type dictTypeApi } from '@tenon/contracts';
import type { FileReply } from '../../../platform/file-reply.ts';
import { dictLabels } from '../../../platform/export-cells.ts';
import { exportResource } from '../../../platform/resource-export.ts';
import type { DictDataService } from './dict-data.service.ts';
import type { DictTypeService } from './dict-type.service.ts';

export async function exportDictTypes(
  types: DictTypeService,
  dict: DictDataService,
  timeZone: string,
  filters: FiltersOf<typeof dictTypeApi.page>,
): Promise<FileReply> {
  const [rows, label] = await Promise.all([types.list(filters), dictLabels(dict)]);
  return exportResource(dictTypeResource, rows, label, timeZone);
}

export async function exportDictData(dict: DictDataService, timeZone: string, filters: FiltersOf<typeof dictDataApi.page>): Promise<FileReply> {
  const [rows, label] = await Promise.all([dict.list(filters), dictLabels(dict)]);
  return exportResource(dictDataResource, rows, label, timeZone);
}
