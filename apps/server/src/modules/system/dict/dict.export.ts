/**
 * The dictionary exports (`字典类型.xlsx`, `字典数据.xlsx`): the page's filters, the reference's columns, status by label.
 * Written by hand, not by `exportResource`: the reference names these sheets 字典类型 and 字典数据,
 * not `{noun}列表`, and a resource cannot name its sheet.
 */
import type { FiltersOf, dictDataApi, dictTypeApi } from '@tenon/contracts';
import { writeXlsx, type ExcelColumn } from '../../../platform/excel.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import { dateTimeText, dictLabels } from '../../../platform/export-cells.ts';
import type { DictDataRow, DictDataService } from './dict-data.service.ts';
import type { DictTypeRow, DictTypeService } from './dict-type.service.ts';
import { Dicts } from '@tenon/contracts';

export async function exportDictTypes(
  types: DictTypeService,
  dict: DictDataService,
  timeZone: string,
  filters: FiltersOf<typeof dictTypeApi.page>,
): Promise<FileReply> {
  const [rows, label] = await Promise.all([types.list(filters), dictLabels(dict)]);
  const columns: ExcelColumn<DictTypeRow>[] = [
    { header: '字典主键', value: (t) => t.id },
    { header: '字典名称', width: 20, value: (t) => t.name },
    { header: '字典类型', width: 30, value: (t) => t.type },
    { header: '状态', value: (t) => label(Dicts.commonStatus, t.status) },
    { header: '备注', width: 30, value: (t) => t.remark },
    { header: '创建时间', width: 20, value: (t) => dateTimeText(t.createTime, timeZone) },
  ];
  return writeXlsx('字典类型.xlsx', '字典类型', columns, rows);
}

export async function exportDictData(dict: DictDataService, filters: FiltersOf<typeof dictDataApi.page>): Promise<FileReply> {
  const [rows, label] = await Promise.all([dict.list(filters), dictLabels(dict)]);
  const columns: ExcelColumn<DictDataRow>[] = [
    { header: '字典编码', value: (d) => d.id },
    { header: '字典排序', value: (d) => d.sort },
    { header: '字典标签', width: 20, value: (d) => d.label },
    { header: '字典键值', width: 16, value: (d) => d.value },
    { header: '字典类型', width: 30, value: (d) => d.dictType },
    { header: '状态', value: (d) => label(Dicts.commonStatus, d.status) },
    { header: '颜色类型', value: (d) => d.colorType },
    { header: 'CSS Class', value: (d) => d.cssClass },
    { header: '备注', width: 30, value: (d) => d.remark },
  ];
  return writeXlsx('字典数据.xlsx', '字典数据', columns, rows);
}
