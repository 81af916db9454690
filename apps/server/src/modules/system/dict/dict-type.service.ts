/**
 * Dictionary types (global: every tenant reads the same catalogue). What must stay true:
 * - the type code is unique and never changes after creation (data rows and every screen's tags
 *   refer to it); the update body has no code, as in the reference, which ignores one sent;
 * - the name is unique;
 * - a type is deleted only when no data row names it (the reference's refusal);
 * - every write drops the catalogue cache on every instance once it has committed, so
 *   `list-all-simple` answers the change at once (a disabled type hides its data).
 */
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { ErrorCodes, type BodyOf, type FiltersOf, type QueryOf, type dictTypeApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { CatalogueKeys, type CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { containsText } from '../../../db/textFilter.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { requireUniqueGlobally } from '../../../db/requireUnique.ts';
import { dictData, dictType } from './dict.schema.ts';
import { lockDictWrites } from './dict-lock.ts';

export type DictTypeRow = typeof dictType.$inferSelect;
type Filters = FiltersOf<typeof dictTypeApi.page>;

export class DictTypeService {
  constructor(
    private readonly db: Db,
    private readonly cache: CatalogueCache,
    private readonly timeZone: string,
  ) {}

  private filterWhere(q: Filters): SQL | undefined {
    return and(
      containsText(dictType.name, q.name),
      containsText(dictType.type, q.type),
      q.status === undefined ? undefined : eq(dictType.status, q.status),
      dateRangeFilter(dictType.createTime, q.createTime, this.timeZone),
    );
  }

  page(q: QueryOf<typeof dictTypeApi.page>) {
    const where = this.filterWhere(q);
    return selectPage(this.db, dictType, where, q, ({ limit, offset }) =>
      this.db.select().from(dictType).where(where).orderBy(desc(dictType.id)).limit(limit).offset(offset),
    );
  }

  /** Every type matching the filters, in the page's order (the export). */
  list(q: Filters): Promise<DictTypeRow[]> {
    return this.db.select().from(dictType).where(this.filterWhere(q)).orderBy(desc(dictType.id));
  }

  listAllSimple() {
    return this.db.select({ id: dictType.id, name: dictType.name, type: dictType.type }).from(dictType).orderBy(asc(dictType.id));
  }

  get(id: number) {
    return requireGlobalRow(dictType, id, ErrorCodes.DICT_TYPE_NOT_EXISTS, this.db);
  }

  async create(caller: LoginUser, body: BodyOf<typeof dictTypeApi.create>): Promise<number> {
    const by = String(caller.id);
    const id = await this.db.transaction(async (tx) => {
      await lockDictWrites(tx);
      await this.requireUniqueName(tx, body.name);
      await requireUniqueGlobally({ table: dictType, column: dictType.type, value: body.type }, ErrorCodes.DICT_TYPE_TYPE_DUPLICATE, tx);
      const [row] = await tx
        .insert(dictType)
        .values({ name: body.name, type: body.type, status: body.status, remark: body.remark ?? '', creator: by, updater: by })
        .returning({ id: dictType.id });
      return row!.id;
    });
    this.cache.invalidate(CatalogueKeys.DICT_DATA);
    return id;
  }

  async update(caller: LoginUser, body: BodyOf<typeof dictTypeApi.update>): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockDictWrites(tx);
      const current = await requireGlobalRow(dictType, body.id, ErrorCodes.DICT_TYPE_NOT_EXISTS, tx);
      await this.requireUniqueName(tx, body.name, body.id);
      await tx
        .update(dictType)
        .set({ name: body.name, status: body.status, remark: body.remark ?? current.remark, updater: String(caller.id) })
        .where(eq(dictType.id, body.id));
    });
    this.cache.invalidate(CatalogueKeys.DICT_DATA);
    return true;
  }

  async delete(id: number): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockDictWrites(tx);
      const row = await requireGlobalRow(dictType, id, ErrorCodes.DICT_TYPE_NOT_EXISTS, tx);
      const [{ n }] = (await tx.select({ n: count() }).from(dictData).where(eq(dictData.dictType, row.type))) as [{ n: number }];
      if (n > 0) throw serviceError(ErrorCodes.DICT_TYPE_HAS_CHILDREN);
      await tx.delete(dictType).where(eq(dictType.id, id));
    });
    this.cache.invalidate(CatalogueKeys.DICT_DATA);
    return true;
  }

  private requireUniqueName(tx: Tx, name: string, exceptId?: number) {
    return requireUniqueGlobally({ table: dictType, column: dictType.name, value: name, exceptId }, ErrorCodes.DICT_TYPE_NAME_DUPLICATE, tx);
  }
}
