/**
 * Process forms of the caller's tenant, reached only through its `TenantScope`, so another
 * tenant's form is "动态表单不存在". What must stay true: `conf` and each `fields` entry are
 * JSON objects with distinct field names (form-json.ts), checked before anything is written;
 * a form some model starts with is not deleted.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { BpmModelFormType, ErrorCodes, type BodyOf, type formApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { bpmForm, bpmModel } from '../../../db/schema/index.ts';
import { lockTenantWrites } from '../../../db/tenantWriteLock.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { containsText } from '../../../db/textFilter.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { checkFormJson } from './form-json.ts';

export type FormRow = typeof bpmForm.$inferSelect;
type CreateBody = BodyOf<typeof formApi.create>;
type UpdateBody = BodyOf<typeof formApi.update>;

export interface FormFilters {
  name?: string;
}

export const toFormResp = (f: FormRow) => ({
  id: f.id,
  name: f.name,
  status: f.status,
  remark: f.remark,
  conf: f.conf,
  fields: f.fields,
  createTime: f.createTime.getTime(),
});

export class FormService {
  constructor(private readonly db: Db) {}

  async page(scope: TenantScope, q: FormFilters & { pageNo?: number; pageSize?: number }) {
    const where = scope.where(bpmForm, and(containsText(bpmForm.name, q.name)));
    const pageSize = q.pageSize ?? 10;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(bpmForm)
        .where(where)
        .orderBy(desc(bpmForm.id))
        .limit(pageSize)
        .offset(((q.pageNo ?? 1) - 1) * pageSize),
      this.db.select({ n: count() }).from(bpmForm).where(where),
    ]);
    return { list: rows.map(toFormResp), total: total!.n };
  }

  listAllSimple(scope: TenantScope) {
    return this.db
      .select({ id: bpmForm.id, name: bpmForm.name })
      .from(bpmForm)
      .where(scope.where(bpmForm, eq(bpmForm.status, 0)))
      .orderBy(asc(bpmForm.id));
  }

  async get(scope: TenantScope, id: number) {
    return toFormResp(await this.require(scope, id));
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
      const [user] = await tx
        .select({ name: bpmModel.name })
        .from(bpmModel)
        .where(scope.where(bpmModel, and(eq(bpmModel.formType, BpmModelFormType.NORMAL), eq(bpmModel.formId, id))))
        .limit(1);
      if (user) throw serviceError(ErrorCodes.FORM_USED, user.name);
      await scope.delete(bpmForm, eq(bpmForm.id, id), tx);
    });
    return true;
  }

  async require(scope: TenantScope, id: number, q: Db | Tx = this.db): Promise<FormRow> {
    const [row] = await scope.selectFrom(bpmForm, eq(bpmForm.id, id), q);
    if (!row) throw serviceError(ErrorCodes.FORM_NOT_EXISTS);
    return row;
  }
}
