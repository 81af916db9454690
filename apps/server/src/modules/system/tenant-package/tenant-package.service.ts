/**
 * Tenant packages: named sets of menus that bound what a tenant's roles may grant. Packages are
 * platform-wide, so only the system tenant manages them. What must stay true:
 * - names are unique and every menu id exists;
 * - editing a package's menus brings every tenant on it back inside the new set at once
 *   (`syncTenantRoleMenus`), in the same transaction as the edit;
 * - a package in use cannot be deleted, so no tenant is left without one.
 */
import { and, desc, eq } from 'drizzle-orm';
import { ErrorCodes, type BodyOf, type QueryOf, type tenantPackageApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { menuOutline, platformMenuIdsOf } from '../menu/index.ts';
import { syncTenantRoleMenus } from '../permission/index.ts';
import { isPackageInUse, tenantIdsOnPackage } from '../tenant/index.ts';
import { tenantPackage } from './tenant-package.schema.ts';
import type { PackageRow } from './package-lookups.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { TenantService } from '../tenant/index.ts';
import { containsText } from '../../../db/textFilter.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { requireUniqueGlobally } from '../../../db/requireUnique.ts';
import { acrossTenants } from '../../../db/tenantContext.ts';

type CreateBody = BodyOf<typeof tenantPackageApi.create>;
type UpdateBody = BodyOf<typeof tenantPackageApi.update>;

export class TenantPackageService {
  constructor(
    private readonly db: Db,
    private readonly tenants: TenantService,
    private readonly timeZone: string,
  ) {}

  async page(caller: LoginUser, q: QueryOf<typeof tenantPackageApi.page>) {
    const where = and(
      containsText(tenantPackage.name, q.name),
      q.status === undefined ? undefined : eq(tenantPackage.status, q.status),
      containsText(tenantPackage.remark, q.remark),
      dateRangeFilter(tenantPackage.createTime, q.createTime, this.timeZone),
    );
    return selectPage(this.db, tenantPackage, where, q, ({ limit, offset }) =>
      this.db.select().from(tenantPackage).where(where).orderBy(desc(tenantPackage.id)).limit(limit).offset(offset),
    );
  }

  async get(caller: LoginUser, id: number) {
    return this.require(id);
  }

  /** Enabled packages for the tenant form; other tenants get none (they cannot pick one anyway). */
  async simpleList(caller: LoginUser) {
    if (!(await this.tenants.isSystemTenant(caller.tenantId))) return [];
    return this.db
      .select({ id: tenantPackage.id, name: tenantPackage.name })
      .from(tenantPackage)
      .where(eq(tenantPackage.status, 0))
      .orderBy(desc(tenantPackage.id));
  }

  async create(caller: LoginUser, body: CreateBody): Promise<number> {
    await this.checkName(body.name);
    await this.checkMenus(body.menuIds);
    const by = String(caller.id);
    const [row] = await this.db
      .insert(tenantPackage)
      .values({ name: body.name, status: body.status, remark: body.remark ?? '', menuIds: body.menuIds, creator: by, updater: by })
      .returning({ id: tenantPackage.id });
    return row!.id;
  }

  async update(caller: LoginUser, body: UpdateBody): Promise<boolean> {
    const current = await this.require(body.id);
    await this.checkName(body.name, body.id);
    await this.checkMenus(body.menuIds);
    const by = String(caller.id);
    // The roles of every tenant on the package follow it.
    await acrossTenants(() => this.db.transaction(async (tx) => {
      await tx
        .update(tenantPackage)
        .set({ name: body.name, status: body.status, remark: body.remark ?? current.remark, menuIds: body.menuIds, updater: by })
        .where(eq(tenantPackage.id, body.id));
      for (const tenantId of await tenantIdsOnPackage(tx, body.id)) await syncTenantRoleMenus(tx, tenantId, body.menuIds, by);
    }));
    return true;
  }

  async delete(caller: LoginUser, id: number): Promise<boolean> {
    await this.require(id);
    if (await isPackageInUse(this.db, id)) throw serviceError(ErrorCodes.TENANT_PACKAGE_USED);
    await this.db.delete(tenantPackage).where(eq(tenantPackage.id, id));
    return true;
  }

  private require(id: number): Promise<PackageRow> {
    return requireGlobalRow(tenantPackage, id, ErrorCodes.TENANT_PACKAGE_NOT_EXISTS, this.db);
  }

  private checkName(name: string, exceptId?: number) {
    return requireUniqueGlobally(
      { table: tenantPackage, column: tenantPackage.name, value: name, exceptId },
      ErrorCodes.TENANT_PACKAGE_NAME_DUPLICATE,
      this.db,
    );
  }

  /** Every id exists, and none is the platform's own (dictionaries, mail set-up, tenants…): a package is what a tenant may hold. */
  private async checkMenus(menuIds: number[]) {
    if (menuIds.length === 0) return;
    const all = await menuOutline(this.db);
    const known = new Map(all.map((m) => [m.id, m]));
    const unknown = menuIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw serviceError(ErrorCodes.MENU_ID_NOT_EXISTS, unknown.join(','));
    const platform = platformMenuIdsOf(all);
    const refused = menuIds.filter((id) => platform.has(id)).map((id) => known.get(id)!.name);
    if (refused.length > 0) throw serviceError(ErrorCodes.TENANT_PACKAGE_PLATFORM_MENU, refused.slice(0, 5).join('、') + (refused.length > 5 ? ` 等 ${refused.length} 项` : ''));
  }
}
