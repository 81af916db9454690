import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/**
 * Everyone who ever held a task of an instance (assignee or owner at any moment: the first
 * assignee, a delegate, the delegator, a transferee and who transferred, an added signer), one
 * row per instance and user, so visibility.ts can let them read the instance after the task has
 * moved on (a task row only keeps its current assignee and owner).
 *
 * Written by the database itself: the trigger `bpm_task_remember_holders` (migration
 * 0021_bpm_task_holder) records the assignee and owner of every task row inserted or updated,
 * so no command of the runtime can forget it.
 */
export const bpmTaskHolder = pgTable(
  'bpm_task_holder',
  {
    id: idColumn(),
    ...tenantColumn,
    processInstanceId: varchar('process_instance_id', { length: 64 }).notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [uniqueIndex('bpm_task_holder_uq').on(t.processInstanceId, t.userId)],
);
