/**
 * 敏感词: one platform-wide list, so only the system tenant's users manage it (a word one tenant
 * added would refuse every other tenant's notices). What must stay true:
 * - a word is listed once (unique name, also by index);
 * - every write drops the cached automaton after it commits, on every instance, so the next
 *   published text is checked against the list as it now is.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ErrorCodes, type BodyOf, type FiltersOf, type QueryOf, type sensitiveWordApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { containsText } from '../../../db/textFilter.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { requireUniqueGlobally } from '../../../db/requireUnique.ts';
import { sensitiveWord } from './sensitive-word.schema.ts';
import { SENSITIVE_WORDS_KEY, enabledWordsMatcher } from './sensitive-word.check.ts';

export type SensitiveWordRow = typeof sensitiveWord.$inferSelect;
type Filters = FiltersOf<typeof sensitiveWordApi.page>;
type Fields = BodyOf<typeof sensitiveWordApi.create>;

export class SensitiveWordService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueCache,
    private readonly timeZone: string,
  ) {}

  async page(caller: LoginUser, q: QueryOf<typeof sensitiveWordApi.page>) {
    const where = this.filterWhere(q);
    return selectPage(this.db, sensitiveWord, where, q, ({ limit, offset }) =>
      this.db.select().from(sensitiveWord).where(where).orderBy(desc(sensitiveWord.id)).limit(limit).offset(offset),
    );
  }

  /** Every word matching the filters, in the page's order (the export). */
  async list(caller: LoginUser, q: Filters): Promise<SensitiveWordRow[]> {
    return this.db.select().from(sensitiveWord).where(this.filterWhere(q)).orderBy(desc(sensitiveWord.id));
  }

  async get(caller: LoginUser, id: number) {
    return requireGlobalRow(sensitiveWord, id, ErrorCodes.SENSITIVE_WORD_NOT_EXISTS, this.db);
  }

  /** Every tag some word carries (enabled or not: the filters and the form offer them), sorted. */
  async tags(caller: LoginUser): Promise<string[]> {
    const rows = await this.db.select({ tags: sensitiveWord.tags }).from(sensitiveWord);
    return [...new Set(rows.flatMap((r) => r.tags))].sort();
  }

  /** The enabled words found in `text`; with tags, only words carrying one of them. */
  async validateText(caller: LoginUser, text: string, tags: string[] | undefined): Promise<string[]> {
    // The reference's client may send `tags=a,b` as one parameter.
    const wanted = tags?.flatMap((t) => t.split(',')).map((t) => t.trim()).filter(Boolean);
    return (await enabledWordsMatcher({ db: this.db, catalogue: this.catalogue })).findAll(text, wanted);
  }

  async create(caller: LoginUser, body: Fields): Promise<number> {
    const by = String(caller.id);
    const id = await this.db.transaction(async (tx) => {
      await this.requireUniqueName(tx, body.name);
      const [row] = await tx
        .insert(sensitiveWord)
        .values({ ...this.fieldsOf(body), creator: by, updater: by })
        .returning({ id: sensitiveWord.id });
      return row!.id;
    });
    this.catalogue.invalidate(SENSITIVE_WORDS_KEY);
    return id;
  }

  async update(caller: LoginUser, body: Fields & { id: number }): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      const current = await requireGlobalRow(sensitiveWord, body.id, ErrorCodes.SENSITIVE_WORD_NOT_EXISTS, tx);
      await this.requireUniqueName(tx, body.name, body.id);
      await tx
        .update(sensitiveWord)
        .set({ ...this.fieldsOf({ ...body, description: body.description ?? current.description }), updater: String(caller.id) })
        .where(eq(sensitiveWord.id, body.id));
    });
    this.catalogue.invalidate(SENSITIVE_WORDS_KEY);
    return true;
  }

  async delete(caller: LoginUser, id: number): Promise<boolean> {
    await requireGlobalRow(sensitiveWord, id, ErrorCodes.SENSITIVE_WORD_NOT_EXISTS, this.db);
    await this.db.delete(sensitiveWord).where(eq(sensitiveWord.id, id));
    this.catalogue.invalidate(SENSITIVE_WORDS_KEY);
    return true;
  }

  private filterWhere(q: Filters): SQL | undefined {
    return and(
      containsText(sensitiveWord.name, q.name),
      q.tag ? sql`${sensitiveWord.tags} @> ${JSON.stringify([q.tag])}::jsonb` : undefined,
      q.status === undefined ? undefined : eq(sensitiveWord.status, q.status),
      dateRangeFilter(sensitiveWord.createTime, q.createTime, this.timeZone),
    );
  }

  private requireUniqueName(tx: Tx, name: string, exceptId?: number) {
    return requireUniqueGlobally({ table: sensitiveWord, column: sensitiveWord.name, value: name, exceptId }, ErrorCodes.SENSITIVE_WORD_EXISTS, tx);
  }

  private fieldsOf({ name, tags, status, description }: Fields) {
    return { name: name.trim(), tags: [...new Set(tags.map((t) => t.trim()).filter(Boolean))], status, description: description ?? '' };
  }
}
