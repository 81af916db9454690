/**
 * Notify templates (站内信模板): one global catalogue, as in the reference, so only the system
 * tenant's administrators write it; every tenant reads it and sends through it. What must stay true:
 * - codes are unique;
 * - `params` is what the content's `{param}` placeholders say, computed here on every save;
 * - the templates the product sends through (the seed's) keep their code and are not deleted,
 *   and their content uses only the parameters the product fills (else every send would fail);
 * - content with an enabled sensitive word is refused, naming the word.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { ErrorCodes, notifyTemplateResource, type BodyOf, type FiltersOf, type NotifyTemplate, type QueryOf, type notifyTemplateApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { serviceError } from '../../../platform/errors.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { requireUniqueGlobally } from '../../../db/requireUnique.ts';
import { refuseSensitiveWords } from '../sensitive-word/index.ts';
import { notifyTemplateSeed } from '../seed/index.ts';
import { notifyTemplate } from './notify.schema.ts';
import { NOTIFY_TEMPLATES_KEY, templateParamsOf } from './notify-send.service.ts';

type TemplateRow = typeof notifyTemplate.$inferSelect;
type CreateBody = BodyOf<typeof notifyTemplateApi.create>;
type UpdateBody = BodyOf<typeof notifyTemplateApi.update>;

/** The parameters the product fills for each built-in template: those of its shipped content. */
const builtInParams = new Map(notifyTemplateSeed.map((t) => [t.code, templateParamsOf(t.content)]));

export const isBuiltInTemplate = (code: string) => builtInParams.has(code);

export const templateResp = (row: TemplateRow): NotifyTemplate => ({ ...row, builtIn: isBuiltInTemplate(row.code) });

export class NotifyTemplateService {
  constructor(private readonly deps: { db: Db; catalogue: CatalogueCache; timeZone: string }) {}

  private filterWhere(q: FiltersOf<typeof notifyTemplateApi.page>) {
    return resourceWhere(notifyTemplate, notifyTemplateResource, q, this.deps.timeZone);
  }

  async page(q: QueryOf<typeof notifyTemplateApi.page>) {
    const { db } = this.deps;
    const where = this.filterWhere(q);
    const page = await selectPage(db, notifyTemplate, where, q, ({ limit, offset }) =>
      db.select().from(notifyTemplate).where(where).orderBy(desc(notifyTemplate.id)).limit(limit).offset(offset),
    );
    return { ...page, list: page.list.map(templateResp) };
  }

  async get(id: number) {
    return templateResp(await requireGlobalRow(notifyTemplate, id, ErrorCodes.NOTIFY_TEMPLATE_NOT_EXISTS, this.deps.db));
  }

  async listEnabled() {
    const rows = await this.deps.db.select().from(notifyTemplate).where(eq(notifyTemplate.status, 0)).orderBy(asc(notifyTemplate.id));
    return rows.map(templateResp);
  }

  async create(caller: LoginUser, body: CreateBody): Promise<number> {
    await refuseSensitiveWords(this.deps, [body.content]);
    const by = String(caller.id);
    const id = await this.deps.db.transaction(async (tx) => {
      await requireUniqueGlobally({ table: notifyTemplate, column: notifyTemplate.code, value: body.code }, ErrorCodes.NOTIFY_TEMPLATE_CODE_DUPLICATE, tx);
      const [row] = await tx
        .insert(notifyTemplate)
        .values({ ...this.fieldsOf(body), creator: by, updater: by })
        .returning({ id: notifyTemplate.id });
      return row!.id;
    });
    this.deps.catalogue.invalidate(NOTIFY_TEMPLATES_KEY);
    return id;
  }

  async update(caller: LoginUser, body: UpdateBody): Promise<boolean> {
    await refuseSensitiveWords(this.deps, [body.content]);
    await this.deps.db.transaction(async (tx) => {
      const current = await requireGlobalRow(notifyTemplate, body.id, ErrorCodes.NOTIFY_TEMPLATE_NOT_EXISTS, tx);
      const allowed = builtInParams.get(current.code);
      if (allowed) {
        if (body.code !== current.code) throw serviceError(ErrorCodes.NOTIFY_TEMPLATE_BUILT_IN_CODE, current.code);
        if (templateParamsOf(body.content).some((p) => !allowed.includes(p))) {
          throw serviceError(ErrorCodes.NOTIFY_TEMPLATE_BUILT_IN_PARAMS, allowed.map((p) => `{${p}}`).join('、'));
        }
      }
      await requireUniqueGlobally(
        { table: notifyTemplate, column: notifyTemplate.code, value: body.code, exceptId: body.id },
        ErrorCodes.NOTIFY_TEMPLATE_CODE_DUPLICATE,
        tx,
      );
      await tx
        .update(notifyTemplate)
        .set({ ...this.fieldsOf({ ...body, remark: body.remark ?? current.remark }), updater: String(caller.id) })
        .where(eq(notifyTemplate.id, body.id));
    });
    this.deps.catalogue.invalidate(NOTIFY_TEMPLATES_KEY);
    return true;
  }

  async delete(caller: LoginUser, id: number): Promise<boolean> {
    const current = await requireGlobalRow(notifyTemplate, id, ErrorCodes.NOTIFY_TEMPLATE_NOT_EXISTS, this.deps.db);
    if (isBuiltInTemplate(current.code)) throw serviceError(ErrorCodes.NOTIFY_TEMPLATE_BUILT_IN_DELETE, current.name);
    await this.deps.db.delete(notifyTemplate).where(eq(notifyTemplate.id, id));
    this.deps.catalogue.invalidate(NOTIFY_TEMPLATES_KEY);
    return true;
  }

  private fieldsOf(body: CreateBody) {
    return {
      name: body.name,
      code: body.code,
      nickname: body.nickname,
      content: body.content,
      type: body.type,
      params: templateParamsOf(body.content),
      status: body.status,
      remark: body.remark ?? '',
    };
  }
}
