/**
 * Departments of the caller's tenant (every query goes through the request's `TenantScope`, so
 * another tenant's department is "当前部门不存在"). What must stay true after every write:
 * - the departments form a tree: a parent exists in the tenant and is neither the department
 *   itself nor one of its descendants; siblings have distinct names;
 * - the leader is a user of the tenant;
 * - a department with sub-departments or users is never deleted (users would point nowhere).
 * Writes check and write in one transaction holding the tenant's write lock, the same lock user
 * writes take, so two writers cannot both pass a check (e.g. a user joining a department while
 * it is deleted).
 * The list applies the caller's data scope; the simple list (pickers) shows every enabled one.
 */
import { and, asc, eq } from 'drizzle-orm';
import { ErrorCodes, type BodyOf, type QueryOf, type deptApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { requireUnique } from '../../../db/requireUnique.ts';
import { existingUserIds, isDeptStaffed } from '../user/index.ts';
import { dept } from './dept.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { dataScopeWhere } from '../permission/index.ts';
import { dataScopeOf } from '../user/index.ts';
import { descendantsOf } from './dept-tree.ts';
import { lockTenantWrites } from '../tenant/index.ts';
import { containsText } from '../../../db/textFilter.ts';

type DeptRow = typeof dept.$inferSelect;
type CreateBody = BodyOf<typeof deptApi.create>;
type UpdateBody = BodyOf<typeof deptApi.update>;

/** The stored fields: an option the body omits keeps its current (or empty) value. */
const fieldsOf = (b: CreateBody, current?: DeptRow) => ({
  name: b.name,
  parentId: b.parentId,
  sort: b.sort,
  status: b.status,
  leaderUserId: b.leaderUserId !== undefined ? b.leaderUserId : (current?.leaderUserId ?? null),
  phone: b.phone ?? current?.phone ?? '',
  email: b.email ?? current?.email ?? '',
});

export class DeptService {
  constructor(private readonly db: Db) {}

  async list(scope: TenantScope, caller: LoginUser, q: QueryOf<typeof deptApi.list>) {
    const ds = await dataScopeOf(this.db, scope.tenantId, caller.id);
    return this.db
      .select()
      .from(dept)
      .where(
        scope.where(
          dept,
          and(
            dataScopeWhere(ds, { dept: dept.id }),
            containsText(dept.name, q.name),
            q.status === undefined ? undefined : eq(dept.status, q.status),
          ),
        ),
      )
      .orderBy(asc(dept.sort), asc(dept.id));
  }

  listAllSimple(scope: TenantScope) {
    return this.db
      .select({ id: dept.id, name: dept.name, parentId: dept.parentId })
      .from(dept)
      .where(scope.where(dept, eq(dept.status, 0)))
      .orderBy(asc(dept.sort), asc(dept.id));
  }

  get(scope: TenantScope, id: number) {
    return requireRow(scope, dept, id, ErrorCodes.DEPT_NOT_FOUND);
  }

  async create(scope: TenantScope, caller: LoginUser, body: CreateBody): Promise<number> {
    const by = String(caller.id);
    return this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const fields = fieldsOf(body);
      await this.check(scope, tx, undefined, fields);
      const [row] = await scope.insert(dept, { ...fields, creator: by, updater: by }, tx);
      return row!.id;
    });
  }

  async update(scope: TenantScope, caller: LoginUser, body: UpdateBody): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const fields = fieldsOf(body, await requireRow(scope, dept, body.id, ErrorCodes.DEPT_NOT_FOUND, tx));
      await this.check(scope, tx, body.id, fields);
      await scope.update(dept, { ...fields, updater: String(caller.id) }, eq(dept.id, body.id), tx);
    });
    return true;
  }

  async delete(scope: TenantScope, id: number): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await requireRow(scope, dept, id, ErrorCodes.DEPT_NOT_FOUND, tx);
      const [child] = await tx.select({ id: dept.id }).from(dept).where(scope.where(dept, eq(dept.parentId, id))).limit(1);
      if (child) throw serviceError(ErrorCodes.DEPT_EXITS_CHILDREN);
      if (await isDeptStaffed(tx, scope, id)) throw serviceError(ErrorCodes.DEPT_EXISTS_USER);
      await scope.delete(dept, eq(dept.id, id), tx);
    });
    return true;
  }

  private async check(scope: TenantScope, tx: Tx, id: number | undefined, d: ReturnType<typeof fieldsOf>) {
    if (d.parentId !== 0) {
      if (d.parentId === id) throw serviceError(ErrorCodes.DEPT_PARENT_ERROR);
      const [parent] = await scope.selectFrom(dept, eq(dept.id, d.parentId), tx);
      if (!parent) throw serviceError(ErrorCodes.DEPT_PARENT_NOT_EXITS);
      if (id !== undefined && (await descendantsOf(tx, scope.tenantId, id)).includes(d.parentId)) {
        throw serviceError(ErrorCodes.DEPT_PARENT_IS_CHILD);
      }
    }
    const amongSiblings = { table: dept, column: dept.name, value: d.name, exceptId: id, within: eq(dept.parentId, d.parentId) };
    await requireUnique(scope, amongSiblings, ErrorCodes.DEPT_NAME_DUPLICATE, tx);
    if (d.leaderUserId !== null) {
      if (!(await existingUserIds(tx, scope, [d.leaderUserId])).size) throw serviceError(ErrorCodes.DEPT_LEADER_NOT_EXISTS);
    }
  }
}
