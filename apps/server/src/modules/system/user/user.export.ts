/**
 * The user list as a spreadsheet: the same filters and data scope as the page (the caller
 * exports exactly what they can list), every matching row up to a cap, and the columns a person
 * reads: department by name, sex and status by their dictionary labels, times in the product's
 * time zone.
 */
import type { FiltersOf, User, userApi } from '@tenon/contracts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { writeXlsx, type ExcelColumn } from '../../../platform/excel.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { DictDataService } from '../dict/index.ts';
import { dateTimeText, dictLabels } from '../../../platform/export-cells.ts';
import type { UserService } from './user.service.ts';
import { Dicts, USER_EXPORT_FILE } from '@tenon/contracts';

/** Larger exports would hold tens of megabytes in memory per request; narrow the filters instead. */
export const USER_EXPORT_MAX_ROWS = 50_000;

export async function exportUsers(
  users: UserService,
  dict: DictDataService,
  timeZone: string,
  scope: TenantScope,
  caller: LoginUser,
  filters: FiltersOf<typeof userApi.page>,
): Promise<FileReply> {
  const where = await users.filterWhere(scope, caller, filters);
  const total = await users.count(where);
  if (total > USER_EXPORT_MAX_ROWS) {
    throw badRequest(`符合条件的用户有 ${total} 个，超过单次导出上限 ${USER_EXPORT_MAX_ROWS} 个，请缩小筛选范围后再导出`);
  }
  const [rows, label] = await Promise.all([users.listWithDept(scope, where), dictLabels(dict)]);
  const columns: ExcelColumn<User>[] = [
    { header: '用户编号', value: (u) => u.id },
    { header: '用户名称', value: (u) => u.username },
    { header: '用户昵称', value: (u) => u.nickname },
    { header: '部门', value: (u) => u.dept?.name },
    { header: '邮箱', width: 24, value: (u) => u.email },
    { header: '手机号码', width: 16, value: (u) => u.mobile },
    // 0 (never chosen) has no dictionary entry: it reads 未知, as in the reference's enum.
    { header: '性别', value: (u) => (u.sex === 1 || u.sex === 2 ? label(Dicts.systemUserSex, u.sex) : '未知') },
    { header: '状态', value: (u) => label(Dicts.commonStatus, u.status) },
    { header: '最后登录IP', width: 16, value: (u) => u.loginIp },
    { header: '最后登录时间', width: 20, value: (u) => dateTimeText(u.loginDate, timeZone) },
    { header: '创建时间', width: 20, value: (u) => dateTimeText(u.createTime, timeZone) },
  ];
  return writeXlsx(USER_EXPORT_FILE, '用户列表', columns, rows);
}
