import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/**
 * A deployed version of a model: a frozen copy of its diagram and start form. Rows are never
 * edited after the deploy except `suspensionState`. The unique (tenant, key, version) is what
 * keeps two concurrent deploys from both writing the same version.
 */
export const bpmProcessDefinition = pgTable(
  'bpm_process_definition',
  {
    /** `${key}:${version}:${uuid}`, a string as Flowable's ids are. */
    id: varchar('id', { length: 128 }).primaryKey(),
    ...tenantColumn,
    modelId: integer('model_id').notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    version: integer('version').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    category: varchar('category', { length: 64 }),
    formType: smallint('form_type'),
    formId: integer('form_id'),
    formConf: text('form_conf'),
    formFields: jsonb('form_fields').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    formCustomCreatePath: varchar('form_custom_create_path', { length: 255 }),
    formCustomViewPath: varchar('form_custom_view_path', { length: 255 }),
    bpmnXml: text('bpmn_xml').notNull(),
    /** 1 active, 2 suspended (BpmSuspensionState). */
    suspensionState: smallint('suspension_state').notNull().default(1),
    deploymentTime: timestampMs('deployment_time').notNull().default(sql`now()`),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('bpm_process_definition_tenant_key_version_uq').on(t.tenantId, t.key, t.version),
    index('bpm_process_definition_tenant_model_idx').on(t.tenantId, t.modelId),
  ],
);
