import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/**
 * Who a user task goes to. A model's rule (editable) has `processDefinitionId` null; the copy
 * a deploy makes for its definition (read-only) has it set and keeps the `modelId` it came
 * from. One rule per task of a model, and per task of a definition (the partial unique indexes).
 */
export const bpmTaskAssignRule = pgTable(
  'bpm_task_assign_rule',
  {
    id: idColumn(),
    ...tenantColumn,
    modelId: integer('model_id'),
    processDefinitionId: varchar('process_definition_id', { length: 128 }),
    taskDefinitionKey: varchar('task_definition_key', { length: 255 }).notNull(),
    /** BpmAssignRuleType. */
    type: smallint('type').notNull(),
    options: jsonb('options').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('bpm_task_assign_rule_model_task_uq')
      .on(t.tenantId, t.modelId, t.taskDefinitionKey)
      .where(sql`${t.processDefinitionId} is null`),
    uniqueIndex('bpm_task_assign_rule_definition_task_uq')
      .on(t.tenantId, t.processDefinitionId, t.taskDefinitionKey)
      .where(sql`${t.processDefinitionId} is not null`),
    index('bpm_task_assign_rule_tenant_id_idx').on(t.tenantId, t.id),
  ],
);
