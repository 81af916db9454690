/**
 * Dictionary data (global, like the types). What must stay true:
 * - a value is unique within its type; an item belongs to an existing, enabled type (the
 *   reference's checks: 当前字典类型不存在, 字典类型不处于开启状态);
 * - `list-all-simple` (every enabled item of every enabled type, the web's preload) and
 *   `type/{type}` are read through the catalogue cache, and every write drops that cache on
 *   every instance once it has committed, so the next read anywhere answers the change.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { ErrorCodes, type BodyOf, type FiltersOf, type QueryOf, type dictDataApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { CatalogueKeys, type CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { containsText } from '../../../db/textFilter.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { requireUniqueGlobally } from '../../../db/requireUnique.ts';
import { dictData, dictType } from './dict.schema.ts';
import { lockDictWrites } from './dict-lock.ts';

export type DictDataRow = typeof dictData.$inferSelect;
type Filters = FiltersOf<typeof dictDataApi.page>;
type Fields = BodyOf<typeof dictDataApi.create>;

export class DictDataService {
  constructor(
    private readonly db: Db,
    private readonly cache: CatalogueCache,
  ) {}

  /** Enabled data of enabled types, ordered by type then sort: the web's dictionary preload. */
  listAllSimple() {
    return this.cache.get(CatalogueKeys.DICT_DATA, () => this.loadAllSimple());
  }

  /** The enabled data of one type, in sort order (empty for an unknown or disabled type). */
  async listByType(type: string) {
    return (await this.listAllSimple()).filter((d) => d.dictType === type);
  }

  private loadAllSimple() {
    return this.db
      .select({
        dictType: dictData.dictType,
        value: dictData.value,
        label: dictData.label,
        colorType: dictData.colorType,
        cssClass: dictData.cssClass,
      })
      .from(dictData)
      .innerJoin(dictType, eq(dictType.type, dictData.dictType))
      .where(and(eq(dictData.status, 0), eq(dictType.status, 0)))
      .orderBy(asc(dictData.dictType), asc(dictData.sort), asc(dictData.id));
  }

  private filterWhere(q: Filters): SQL | undefined {
    return and(
      containsText(dictData.label, q.label),
      q.dictType ? eq(dictData.dictType, q.dictType) : undefined,
      q.status === undefined ? undefined : eq(dictData.status, q.status),
    );
  }

  /** The reference's order: by type, then sort (a type's items read as its tags list them). */
  page(q: QueryOf<typeof dictDataApi.page>) {
    const where = this.filterWhere(q);
    return selectPage(this.db, dictData, where, q, ({ limit, offset }) =>
      this.db.select().from(dictData).where(where).orderBy(asc(dictData.dictType), asc(dictData.sort), asc(dictData.id)).limit(limit).offset(offset),
    );
  }

  list(q: Filters): Promise<DictDataRow[]> {
    return this.db.select().from(dictData).where(this.filterWhere(q)).orderBy(asc(dictData.dictType), asc(dictData.sort), asc(dictData.id));
  }

  get(id: number) {
    return requireGlobalRow(dictData, id, ErrorCodes.DICT_DATA_NOT_EXISTS, this.db);
  }

  async create(caller: LoginUser, body: Fields): Promise<number> {
    const by = String(caller.id);
    const id = await this.db.transaction(async (tx) => {
      await lockDictWrites(tx);
      await this.requireUsable(tx, body);
      const [row] = await tx
        .insert(dictData)
        .values({ ...this.columns(body), creator: by, updater: by })
        .returning({ id: dictData.id });
      return row!.id;
    });
    this.cache.invalidate(CatalogueKeys.DICT_DATA);
    return id;
  }

  async update(caller: LoginUser, body: BodyOf<typeof dictDataApi.update>): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockDictWrites(tx);
      const current = await requireGlobalRow(dictData, body.id, ErrorCodes.DICT_DATA_NOT_EXISTS, tx);
      await this.requireUsable(tx, body, body.id);
      await tx
        .update(dictData)
        .set({ ...this.columns(body, current), updater: String(caller.id) })
        .where(eq(dictData.id, body.id));
    });
    this.cache.invalidate(CatalogueKeys.DICT_DATA);
    return true;
  }

  async delete(id: number): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await requireGlobalRow(dictData, id, ErrorCodes.DICT_DATA_NOT_EXISTS, tx);
      await tx.delete(dictData).where(eq(dictData.id, id));
    });
    this.cache.invalidate(CatalogueKeys.DICT_DATA);
    return true;
  }

  /** Optional fields left out keep their stored value on update (empty on create). */
  private columns(body: Fields, current?: DictDataRow) {
    return {
      sort: body.sort,
      label: body.label,
      value: body.value,
      dictType: body.dictType,
      status: body.status,
      colorType: body.colorType ?? current?.colorType ?? '',
      cssClass: body.cssClass ?? current?.cssClass ?? '',
      remark: body.remark ?? current?.remark ?? '',
    };
  }

  private async requireUsable(tx: Tx, body: Fields, exceptId?: number) {
    const [type] = await tx.select({ status: dictType.status }).from(dictType).where(eq(dictType.type, body.dictType)).limit(1);
    if (!type) throw serviceError(ErrorCodes.DICT_TYPE_NOT_EXISTS);
    if (type.status !== 0) throw serviceError(ErrorCodes.DICT_TYPE_NOT_ENABLE);
    await requireUniqueGlobally(
      { table: dictData, column: dictData.value, value: body.value, exceptId, within: eq(dictData.dictType, body.dictType) },
      ErrorCodes.DICT_DATA_VALUE_DUPLICATE,
      tx,
    );
  }
}
