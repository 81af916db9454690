/**
 * 配置管理. The table is global (one value per key for every tenant), so only the system
 * tenant's users manage it; get-value-by-key serves any signed-in user. What must stay true:
 * - a key is held by one row (also by index) and never changes once created;
 * - a built-in (type 1) row is never deleted: the product reads it;
 * - a key the product reads only ever holds a value the product can use;
 * - every write drops the cached values on every instance once it commits, so the next login,
 *   captcha check or get-value-by-key sees the new value.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { ConfigType, ErrorCodes, Permissions, type BodyOf, type FiltersOf, type QueryOf, type configApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { containsText } from '../../../db/textFilter.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { requireUniqueGlobally } from '../../../db/requireUnique.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { PermissionService } from '../../system/permission/index.ts';
import type { TenantService } from '../../system/tenant/index.ts';
import { valueProblem } from './config.builtin.ts';
import { CONFIG_VALUES_KEY, type ConfigValues } from './config-values.ts';
import { infraConfig } from './config.schema.ts';

export type ConfigRow = typeof infraConfig.$inferSelect;
type Filters = FiltersOf<typeof configApi.page>;
type CreateBody = BodyOf<typeof configApi.create>;
type UpdateBody = BodyOf<typeof configApi.update>;

export class ConfigService {
  constructor(
    private readonly deps: {
      db: Db;
      catalogue: CatalogueCache;
      tenants: TenantService;
      permissions: PermissionService;
      values: ConfigValues;
      timeZone: string;
    },
  ) {}

  async page(caller: LoginUser, q: QueryOf<typeof configApi.page>) {
    const where = this.filterWhere(q);
    const { db } = this.deps;
    return selectPage(db, infraConfig, where, q, ({ limit, offset }) =>
      db.select().from(infraConfig).where(where).orderBy(desc(infraConfig.id)).limit(limit).offset(offset),
    );
  }

  /** Every row matching the filters, in the page's order (the export). */
  async list(caller: LoginUser, q: Filters): Promise<ConfigRow[]> {
    return this.deps.db.select().from(infraConfig).where(this.filterWhere(q)).orderBy(desc(infraConfig.id));
  }

  async get(caller: LoginUser, id: number): Promise<ConfigRow> {
    return requireGlobalRow(infraConfig, id, ErrorCodes.CONFIG_NOT_EXISTS, this.deps.db);
  }

  /**
   * The value of `key` for any signed-in user; null for an unknown key. An invisible value is
   * refused, except to the system tenant's holders of infra:config:query (who see it on the
   * screen anyway): it may be a secret, and other tenants do not manage this table.
   */
  async valueByKey(caller: LoginUser, key: string): Promise<string | null> {
    const entry = await this.deps.values.entry(key);
    if (!entry) return null;
    if (entry.visible || (await this.mayReadInvisible(caller))) return entry.value;
    throw serviceError(ErrorCodes.CONFIG_GET_VALUE_ERROR_IF_VISIBLE);
  }

  async create(caller: LoginUser, body: CreateBody): Promise<number> {
    requireUsableValue(body.key, body.value);
    const by = String(caller.id);
    const id = await this.deps.db.transaction(async (tx) => {
      await this.requireUniqueKey(tx, body.key);
      const [row] = await tx
        .insert(infraConfig)
        .values({ ...this.editableOf(body), key: body.key, type: ConfigType.CUSTOM, creator: by, updater: by })
        .returning({ id: infraConfig.id });
      return row!.id;
    });
    this.deps.catalogue.invalidate(CONFIG_VALUES_KEY);
    return id;
  }

  async update(caller: LoginUser, body: UpdateBody): Promise<boolean> {
    await this.deps.db.transaction(async (tx) => {
      const current = await requireGlobalRow(infraConfig, body.id, ErrorCodes.CONFIG_NOT_EXISTS, tx);
      requireUsableValue(current.key, body.value);
      await tx
        .update(infraConfig)
        .set({ ...this.editableOf({ ...body, remark: body.remark ?? current.remark }), updater: String(caller.id) })
        .where(eq(infraConfig.id, body.id));
    });
    this.deps.catalogue.invalidate(CONFIG_VALUES_KEY);
    return true;
  }

  async delete(caller: LoginUser, id: number): Promise<boolean> {
    await this.deps.db.transaction(async (tx) => {
      const current = await requireGlobalRow(infraConfig, id, ErrorCodes.CONFIG_NOT_EXISTS, tx);
      if (current.type === ConfigType.SYSTEM) throw serviceError(ErrorCodes.CONFIG_CAN_NOT_DELETE_SYSTEM_TYPE);
      await tx.delete(infraConfig).where(eq(infraConfig.id, id));
    });
    this.deps.catalogue.invalidate(CONFIG_VALUES_KEY);
    return true;
  }

  private async mayReadInvisible(caller: LoginUser): Promise<boolean> {
    return (
      (await this.deps.tenants.isSystemTenant(caller.tenantId)) &&
      this.deps.permissions.hasPermission(caller.id, caller.tenantId, Permissions.infra.config.query)
    );
  }

  private filterWhere(q: Filters): SQL | undefined {
    return and(
      containsText(infraConfig.name, q.name),
      containsText(infraConfig.key, q.key),
      q.type === undefined ? undefined : eq(infraConfig.type, q.type),
      dateRangeFilter(infraConfig.createTime, q.createTime, this.deps.timeZone),
    );
  }

  private requireUniqueKey(tx: Tx, key: string) {
    return requireUniqueGlobally({ table: infraConfig, column: infraConfig.key, value: key }, ErrorCodes.CONFIG_KEY_DUPLICATE, tx);
  }

  private editableOf({ category, name, value, visible, remark }: Omit<UpdateBody, 'id'>) {
    return { category, name, value, visible, remark: remark ?? '' };
  }
}

function requireUsableValue(key: string, value: string): void {
  const problem = valueProblem(key, value);
  if (problem) throw serviceError(ErrorCodes.CONFIG_VALUE_INVALID, key, problem);
}
