/**
 * Process models of the caller's tenant, reached only through its `TenantScope`, so another
 * tenant's model is "流程模型不存在". What must stay true:
 * - the key is an XML name (it becomes the BPMN process id), unique within the tenant, and
 *   never changes after creation;
 * - stored BPMN XML is always a BPMN 2.0 document the designer can open (bpmn-xml.ts);
 * - the form settings match the form type: 10 names an existing form of the tenant, 20 both
 *   route paths; the fields that do not apply are cleared;
 * - the category is a value of the dictionary bpm_model_category.
 * Writes check and write under the tenant's write lock, as form deletion does, so a form
 * cannot be deleted while a model is choosing it.
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  BpmModelFormType,
  ErrorCodes,
  MODEL_KEY_PATTERN,
  type BodyOf,
  type QueryOf,
  type modelApi,
  Dicts,
} from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { requireUnique } from '../../../db/requireUnique.ts';
import { formNames, requireForm } from '../form/index.ts';
import { deleteModelRules } from '../assign-rule/index.ts';
import { latestOfModels } from '../definition/index.ts';
import { bpmModel } from './model.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { lockTenantWrites } from '../../system/tenant/index.ts';
import { containsText } from '../../../db/textFilter.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { DictDataService } from '../../system/dict/index.ts';
import { checkBpmnXml } from './bpmn-xml.ts';

export type ModelRow = typeof bpmModel.$inferSelect;
export type ModelCreate = BodyOf<typeof modelApi.create>;
type UpdateBody = BodyOf<typeof modelApi.update>;

const keyPattern = new RegExp(MODEL_KEY_PATTERN);
const CATEGORY_DICT = Dicts.bpmModelCategory;

export async function requireBpmn(xml: string) {
  const check = await checkBpmnXml(xml);
  if (!check.ok) throw serviceError(ErrorCodes.MODEL_BPMN_INVALID, check.reason);
}

type FormSettings = Pick<ModelRow, 'formType' | 'formId' | 'formCustomCreatePath' | 'formCustomViewPath'>;

export class ModelService {
  constructor(
    private readonly db: Db,
    private readonly dict: DictDataService,
  ) {}

  async page(scope: TenantScope, q: QueryOf<typeof modelApi.page>) {
    const where = scope.where(
      bpmModel,
      and(
        containsText(bpmModel.key, q.key),
        containsText(bpmModel.name, q.name),
        q.category ? eq(bpmModel.category, q.category) : undefined,
      ),
    );
    const page = await selectPage(this.db, bpmModel, where, q, ({ limit, offset }) =>
      this.db.select().from(bpmModel).where(where).orderBy(desc(bpmModel.id)).limit(limit).offset(offset),
    );
    const startsWithForm = (m: ModelRow) => (m.formType === BpmModelFormType.NORMAL ? m.formId : null);
    const forms = await formNames(this.db, scope, page.list.map(startsWithForm));
    const deployed = await latestOfModels(scope, this.db, page.list.map((m) => m.id));
    return {
      ...page,
      list: page.list.map((m) => {
        const formId = startsWithForm(m);
        return { ...m, formName: formId === null ? null : (forms.get(formId) ?? null), processDefinition: deployed.get(m.id) ?? null };
      }),
    };
  }

  get(scope: TenantScope, id: number) {
    return requireRow(scope, bpmModel, id, ErrorCodes.MODEL_NOT_EXISTS);
  }

  /** Creates a model; `bpmnXml` (an import) has already passed `requireBpmn`. */
  async create(scope: TenantScope, caller: LoginUser, body: ModelCreate, bpmnXml: string | null = null): Promise<number> {
    if (!keyPattern.test(body.key)) throw serviceError(ErrorCodes.MODEL_KEY_VALID);
    const by = String(caller.id);
    return this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await requireUnique(scope, { table: bpmModel, column: bpmModel.key, value: body.key }, ErrorCodes.MODEL_KEY_EXISTS, tx);
      const [row] = await scope.insert(
        bpmModel,
        { key: body.key, name: body.name, description: body.description ?? '', bpmnXml, creator: by, updater: by },
        tx,
      );
      return row!.id;
    });
  }

  /** Left-out fields keep their values; a null `bpmnXml` too (the list dialog sends a new model's null back). */
  async update(scope: TenantScope, caller: LoginUser, body: UpdateBody): Promise<boolean> {
    if (body.bpmnXml) await requireBpmn(body.bpmnXml);
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const categories = body.category ? await this.categories() : undefined;
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const current = await requireRow(scope, bpmModel, body.id, ErrorCodes.MODEL_NOT_EXISTS, tx);
      const category = body.category === undefined ? current.category : body.category;
      // A value the dictionary has since dropped may be kept, not newly chosen.
      if (category !== null && category !== current.category && !categories?.has(category))
        throw serviceError(ErrorCodes.MODEL_CATEGORY_INVALID, category);
      const form = await this.formSettings(scope, tx, current, body);
      await scope.update(
        bpmModel,
        {
          name: body.name,
          description: body.description === undefined ? current.description : (body.description ?? ''),
          category,
          ...form,
          bpmnXml: body.bpmnXml ?? current.bpmnXml,
          updater: String(caller.id),
        },
        eq(bpmModel.id, body.id),
        tx,
      );
    });
    return true;
  }

  /** Its deployed definitions (and their rule copies) stay: running instances still follow them. */
  async delete(scope: TenantScope, id: number): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      if ((await scope.delete(bpmModel, eq(bpmModel.id, id), tx)) === 0) throw serviceError(ErrorCodes.MODEL_NOT_EXISTS);
      await deleteModelRules(scope, tx, id);
    });
    return true;
  }

  private async categories(): Promise<Set<string>> {
    const data = await this.dict.listAllSimple();
    return new Set(data.filter((d) => d.dictType === CATEGORY_DICT).map((d) => d.value));
  }

  /** The form settings to store: each left-out field keeps its value, then the type decides what applies. */
  private async formSettings(scope: TenantScope, tx: Tx, current: ModelRow, body: UpdateBody): Promise<FormSettings> {
    const pick = <K extends keyof FormSettings>(k: K): FormSettings[K] => (body[k] === undefined ? current[k] : (body[k] as FormSettings[K]));
    const none: FormSettings = { formType: null, formId: null, formCustomCreatePath: null, formCustomViewPath: null };
    const formType = pick('formType');
    if (formType === BpmModelFormType.NORMAL) {
      const formId = pick('formId');
      if (formId === null) throw serviceError(ErrorCodes.MODEL_FORM_REQUIRED, '流程表单');
      const form = await requireForm(scope, formId, tx);
      const keeps = current.formType === BpmModelFormType.NORMAL && current.formId === formId;
      if (form.status !== 0 && !keeps) throw serviceError(ErrorCodes.FORM_IS_DISABLE, form.name);
      return { ...none, formType, formId };
    }
    if (formType === BpmModelFormType.CUSTOM) {
      const formCustomCreatePath = pick('formCustomCreatePath');
      const formCustomViewPath = pick('formCustomViewPath');
      if (!formCustomCreatePath) throw serviceError(ErrorCodes.MODEL_FORM_REQUIRED, '表单提交路由');
      if (!formCustomViewPath) throw serviceError(ErrorCodes.MODEL_FORM_REQUIRED, '表单查看地址');
      return { ...none, formType, formCustomCreatePath, formCustomViewPath };
    }
    return none;
  }
}

