/**
 * The role list as a spreadsheet, with the page's filters: data scope and status by their
 * dictionary labels, the chosen departments as their ids (as the reference's export does).
 */
import type { FiltersOf, roleApi } from '@tenon/contracts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { writeXlsx, type ExcelColumn } from '../../../platform/excel.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { DictDataService } from '../dict/index.ts';
import { dateTimeText, dictLabels } from '../../../platform/export-cells.ts';
import type { RoleRow, RoleService } from './role.service.ts';
import { Dicts } from '@tenon/contracts';

export async function exportRoles(
  roles: RoleService,
  dict: DictDataService,
  timeZone: string,
  scope: TenantScope,
  filters: FiltersOf<typeof roleApi.page>,
): Promise<FileReply> {
  const [rows, label] = await Promise.all([roles.list(roles.filterWhere(scope, filters)), dictLabels(dict)]);
  const columns: ExcelColumn<RoleRow>[] = [
    { header: '角色序号', value: (r) => r.id },
    { header: '角色名称', value: (r) => r.name },
    { header: '角色标志', value: (r) => r.code },
    { header: '角色排序', value: (r) => r.sort },
    { header: '数据范围', width: 20, value: (r) => label(Dicts.systemDataScope, r.dataScope) },
    { header: '数据范围部门', width: 20, value: (r) => r.dataScopeDeptIds.join(',') },
    { header: '角色状态', value: (r) => label(Dicts.commonStatus, r.status) },
    { header: '创建时间', width: 20, value: (r) => dateTimeText(r.createTime, timeZone) },
  ];
  return writeXlsx('角色数据.xlsx', '角色列表', columns, rows);
}
