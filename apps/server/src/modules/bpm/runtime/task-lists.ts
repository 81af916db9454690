/**
 * The task screens' lists, read from the runtime's tables (their one owner): 待办, 已办, an
 * instance's timeline and a task's signers, each task with its process's name and starter.
 * Who the starter is and whether the definition is suspended are for the caller to ask their
 * owners.
 */
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { BpmResult, type QueryOf, type taskApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { amongValues, valuesContaining } from '../../../db/fewValuesFilter.ts';
import { containsPattern } from '../../../db/textFilter.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { bpmProcessInstance, bpmTask } from './runtime.schema.ts';

const t = bpmTask;
const i = bpmProcessInstance;

export type ListedTaskRow = typeof bpmTask.$inferSelect;
export interface ListedTask {
  task: ListedTaskRow;
  instanceName: string;
  startUserId: number;
}

const listed = { task: t, instanceName: i.name, startUserId: i.startUserId };

function page(db: Db, scope: TenantScope, where: SQL | undefined, q: { pageNo?: number; pageSize?: number }, order: SQL[]) {
  const filtered = scope.where(t, where);
  return selectPage(db, t, filtered, q, ({ limit, offset }) =>
    db.select(listed).from(t).innerJoin(i, eq(i.id, t.processInstanceId)).where(filtered).orderBy(...order).limit(limit).offset(offset),
  );
}

/**
 * The name filter matches the task's or its process's name (the list shows both). Both are few
 * per tenant (a task's is its node's, an instance's its definition's), so the names that contain
 * the search are picked first (db/fewValuesFilter.ts: the task's among the user's own tasks of
 * the list, from the index the list then reads) and the list keeps the user's tasks of those
 * names. When both kinds match, each half is found on its own and the two joined by task id: an
 * OR of the two conditions on the task row would read every task of the user.
 */
async function nameFilter(db: Db, scope: TenantScope, mine: SQL, name: string | undefined): Promise<SQL | undefined> {
  const pattern = containsPattern(name);
  if (pattern === undefined) return undefined;
  const [taskNames, instanceNames] = await Promise.all([
    valuesContaining(db, t.name, pattern, { within: scope.where(t, mine) }),
    valuesContaining(db, i.name, pattern, { within: scope.where(i) }),
  ]);
  // Too many distinct names to call them few: a plain "contains" on the user's tasks.
  const ofTask = amongValues(t.name, name, taskNames);
  const ofInstance = amongValues(i.name, name, instanceNames);
  if (!ofInstance) return ofTask ?? sql`false`;
  const byInstance = db.select({ id: t.id }).from(t).innerJoin(i, eq(i.id, t.processInstanceId)).where(and(scope.where(t, mine), scope.where(i, ofInstance)));
  if (!ofTask) return inArray(t.id, byInstance);
  const byTask = db.select({ id: t.id }).from(t).where(scope.where(t, and(mine, ofTask)));
  return sql`${t.id} IN (${byTask} UNION ${byInstance})`;
}

/** 待办: the user's tasks waiting for them, newest first. */
export async function todoTasksOf(db: Db, scope: TenantScope, userId: number, q: QueryOf<typeof taskApi.todoPage>, timeZone: string) {
  const mine = and(eq(t.assigneeUserId, userId), isNull(t.endTime))!;
  const where = and(
    mine,
    inArray(t.result, [BpmResult.PROCESS, BpmResult.DELEGATE]),
    await nameFilter(db, scope, mine, q.name),
    dateRangeFilter(t.createTime, q.createTime, timeZone),
  );
  return page(db, scope, where, q, [desc(t.createTime), desc(t.id)]);
}

/** 已办: the tasks the user finished, last finished first. */
export async function doneTasksOf(db: Db, scope: TenantScope, userId: number, q: QueryOf<typeof taskApi.donePage>, timeZone: string) {
  const range = q.createTime ?? (q.beginCreateTime && q.endCreateTime ? [q.beginCreateTime, q.endCreateTime] : undefined);
  const mine = and(eq(t.assigneeUserId, userId), isNotNull(t.endTime))!;
  const where = and(
    mine,
    // Tasks the process withdrew from me are not work I did.
    ne(t.result, BpmResult.CANCEL),
    await nameFilter(db, scope, mine, q.name),
    dateRangeFilter(t.createTime, range, timeZone),
    !range && q.beginCreateTime ? sql`${t.createTime} >= (${q.beginCreateTime}::timestamp AT TIME ZONE ${timeZone})` : undefined,
    !range && q.endCreateTime ? sql`${t.createTime} <= (${q.endCreateTime}::timestamp AT TIME ZONE ${timeZone})` : undefined,
  );
  return page(db, scope, where, q, [desc(t.endTime), desc(t.id)]);
}

function rowsOf(db: Db, scope: TenantScope, where: SQL): Promise<ListedTask[]> {
  return db
    .select(listed)
    .from(t)
    .innerJoin(i, eq(i.id, t.processInstanceId))
    .where(scope.where(t, where))
    .orderBy(desc(t.createTime), desc(t.id));
}

/** Every task of an instance, signers' included, newest first. */
export const tasksOfInstance = (db: Db, scope: TenantScope, instanceId: string) => rowsOf(db, scope, eq(t.processInstanceId, instanceId));

/** The signers' tasks added below a task, newest first. */
export const signerTasksOf = (db: Db, scope: TenantScope, parentId: string) => rowsOf(db, scope, eq(t.parentTaskId, parentId));

/** The tenant's task, if there is one. */
export async function taskOfTenant(db: Db, scope: TenantScope, id: string): Promise<ListedTaskRow | undefined> {
  const [row] = await scope.selectFrom(t, eq(t.id, id), db);
  return row;
}
