/**
 * 错误码管理. The table is global (one message per code for every tenant), so only the system
 * tenant's users reach it. What must stay true:
 * - a code is held by one row;
 * - any write through this screen makes the row type 2 (手动编辑), which the start-up sync
 *   never overwrites;
 * - the edited messages the error handler answers with are cached under their own key and
 *   dropped on every instance once a write commits.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { ErrorCodeType, ErrorCodes, type BodyOf, type FiltersOf, type QueryOf, type errorCodeApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { containsText } from '../../../db/textFilter.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { requireUniqueGlobally } from '../../../db/requireUnique.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { errorCode } from './error-code.schema.ts';
import { EDITED_MESSAGES_KEY } from './edited-messages.ts';

export type ErrorCodeRecord = typeof errorCode.$inferSelect;
type Filters = FiltersOf<typeof errorCodeApi.page>;
type CreateBody = BodyOf<typeof errorCodeApi.create>;
type UpdateBody = BodyOf<typeof errorCodeApi.update>;

export class ErrorCodeService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueCache,
    private readonly timeZone: string,
  ) {}

  private filterWhere(q: Filters): SQL | undefined {
    return and(
      q.type === undefined ? undefined : eq(errorCode.type, q.type),
      containsText(errorCode.applicationName, q.applicationName),
      q.code === undefined ? undefined : eq(errorCode.code, q.code),
      containsText(errorCode.message, q.message),
      dateRangeFilter(errorCode.createTime, q.createTime, this.timeZone),
    );
  }

  async page(caller: LoginUser, q: QueryOf<typeof errorCodeApi.page>) {
    const where = this.filterWhere(q);
    return selectPage(this.db, errorCode, where, q, ({ limit, offset }) =>
      this.db.select().from(errorCode).where(where).orderBy(asc(errorCode.code), asc(errorCode.id)).limit(limit).offset(offset),
    );
  }

  /** Every row matching the filters, in the page's order (the export). */
  async list(caller: LoginUser, q: Filters): Promise<ErrorCodeRecord[]> {
    return this.db.select().from(errorCode).where(this.filterWhere(q)).orderBy(asc(errorCode.code), asc(errorCode.id));
  }

  async get(caller: LoginUser, id: number) {
    return requireGlobalRow(errorCode, id, ErrorCodes.ERROR_CODE_NOT_EXISTS, this.db);
  }

  async create(caller: LoginUser, body: CreateBody): Promise<number> {
    const by = String(caller.id);
    const id = await this.db.transaction(async (tx) => {
      await requireUniqueGlobally({ table: errorCode, column: errorCode.code, value: body.code }, ErrorCodes.ERROR_CODE_DUPLICATE, tx);
      const [row] = await tx
        .insert(errorCode)
        .values({
          type: ErrorCodeType.MANUAL,
          applicationName: body.applicationName,
          code: body.code,
          message: body.message,
          memo: body.memo ?? '',
          creator: by,
          updater: by,
        })
        .returning({ id: errorCode.id });
      return row!.id;
    });
    this.catalogue.invalidate(EDITED_MESSAGES_KEY);
    return id;
  }

  async update(caller: LoginUser, body: UpdateBody): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      const current = await requireGlobalRow(errorCode, body.id, ErrorCodes.ERROR_CODE_NOT_EXISTS, tx);
      await requireUniqueGlobally(
        { table: errorCode, column: errorCode.code, value: body.code, exceptId: body.id },
        ErrorCodes.ERROR_CODE_DUPLICATE,
        tx,
      );
      await tx
        .update(errorCode)
        .set({
          type: ErrorCodeType.MANUAL,
          applicationName: body.applicationName,
          code: body.code,
          message: body.message,
          memo: body.memo ?? current.memo,
          updater: String(caller.id),
        })
        .where(eq(errorCode.id, body.id));
    });
    this.catalogue.invalidate(EDITED_MESSAGES_KEY);
    return true;
  }

  /** A deleted catalogue code comes back as type 1 on the next start, with the catalogue's message. */
  async delete(caller: LoginUser, id: number): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await requireGlobalRow(errorCode, id, ErrorCodes.ERROR_CODE_NOT_EXISTS, tx);
      await tx.delete(errorCode).where(eq(errorCode.id, id));
    });
    this.catalogue.invalidate(EDITED_MESSAGES_KEY);
    return true;
  }
}
