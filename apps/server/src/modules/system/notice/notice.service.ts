/**
 * Notices (通知公告) of the caller's tenant. The content is rich text, stored only after the
 * allow-list in `rich-text.ts` kept what is safe, so whoever renders it later renders no script.
 */
import { desc, eq } from 'drizzle-orm';
import { ErrorCodes, noticeResource, type BodyOf, type FiltersOf, type QueryOf, type noticeApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { notice } from './notice.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { sanitizeRichText } from './rich-text.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { refuseSensitiveWords, wordsOfRichText } from '../sensitive-word/index.ts';

type NoticeFields = BodyOf<typeof noticeApi.create>;

export class NoticeService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueCache,
    private readonly timeZone: string,
  ) {}

  page(scope: TenantScope, q: QueryOf<typeof noticeApi.page>) {
    const where = this.filterWhere(scope, q);
    return selectPage(this.db, notice, where, q, ({ limit, offset }) =>
      this.db.select().from(notice).where(where).orderBy(desc(notice.id)).limit(limit).offset(offset),
    );
  }

  get(scope: TenantScope, id: number) {
    return requireRow(scope, notice, id, ErrorCodes.NOTICE_NOT_FOUND);
  }

  async create(scope: TenantScope, caller: LoginUser, body: NoticeFields): Promise<number> {
    const by = String(caller.id);
    const fields = this.fieldsOf(body);
    await this.refuseSensitiveWords(fields);
    const [row] = await scope.insert(notice, { ...fields, creator: by, updater: by });
    return row!.id;
  }

  async update(scope: TenantScope, caller: LoginUser, body: NoticeFields & { id: number }): Promise<boolean> {
    const current = await requireRow(scope, notice, body.id, ErrorCodes.NOTICE_NOT_FOUND);
    // Content left out keeps its value, as the other screens' optional fields do.
    const fields = this.fieldsOf({ ...body, content: body.content ?? current.content });
    await this.refuseSensitiveWords(fields);
    await scope.update(notice, { ...fields, updater: String(caller.id) }, eq(notice.id, body.id));
    return true;
  }

  async delete(scope: TenantScope, id: number): Promise<boolean> {
    await requireRow(scope, notice, id, ErrorCodes.NOTICE_NOT_FOUND);
    await scope.delete(notice, eq(notice.id, id));
    return true;
  }

  private filterWhere(scope: TenantScope, q: FiltersOf<typeof noticeApi.page>) {
    return scope.where(notice, resourceWhere(notice, noticeResource, q, this.timeZone));
  }

  /** A published notice must not carry a sensitive word, in its title or in the text readers see. */
  private refuseSensitiveWords({ title, content }: { title: string; content: string }) {
    return refuseSensitiveWords({ db: this.db, catalogue: this.catalogue }, [title, wordsOfRichText(content)]);
  }

  private fieldsOf({ title, type, content, status }: NoticeFields) {
    return { title, type, content: sanitizeRichText(content ?? ''), status };
  }
}
