/**
 * Who may read an instance (its form values, timeline and diagram): its starter, anyone who
 * holds or ever held one of its tasks (assignee, owner, delegate, delegator, transferee and who
 * transferred, added signer: `bpm_task_holder`, which the database fills from every task row's
 * assignee and owner, so a delegate who handed the task back still reads it), and process
 * managers (holders of bpm:model:query). Anyone else gets "流程实例不存在", as for another
 * tenant's id.
 */
import { and, eq, or } from 'drizzle-orm';
import { ErrorCodes, Permissions } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { PermissionService } from '../../system/permission/index.ts';
import { bpmProcessInstance, bpmTask } from './runtime.schema.ts';
import { bpmTaskHolder } from './task-holder.schema.ts';

export type InstanceRow = typeof bpmProcessInstance.$inferSelect;

export async function requireVisibleInstance(
  db: Db,
  scope: TenantScope,
  permissions: PermissionService,
  userId: number,
  instanceId: string,
): Promise<InstanceRow> {
  const [instance] = await scope.selectFrom(bpmProcessInstance, eq(bpmProcessInstance.id, instanceId));
  if (!instance) throw serviceError(ErrorCodes.PROCESS_INSTANCE_NOT_EXISTS);
  if (instance.startUserId === userId) return instance;
  const [mine] = await db
    .select({ id: bpmTask.id })
    .from(bpmTask)
    .where(and(eq(bpmTask.processInstanceId, instanceId), or(eq(bpmTask.assigneeUserId, userId), eq(bpmTask.ownerUserId, userId))))
    .limit(1);
  if (mine) return instance;
  const [held] = await db
    .select({ id: bpmTaskHolder.id })
    .from(bpmTaskHolder)
    .where(scope.where(bpmTaskHolder, and(eq(bpmTaskHolder.processInstanceId, instanceId), eq(bpmTaskHolder.userId, userId))))
    .limit(1);
  if (held) return instance;
  if (await permissions.hasPermission(userId, scope.tenantId, Permissions.bpm.model.query)) return instance;
  throw serviceError(ErrorCodes.PROCESS_INSTANCE_NOT_EXISTS);
}
