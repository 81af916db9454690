/** The configuration as a spreadsheet (`参数配置.xlsx`): the page's filters, the reference's columns, type and visibility by label. */
import type { FiltersOf, configApi } from '@tenon/contracts';
import { writeXlsx, type ExcelColumn } from '../../../platform/excel.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { DictDataService } from '../../system/dict/index.ts';
import { dateTimeText, dictLabels } from '../../../platform/export-cells.ts';
import type { ConfigRow, ConfigService } from './config.service.ts';
import { Dicts } from '@tenon/contracts';

export async function exportConfigs(
  configs: ConfigService,
  dict: DictDataService,
  timeZone: string,
  caller: LoginUser,
  filters: FiltersOf<typeof configApi.page>,
): Promise<FileReply> {
  const [rows, label] = await Promise.all([configs.list(caller, filters), dictLabels(dict)]);
  const columns: ExcelColumn<ConfigRow>[] = [
    { header: '参数配置序号', value: (c) => c.id },
    { header: '参数键名', width: 30, value: (c) => c.key },
    { header: '参数分组', width: 12, value: (c) => c.category },
    { header: '参数名称', width: 30, value: (c) => c.name },
    { header: '参数键值', width: 30, value: (c) => c.value },
    { header: '参数类型', value: (c) => label(Dicts.infraConfigType, c.type) },
    { header: '是否可见', value: (c) => label(Dicts.infraBooleanString, String(c.visible)) },
    { header: '备注', width: 30, value: (c) => c.remark },
    { header: '创建时间', width: 20, value: (c) => dateTimeText(c.createTime, timeZone) },
  ];
  return writeXlsx('参数配置.xlsx', '参数配置', columns, rows);
}
