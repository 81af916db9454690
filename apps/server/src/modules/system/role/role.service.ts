/**
 * Roles of the caller's tenant. What must stay true:
 * - a role of another tenant does not exist (every read and write goes through the scope);
 * - name and code are unique in the tenant, and `super_admin` cannot be taken by a new role
 *   (holding it means every permission);
 * - built-in roles (type 1: super_admin, common, tenant_admin) cannot be edited, disabled,
 *   re-scoped or deleted; roles created here are custom (type 2);
 * - deleting a role removes its user and menu assignments in the same transaction, and the
 *   gate derives permissions per request, so its holders lose them on their next call.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { CommonStatus, ErrorCodes, SUPER_ADMIN_ROLE, type FiltersOf, type QueryOf, type roleApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { selectPage, type PageWindow } from '../../../db/selectPage.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { requireUnique } from '../../../db/requireUnique.ts';
import { role } from './role.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { DataScopeType, dropRoleHolders, dropRoleMenus } from '../permission/index.ts';
import { containsText } from '../../../db/textFilter.ts';
import { lockTenantWrites } from '../tenant/index.ts';

export type RoleRow = typeof role.$inferSelect;

export const RoleType = { BUILT_IN: 1, CUSTOM: 2 } as const;

export function requireRole(scope: TenantScope, id: number, q?: Db | Tx): Promise<RoleRow> {
  return requireRow(scope, role, id, ErrorCodes.ROLE_NOT_EXISTS, q);
}

/** A role the administrator may change: custom roles only. */
export async function requireCustomRole(scope: TenantScope, id: number): Promise<RoleRow> {
  const row = await requireRole(scope, id);
  if (row.type === RoleType.BUILT_IN) throw serviceError(ErrorCodes.ROLE_CAN_NOT_UPDATE_SYSTEM_TYPE_ROLE);
  return row;
}

export interface RoleFields {
  name: string;
  code: string;
  sort: number;
  status?: number;
  remark?: string;
}

export class RoleService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  filterWhere(scope: TenantScope, q: FiltersOf<typeof roleApi.page>): SQL {
    return scope.where(
      role,
      and(
        containsText(role.name, q.name),
        containsText(role.code, q.code),
        q.status === undefined ? undefined : eq(role.status, q.status),
        dateRangeFilter(role.createTime, q.createTime, this.timeZone),
      ),
    );
  }

  /** Roles matching `where`, in display order. */
  async list(where: SQL, page?: PageWindow): Promise<RoleRow[]> {
    const listQuery = this.db.select().from(role).where(where).orderBy(asc(role.sort), asc(role.id));
    return page ? listQuery.limit(page.limit).offset(page.offset) : listQuery;
  }

  page(scope: TenantScope, q: QueryOf<typeof roleApi.page>) {
    const where = this.filterWhere(scope, q);
    return selectPage(this.db, role, where, q, (window) => this.list(where, window));
  }

  get(scope: TenantScope, id: number): Promise<RoleRow> {
    return requireRole(scope, id);
  }

  /** Enabled roles for pickers (assigning roles to a user). */
  listAllSimple(scope: TenantScope) {
    return this.db
      .select({ id: role.id, name: role.name, code: role.code })
      .from(role)
      .where(scope.where(role, eq(role.status, CommonStatus.ENABLE)))
      .orderBy(asc(role.sort), asc(role.id));
  }

  async create(scope: TenantScope, caller: LoginUser, input: RoleFields): Promise<number> {
    const fields = cleanFields(input);
    return this.db.transaction(async (tx) => {
      await this.requireUniqueNameAndCode(tx, scope, fields);
      const [row] = await scope.insert(
        role,
        {
          ...fields,
          status: fields.status ?? CommonStatus.ENABLE,
          type: RoleType.CUSTOM,
          dataScope: DataScopeType.ALL,
          creator: String(caller.id),
          updater: String(caller.id),
        },
        tx,
      );
      return row!.id;
    });
  }

  async update(scope: TenantScope, caller: LoginUser, input: RoleFields & { id: number }) {
    await requireCustomRole(scope, input.id);
    const fields = cleanFields(input);
    await this.db.transaction(async (tx) => {
      await this.requireUniqueNameAndCode(tx, scope, fields, input.id);
      await scope.update(role, { ...fields, updater: String(caller.id) }, eq(role.id, input.id), tx);
    });
    return true;
  }

  async updateStatus(scope: TenantScope, caller: LoginUser, id: number, status: number) {
    await requireCustomRole(scope, id);
    await scope.update(role, { status, updater: String(caller.id) }, eq(role.id, id));
    return true;
  }

  async delete(scope: TenantScope, id: number) {
    await requireCustomRole(scope, id);
    await this.db.transaction(async (tx) => {
      await dropRoleHolders(tx, scope, id);
      await dropRoleMenus(tx, scope, id);
      await scope.delete(role, eq(role.id, id), tx);
    });
    return true;
  }

  /** Name and code unique in the tenant (checked under the tenant's write lock: names have no index). */
  private async requireUniqueNameAndCode(tx: Tx, scope: TenantScope, f: { name: string; code: string }, exceptId?: number) {
    if (f.code === SUPER_ADMIN_ROLE) throw serviceError(ErrorCodes.ROLE_ADMIN_CODE_ERROR, f.code);
    await lockTenantWrites(tx, scope.tenantId);
    await requireUnique(scope, { table: role, column: role.name, value: f.name, exceptId }, ErrorCodes.ROLE_NAME_DUPLICATE, tx);
    await requireUnique(scope, { table: role, column: role.code, value: f.code, exceptId }, ErrorCodes.ROLE_CODE_DUPLICATE, tx);
  }
}

function cleanFields(input: RoleFields) {
  const name = input.name.trim();
  if (!name) throw badRequest('角色名称不能为空');
  return {
    name,
    code: input.code,
    sort: input.sort,
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.remark !== undefined ? { remark: input.remark } : {}),
  };
}
