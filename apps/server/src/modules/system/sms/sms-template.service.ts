/**
 * 短信模板: one global catalogue, written by the system tenant's administrators. Codes are
 * unique; `params` is what the content's `{param}` holes say, computed on every save; a template
 * names an existing, enabled channel (as the reference checks) and carries its code; content
 * with an enabled sensitive word is refused, naming the word.
 */
import { desc, eq } from 'drizzle-orm';
import { ErrorCodes, smsTemplateResource, type BodyOf, type FiltersOf, type QueryOf, type smsTemplateApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { serviceError } from '../../../platform/errors.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { requireUniqueGlobally } from '../../../db/requireUnique.ts';
import { refuseSensitiveWords } from '../sensitive-word/index.ts';
import { smsChannel, smsTemplate } from './sms.schema.ts';
import { smsParamsOf } from './sms-render.ts';

type CreateBody = BodyOf<typeof smsTemplateApi.create>;
export type SmsTemplateRow = typeof smsTemplate.$inferSelect;

const templateResp = ({ creator: _c, updater: _u, updateTime: _t, ...row }: SmsTemplateRow) => row;

export class SmsTemplateService {
  constructor(private readonly deps: { db: Db; catalogue: CatalogueCache; timeZone: string }) {}

  async page(q: QueryOf<typeof smsTemplateApi.page>) {
    const { db } = this.deps;
    const where = this.filterWhere(q);
    const page = await selectPage(db, smsTemplate, where, q, ({ limit, offset }) =>
      db.select().from(smsTemplate).where(where).orderBy(desc(smsTemplate.id)).limit(limit).offset(offset),
    );
    return { ...page, list: page.list.map(templateResp) };
  }

  /** Every template under the filters, for the export. */
  async list(q: FiltersOf<typeof smsTemplateApi.page>): Promise<SmsTemplateRow[]> {
    return this.deps.db.select().from(smsTemplate).where(this.filterWhere(q)).orderBy(desc(smsTemplate.id));
  }

  async get(id: number) {
    return templateResp(await requireGlobalRow(smsTemplate, id, ErrorCodes.SMS_TEMPLATE_NOT_EXISTS, this.deps.db));
  }

  async create(caller: LoginUser, body: CreateBody): Promise<number> {
    await refuseSensitiveWords(this.deps, [body.content]);
    const by = String(caller.id);
    return this.deps.db.transaction(async (tx) => {
      const channelCode = await this.enabledChannelCode(body.channelId, tx);
      await requireUniqueGlobally({ table: smsTemplate, column: smsTemplate.code, value: body.code }, ErrorCodes.SMS_TEMPLATE_CODE_DUPLICATE, tx);
      const [row] = await tx
        .insert(smsTemplate)
        .values({ ...this.fieldsOf(body), channelCode, creator: by, updater: by })
        .returning({ id: smsTemplate.id });
      return row!.id;
    });
  }

  async update(caller: LoginUser, body: BodyOf<typeof smsTemplateApi.update>): Promise<boolean> {
    await refuseSensitiveWords(this.deps, [body.content]);
    await this.deps.db.transaction(async (tx) => {
      const current = await requireGlobalRow(smsTemplate, body.id, ErrorCodes.SMS_TEMPLATE_NOT_EXISTS, tx);
      const channelCode = await this.enabledChannelCode(body.channelId, tx);
      await requireUniqueGlobally(
        { table: smsTemplate, column: smsTemplate.code, value: body.code, exceptId: body.id },
        ErrorCodes.SMS_TEMPLATE_CODE_DUPLICATE,
        tx,
      );
      await tx
        .update(smsTemplate)
        .set({ ...this.fieldsOf({ ...body, remark: body.remark ?? current.remark }), channelCode, updater: String(caller.id) })
        .where(eq(smsTemplate.id, body.id));
    });
    return true;
  }

  async delete(caller: LoginUser, id: number): Promise<boolean> {
    await requireGlobalRow(smsTemplate, id, ErrorCodes.SMS_TEMPLATE_NOT_EXISTS, this.deps.db);
    await this.deps.db.delete(smsTemplate).where(eq(smsTemplate.id, id));
    return true;
  }

  private async enabledChannelCode(channelId: number, tx: Tx): Promise<string> {
    const channel = await requireGlobalRow(smsChannel, channelId, ErrorCodes.SMS_CHANNEL_NOT_EXISTS, tx);
    if (channel.status !== 0) throw serviceError(ErrorCodes.SMS_CHANNEL_DISABLE);
    return channel.code;
  }

  private filterWhere(q: FiltersOf<typeof smsTemplateApi.page>) {
    return resourceWhere(smsTemplate, smsTemplateResource, q, this.deps.timeZone);
  }

  private fieldsOf(body: CreateBody) {
    return {
      type: body.type,
      status: body.status,
      code: body.code,
      name: body.name,
      content: body.content,
      params: smsParamsOf(body.content),
      remark: body.remark ?? '',
      apiTemplateId: body.apiTemplateId,
      channelId: body.channelId,
    };
  }
}
