/**
 * The role list as a spreadsheet, with the page's filters: the columns those of `roleResource`
 * (data scope and status by their dictionary labels, the chosen departments as their ids).
 */
import { roleResource, type FiltersOf, type roleApi } from '@tenon/contracts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { exportResource } from '../../../platform/resource-export.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { DictDataService } from '../dict/index.ts';
import { dictLabels } from '../../../platform/export-cells.ts';
import type { RoleService } from './role.service.ts';

export async function exportRoles(
  roles: RoleService,
  dict: DictDataService,
  timeZone: string,
  scope: TenantScope,
  filters: FiltersOf<typeof roleApi.page>,
): Promise<FileReply> {
  const [rows, label] = await Promise.all([roles.list(roles.filterWhere(scope, filters)), dictLabels(dict)]);
  return exportResource(roleResource, rows, label, timeZone);
}
