/**
 * The tenant list as a spreadsheet (`租户列表.xlsx`): the page's filters, every matching tenant,
 * the package by name, status by its dictionary label and times in the product's time zone.
 * Written by hand, not by `exportResource`: a row's package is exported by its name, joined from
 * the packages, which the resource's fields (the row's own values) cannot say.
 */
import type { FiltersOf, tenantApi } from '@tenon/contracts';
import { writeXlsx, type ExcelColumn } from '../../../platform/excel.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { DictDataService } from '../dict/index.ts';
import { dateTimeText, dictLabels } from '../../../platform/export-cells.ts';
import { SYSTEM_TENANT_PACKAGE_ID, type TenantRow } from './tenant.service.ts';
import type { TenantAdminService } from './tenant-admin.service.ts';
import { Dicts } from '@tenon/contracts';

type Row = { tenant: TenantRow; packageName: string | null };

export async function exportTenants(
  admin: TenantAdminService,
  dict: DictDataService,
  timeZone: string,
  caller: LoginUser,
  filters: FiltersOf<typeof tenantApi.page>,
): Promise<FileReply> {
  const [rows, label] = await Promise.all([admin.listForExport(caller, filters), dictLabels(dict)]);
  const columns: ExcelColumn<Row>[] = [
    { header: '租户编号', value: (r) => r.tenant.id },
    { header: '租户名', width: 20, value: (r) => r.tenant.name },
    { header: '租户套餐', width: 16, value: (r) => (r.tenant.packageId === SYSTEM_TENANT_PACKAGE_ID ? '系统租户' : (r.packageName ?? '')) },
    { header: '联系人', value: (r) => r.tenant.contactName },
    { header: '联系手机', width: 16, value: (r) => r.tenant.contactMobile },
    { header: '租户状态', value: (r) => label(Dicts.commonStatus, r.tenant.status) },
    { header: '绑定域名', width: 24, value: (r) => r.tenant.domain },
    { header: '账号额度', value: (r) => r.tenant.accountCount },
    { header: '过期时间', width: 20, value: (r) => dateTimeText(r.tenant.expireTime, timeZone) },
    { header: '创建时间', width: 20, value: (r) => dateTimeText(r.tenant.createTime, timeZone) },
  ];
  return writeXlsx('租户列表.xlsx', '租户列表', columns, rows);
}
