import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/** A leave request; `result` follows its process instance's (BpmResult). */
export const bpmOaLeave = pgTable(
  'bpm_oa_leave',
  {
    id: idColumn(),
    ...tenantColumn,
    userId: integer('user_id').notNull(),
    /** A value of the dictionary bpm_oa_leave_type. */
    type: smallint('type').notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    startTime: timestampMs('start_time').notNull(),
    endTime: timestampMs('end_time').notNull(),
    day: integer('day').notNull(),
    result: smallint('result').notNull(),
    processInstanceId: text('process_instance_id'),
    ...auditColumns,
  },
  (t) => [index('bpm_oa_leave_tenant_user_idx').on(t.tenantId, t.userId, t.id)],
);
