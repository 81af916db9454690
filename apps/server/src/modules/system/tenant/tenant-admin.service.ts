/**
 * Managing tenants, for users of the system tenant only (a tenant is a customer: no customer
 * may see or change another). What must stay true:
 * - a new tenant is usable at once and entirely, or not at all: the tenant, its administrator
 *   (the given username and password), a `tenant_admin` role holding exactly the package's
 *   menus and the user-role link are written in one transaction;
 * - a tenant's roles never grant beyond its package (re-synced when the package changes);
 * - the system tenant itself cannot be changed or deleted here;
 * - deleting a tenant removes every row it owns in one transaction, tokens included, so its
 *   sessions end with it.
 * Disabling a tenant or letting it expire needs nothing here: the gate refuses its logins and
 * tokens from then on.
 */
import { and, desc, eq, getTableColumns, is, type SQL } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { ErrorCodes, TENANT_ADMIN_ROLE, type BodyOf, type FiltersOf, type QueryOf, type tenantApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { insertRoles } from '../role/index.ts';
import { packageNames, requireEnabledPackage } from '../tenant-package/index.ts';
import { insertUsers } from '../user/index.ts';
import { tenant } from './tenant.schema.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { hashPassword } from '../../../platform/password.ts';
import { DataScopeType, insertUserRoles, syncTenantRoleMenus } from '../permission/index.ts';
import { normaliseMobile } from '../user/index.ts';
import { containsText } from '../../../db/textFilter.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireUniqueGlobally } from '../../../db/requireUnique.ts';
import { SYSTEM_TENANT_PACKAGE_ID, type TenantRow, type TenantService } from './tenant.service.ts';
import { acrossTenants } from '../../../db/tenantContext.ts';

type CreateBody = BodyOf<typeof tenantApi.create>;
type UpdateBody = BodyOf<typeof tenantApi.update>;

/** Built-in role type (reference: 1 built-in, 2 custom). */
const BUILT_IN_ROLE = 1;

/**
 * Every table that carries `tenant_id`, picked from the tables the areas declare: a
 * tenant-owned table added later is emptied with its tenant without anyone having to remember
 * this list.
 */
const tenantOwned = (tables: readonly PgTable[]) =>
  tables.filter((t): t is PgTable & { tenantId: PgColumn } => is(t, PgTable) && 'tenantId' in getTableColumns(t));

const tenantFields = (b: Omit<CreateBody, 'username' | 'password'>) => ({
  name: b.name,
  contactName: b.contactName,
  contactMobile: b.contactMobile ?? '',
  status: b.status,
  domain: b.domain ?? '',
  packageId: b.packageId,
  expireTime: b.expireTime,
  accountCount: b.accountCount,
});

export class TenantAdminService {
  private readonly tenantOwnedTables: Array<PgTable & { tenantId: PgColumn }>;

  constructor(
    private readonly db: Db,
    private readonly tenants: TenantService,
    private readonly timeZone: string,
    /** The tables of every area (`src/areas.ts`). */
    tables: readonly PgTable[],
  ) {
    this.tenantOwnedTables = tenantOwned(tables);
  }

  async create(caller: LoginUser, body: CreateBody): Promise<number> {
    await this.checkName(body.name);
    const pkg = await requireEnabledPackage(this.db, body.packageId);
    // Hashed before the transaction: argon2 is slow on purpose, and the transaction must be short.
    const password = await hashPassword(body.password);
    const by = String(caller.id);
    const audit = { creator: by, updater: by };
    // The system tenant's administrator writes the new tenant's first rows.
    return acrossTenants(() => this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(tenant)
        .values({ ...tenantFields(body), ...audit })
        .returning({ id: tenant.id });
      const tenantId = created!.id;
      const scope = tenantScope(tx, tenantId);
      const [admin] = await insertUsers(tx, scope, [
        {
          username: body.username,
          password,
          nickname: body.contactName,
          mobile: normaliseMobile(body.contactMobile),
          ...audit,
        },
      ]);
      const [adminRole] = await insertRoles(tx, scope, [
        {
          name: '租户管理员',
          code: TENANT_ADMIN_ROLE,
          sort: 0,
          dataScope: DataScopeType.ALL,
          type: BUILT_IN_ROLE,
          remark: '系统自动生成',
          ...audit,
        },
      ]);
      await insertUserRoles(tx, scope, [{ userId: admin!.id, roleId: adminRole!.id, ...audit }]);
      await syncTenantRoleMenus(tx, tenantId, pkg.menuIds, by);
      await tx.update(tenant).set({ contactUserId: admin!.id }).where(eq(tenant.id, tenantId));
      return tenantId;
    }));
  }

  async update(caller: LoginUser, body: UpdateBody): Promise<boolean> {
    const current = await this.requireManageable(body.id);
    await this.checkName(body.name, body.id);
    const by = String(caller.id);
    const movesPackage = body.packageId !== current.packageId;
    // A tenant may stay on a package that was disabled since; only a move needs an enabled one.
    const pkg = movesPackage ? await requireEnabledPackage(this.db, body.packageId) : undefined;
    // Another tenant's roles follow its new package.
    await acrossTenants(() => this.db.transaction(async (tx) => {
      await tx
        .update(tenant)
        .set({ ...tenantFields(body), updater: by })
        .where(eq(tenant.id, body.id));
      if (pkg) await syncTenantRoleMenus(tx, body.id, pkg.menuIds, by);
    }));
    return true;
  }

  async delete(caller: LoginUser, id: number): Promise<boolean> {
    await this.requireManageable(id);
    // Another tenant's rows, every table of them.
    await acrossTenants(() => this.db.transaction(async (tx) => {
      const scope = tenantScope(tx, id);
      for (const table of this.tenantOwnedTables) await tx.delete(table).where(scope.where(table));
      await tx.delete(tenant).where(eq(tenant.id, id));
    }));
    return true;
  }

  async page(caller: LoginUser, q: QueryOf<typeof tenantApi.page>) {
    const where = this.filterWhere(q);
    return selectPage(this.db, tenant, where, q, ({ limit, offset }) =>
      this.db.select().from(tenant).where(where).orderBy(desc(tenant.id)).limit(limit).offset(offset),
    );
  }

  /** Every tenant matching the filters with its package's name, for the export. */
  async listForExport(caller: LoginUser, q: FiltersOf<typeof tenantApi.page>) {
    const rows = await this.db.select().from(tenant).where(this.filterWhere(q)).orderBy(desc(tenant.id));
    const names = await packageNames(this.db, [...new Set(rows.map((r) => r.packageId))]);
    return rows.map((row) => ({ tenant: row, packageName: names.get(row.packageId) ?? null }));
  }

  private filterWhere(q: FiltersOf<typeof tenantApi.page>): SQL | undefined {
    return and(
      containsText(tenant.name, q.name),
      containsText(tenant.contactName, q.contactName),
      containsText(tenant.contactMobile, q.contactMobile),
      q.status === undefined ? undefined : eq(tenant.status, q.status),
      dateRangeFilter(tenant.createTime, q.createTime, this.timeZone),
    );
  }

  /** A tenant that exists and is not the system tenant. */
  private async requireManageable(id: number): Promise<TenantRow> {
    const row = await this.tenants.find(id);
    if (!row) throw serviceError(ErrorCodes.TENANT_NOT_EXISTS);
    if (row.packageId === SYSTEM_TENANT_PACKAGE_ID) throw serviceError(ErrorCodes.TENANT_CAN_NOT_UPDATE_SYSTEM);
    return row;
  }

  private checkName(name: string, exceptId?: number) {
    return requireUniqueGlobally({ table: tenant, column: tenant.name, value: name, exceptId }, ErrorCodes.TENANT_NAME_DUPLICATE, this.db);
  }
}
