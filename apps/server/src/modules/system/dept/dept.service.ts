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
import { and, asc, eq, ne } from 'drizzle-orm';
import { ErrorCodes, type BodyOf, type deptApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { dept, user } from '../../../db/schema/index.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { dataScopeOf, dataScopeWhere, descendantsOf } from '../permission/data-scope.ts';
import { lockTenantWrites } from '../../../db/tenantWriteLock.ts';
import { containsText } from '../../../db/textFilter.ts';

type DeptRow = typeof dept.$inferSelect;
type CreateBody = BodyOf<typeof deptApi.create>;
type UpdateBody = BodyOf<typeof deptApi.update>;

export const toDeptResp = (d: DeptRow) => ({
  id: d.id,
  name: d.name,
  parentId: d.parentId,
  sort: d.sort,
  leaderUserId: d.leaderUserId,
  phone: d.phone,
  email: d.email,
  status: d.status,
  createTime: d.createTime.getTime(),
});

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

  async list(scope: TenantScope, caller: LoginUser, q: { name?: string; status?: number }) {
    const ds = await dataScopeOf(this.db, scope.tenantId, caller.id);
    const rows = await this.db
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
    return rows.map(toDeptResp);
  }

  listAllSimple(scope: TenantScope) {
    return this.db
      .select({ id: dept.id, name: dept.name, parentId: dept.parentId })
      .from(dept)
      .where(scope.where(dept, eq(dept.status, 0)))
      .orderBy(asc(dept.sort), asc(dept.id));
  }

  async get(scope: TenantScope, id: number) {
    return toDeptResp(await this.require(scope, id, this.db));
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
      const fields = fieldsOf(body, await this.require(scope, body.id, tx));
      await this.check(scope, tx, body.id, fields);
      await scope.update(dept, { ...fields, updater: String(caller.id) }, eq(dept.id, body.id), tx);
    });
    return true;
  }

  async delete(scope: TenantScope, id: number): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await this.require(scope, id, tx);
      const [child] = await tx.select({ id: dept.id }).from(dept).where(scope.where(dept, eq(dept.parentId, id))).limit(1);
      if (child) throw serviceError(ErrorCodes.DEPT_EXITS_CHILDREN);
      const [member] = await tx.select({ id: user.id }).from(user).where(scope.where(user, eq(user.deptId, id))).limit(1);
      if (member) throw serviceError(ErrorCodes.DEPT_EXISTS_USER);
      await scope.delete(dept, eq(dept.id, id), tx);
    });
    return true;
  }

  private async require(scope: TenantScope, id: number, q: Db | Tx): Promise<DeptRow> {
    const [row] = await scope.selectFrom(dept, eq(dept.id, id), q);
    if (!row) throw serviceError(ErrorCodes.DEPT_NOT_FOUND);
    return row;
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
    const [twin] = await tx
      .select({ id: dept.id })
      .from(dept)
      .where(scope.where(dept, and(eq(dept.parentId, d.parentId), eq(dept.name, d.name), id === undefined ? undefined : ne(dept.id, id))))
      .limit(1);
    if (twin) throw serviceError(ErrorCodes.DEPT_NAME_DUPLICATE);
    if (d.leaderUserId !== null) {
      const [leader] = await tx.select({ id: user.id }).from(user).where(scope.where(user, eq(user.id, d.leaderUserId))).limit(1);
      if (!leader) throw serviceError(ErrorCodes.DEPT_LEADER_NOT_EXISTS);
    }
  }
}
