/**
 * The demo's first user group, so a new process's user tasks have someone to go to without
 * building a group first: 采购审批组 in tenant 1 (张三 101 and 赵六 104, both enabled), for a
 * 用户组 assign rule. A task of it goes to its first member (ascending id) who is not the
 * starter (docs/workflow.md, separation of duties).
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { bpmUserGroup } from './user-group.schema.ts';

export const DEMO_USER_GROUP = { name: '采购审批组', memberUserIds: [101, 104] } as const;

const ADMIN_ID = '1';

export async function seedUserGroupDemo(tx: Tx): Promise<void> {
  await tenantScope(tx, SYSTEM_TENANT.id).insert(
    bpmUserGroup,
    {
      name: DEMO_USER_GROUP.name,
      description: '演示用户组：张三、赵六，可用于任务分配规则【用户组】',
      memberUserIds: [...DEMO_USER_GROUP.memberUserIds],
      status: 0,
      creator: ADMIN_ID,
      updater: ADMIN_ID,
    },
    tx,
  );
}

/** The demo's 采购审批组, for the demo processes that assign to it (process-instance/purchase.demo.ts). */
export async function demoUserGroupId(tx: Tx): Promise<number | undefined> {
  const [row] = await tenantScope(tx, SYSTEM_TENANT.id).selectFrom(bpmUserGroup, eq(bpmUserGroup.name, DEMO_USER_GROUP.name), tx);
  return row?.id;
}
