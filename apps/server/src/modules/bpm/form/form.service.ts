/**
 * Process forms of the caller's tenant, reached only through its `TenantScope`, so another
 * tenant's form is "动态表单不存在". What must stay true: `conf` and each `fields` entry are
 * JSON objects with distinct field names (form-json.ts), checked before anything is written;
 * a form some model starts with is not deleted.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { ErrorCodes, type BodyOf, type QueryOf, type formApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { modelUsingForm } from '../model/index.ts';
import { bpmForm } from './form.schema.ts';
import { lockTenantWrites } from '../../system/tenant/index.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { containsText } from '../../../db/textFilter.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { checkFormJson } from './form-json.ts';

export type FormRow = typeof bpmForm.$inferSelect;
type CreateBody = BodyOf<typeof formApi.create>;
type UpdateBody = BodyOf<typeof formApi.update>;

export class FormService {
  constructor(private readonly db: Db) {}

  page(scope: TenantScope, q: QueryOf<typeof formApi.page>) {
    const where = scope.where(bpmForm, containsText(bpmForm.name, q.name));
    return selectPage(this.db, bpmForm, where, q, ({ limit, offset }) =>
      this.db.select().from(bpmForm).where(where).orderBy(desc(bpmForm.id)).limit(limit).offset(offset),
    );
  }

  listAllSimple(scope: TenantScope) {
    return this.db
      .select({ id: bpmForm.id, name: bpmForm.name })
      .from(bpmForm)
      .where(scope.where(bpmForm, eq(bpmForm.status, 0)))
      .orderBy(asc(bpmForm.id));
  }

  get(scope: TenantScope, id: number) {
    return this.require(scope, id);
  }

  async create(scope: TenantScope, caller: LoginUser, body: CreateBody): Promise<number> {
    checkFormJson(body.conf, body.fields);
    const by = String(caller.id);
    const [row] = await scope.insert(bpmForm, {
      name: body.name,
      status: body.status,
      remark: body.remark ?? '',
      conf: body.conf,
      fields: body.fields,
      creator: by,
      updater: by,
    });
    return row!.id;
  }

  async update(scope: TenantScope, caller: LoginUser, body: UpdateBody): Promise<boolean> {
    const current = await this.require(scope, body.id);
    checkFormJson(body.conf, body.fields);
    await scope.update(
      bpmForm,
      {
        name: body.name,
        status: body.status,
        remark: body.remark ?? current.remark,
        conf: body.conf,
        fields: body.fields,
        updater: String(caller.id),
      },
      eq(bpmForm.id, body.id),
    );
    return true;
  }

  /** Refused while a model starts with the form; the tenant's write lock keeps a model from choosing it meanwhile. */
  async delete(scope: TenantScope, id: number): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await this.require(scope, id, tx);
      const usedBy = await modelUsingForm(tx, scope, id);
      if (usedBy !== undefined) throw serviceError(ErrorCodes.FORM_USED, usedBy);
      await scope.delete(bpmForm, eq(bpmForm.id, id), tx);
    });
    return true;
  }

  require(scope: TenantScope, id: number, q: Db | Tx = this.db): Promise<FormRow> {
    return requireRow(scope, bpmForm, id, ErrorCodes.FORM_NOT_EXISTS, q);
  }
}
