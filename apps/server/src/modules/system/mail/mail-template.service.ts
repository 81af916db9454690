/** Mail templates (global): code unique, content sanitised HTML, params read from title and content. */
import { desc, eq } from 'drizzle-orm';
import { ErrorCodes, mailTemplateResource, type BodyOf, type QueryOf, type mailTemplateApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { requireUniqueGlobally } from '../../../db/requireUnique.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { sanitizeRichText } from '../notice/index.ts';
import { mailAccount, mailTemplate } from './mail.schema.ts';
import { mailParamsOf } from './mail-render.ts';

type Fields = BodyOf<typeof mailTemplateApi.create>;

export class MailTemplateService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  page(q: QueryOf<typeof mailTemplateApi.page>) {
    const where = resourceWhere(mailTemplate, mailTemplateResource, q, this.timeZone);
    return selectPage(this.db, mailTemplate, where, q, ({ limit, offset }) =>
      this.db.select().from(mailTemplate).where(where).orderBy(desc(mailTemplate.id)).limit(limit).offset(offset),
    );
  }

  get(id: number) {
    return requireGlobalRow(mailTemplate, id, ErrorCodes.MAIL_TEMPLATE_NOT_EXISTS, this.db);
  }

  create(caller: LoginUser, body: Fields): Promise<number> {
    return this.db.transaction(async (tx) => {
      await this.check(tx, body);
      const by = String(caller.id);
      const [row] = await tx
        .insert(mailTemplate)
        .values({ ...this.fieldsOf(body), creator: by, updater: by })
        .returning({ id: mailTemplate.id });
      return row!.id;
    });
  }

  update(caller: LoginUser, body: Fields & { id: number }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await requireGlobalRow(mailTemplate, body.id, ErrorCodes.MAIL_TEMPLATE_NOT_EXISTS, tx);
      await this.check(tx, body, body.id);
      await tx.update(mailTemplate).set({ ...this.fieldsOf(body), updater: String(caller.id) }).where(eq(mailTemplate.id, body.id));
      return true;
    });
  }

  async delete(id: number): Promise<boolean> {
    await requireGlobalRow(mailTemplate, id, ErrorCodes.MAIL_TEMPLATE_NOT_EXISTS, this.db);
    await this.db.delete(mailTemplate).where(eq(mailTemplate.id, id));
    return true;
  }

  private async check(tx: Tx, body: Fields, exceptId?: number) {
    await requireGlobalRow(mailAccount, body.accountId, ErrorCodes.MAIL_ACCOUNT_NOT_EXISTS, tx);
    await requireUniqueGlobally({ table: mailTemplate, column: mailTemplate.code, value: body.code, exceptId }, ErrorCodes.MAIL_TEMPLATE_CODE_EXISTS, tx);
  }

  private fieldsOf(body: Fields) {
    const content = sanitizeRichText(body.content);
    return {
      name: body.name,
      code: body.code,
      accountId: body.accountId,
      nickname: body.nickname ?? '',
      title: body.title,
      content,
      params: mailParamsOf(body.title, content),
      status: body.status,
      remark: body.remark ?? '',
    };
  }
}
