/**
 * The tenant list as a spreadsheet: the page's filters, every matching tenant, the resource's
 * columns, with the package by its name (joined from the packages) rather than its id.
 */
import type { FiltersOf, tenantApi } from '@tenon/contracts';
import { exportResource } from '../../../platform/resource-export.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { DictDataService } from '../dict/index.ts';
import { dictLabels } from '../../../platform/export-cells.ts';
import { SYSTEM_TENANT_PACKAGE_ID } from './tenant.service.ts';
import type { TenantAdminService } from './tenant-admin.service.ts';
import { tenantResource } from '@tenon/contracts';

export async function exportTenants(
  admin: TenantAdminService,
  dict: DictDataService,
  timeZone: string,
  caller: LoginUser,
  filters: FiltersOf<typeof tenantApi.page>,
): Promise<FileReply> {
  const [rows, label] = await Promise.all([admin.listForExport(caller, filters), dictLabels(dict)]);
  // The package by its name (the system tenant's by what it is), not its id.
  const flat = rows.map((r) => ({ ...r.tenant, packageId: r.tenant.packageId === SYSTEM_TENANT_PACKAGE_ID ? '系统租户' : (r.packageName ?? '') }));
  return exportResource(tenantResource, flat, label, timeZone);
}
