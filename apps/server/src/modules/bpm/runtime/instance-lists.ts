/** The instance screens' reads of the runtime's tables (their one owner): 我的流程 and the viewer's activity list. */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { BpmResult, type QueryOf, type processInstanceApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { containsAmongFew } from '../../../db/fewValuesFilter.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { bpmActivity, bpmProcessInstance, bpmTask } from './runtime.schema.ts';

const i = bpmProcessInstance;

/**
 * 我的流程: the instances the user started, newest first. An instance's name is its definition's,
 * one of a few per tenant: the names that contain the search are picked first, and the list reads
 * the starter's instances of those names from their index (db/fewValuesFilter.ts).
 */
export async function instancesStartedBy(db: Db, scope: TenantScope, userId: number, q: QueryOf<typeof processInstanceApi.myPage>, timeZone: string) {
  const where = scope.where(
    i,
    and(
      eq(i.startUserId, userId),
      await containsAmongFew(db, i.name, q.name, { within: scope.where(i) }),
      q.processDefinitionId ? eq(i.processDefinitionId, q.processDefinitionId) : undefined,
      q.status ? eq(i.status, q.status) : undefined,
      q.result ? eq(i.result, q.result) : undefined,
      q.category ? eq(i.category, q.category) : undefined,
      dateRangeFilter(i.createTime, q.createTime, timeZone),
    ),
  );
  return selectPage(db, i, where, q, ({ limit, offset }) => db.select().from(i).where(where).orderBy(desc(i.createTime), desc(i.id)).limit(limit).offset(offset));
}

/** The tasks of these instances that wait for someone, oldest first. */
export async function waitingTasksOf(db: Db, instanceIds: readonly string[]): Promise<Array<{ id: string; name: string; instanceId: string }>> {
  if (!instanceIds.length) return [];
  return (
    db
      .select({ id: bpmTask.id, name: bpmTask.name, instanceId: bpmTask.processInstanceId })
      .from(bpmTask)
      // Who it waits for: a task waiting for its signers is not itself waiting for anyone.
      .where(and(inArray(bpmTask.processInstanceId, [...instanceIds]), isNull(bpmTask.endTime), inArray(bpmTask.result, [BpmResult.PROCESS, BpmResult.DELEGATE])))
      .orderBy(asc(bpmTask.createTime))
  );
}

/** An instance's activities in the order they started (the viewer colours the diagram by them). */
export function activitiesOf(db: Db, scope: TenantScope, instanceId: string) {
  return db
    .select({
      key: bpmActivity.key,
      type: bpmActivity.type,
      startTime: bpmActivity.startTime,
      endTime: bpmActivity.endTime,
      taskId: bpmActivity.taskId,
      outcome: bpmActivity.outcome,
      calledProcessInstanceId: bpmActivity.calledInstanceId,
    })
    .from(bpmActivity)
    .where(scope.where(bpmActivity, eq(bpmActivity.processInstanceId, instanceId)))
    .orderBy(asc(bpmActivity.startTime), asc(bpmActivity.id));
}

/** The instances linked to one by call activities: the one that called it, and the ones it called. */
export async function linkedInstancesOf(db: Db, scope: TenantScope, instance: { id: string; superInstanceId: string | null; callActivityId: string | null }) {
  const fields = {
    id: bpmProcessInstance.id,
    name: bpmProcessInstance.name,
    status: bpmProcessInstance.status,
    result: bpmProcessInstance.result,
    createTime: bpmProcessInstance.createTime,
    endTime: bpmProcessInstance.endTime,
    activityId: bpmProcessInstance.callActivityId,
  };
  const children = await db
    .select(fields)
    .from(bpmProcessInstance)
    .where(scope.where(bpmProcessInstance, eq(bpmProcessInstance.superInstanceId, instance.id)))
    .orderBy(asc(bpmProcessInstance.createTime), asc(bpmProcessInstance.id));
  const [parent] = instance.superInstanceId
    ? await db.select(fields).from(bpmProcessInstance).where(scope.where(bpmProcessInstance, eq(bpmProcessInstance.id, instance.superInstanceId)))
    : [];
  return { parent: parent ? { ...parent, activityId: instance.callActivityId } : null, children };
}
