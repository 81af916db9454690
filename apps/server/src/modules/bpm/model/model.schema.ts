import { integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

export const bpmModel = pgTable(
  'bpm_model',
  {
    id: idColumn(),
    ...tenantColumn,
    key: varchar('key', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    category: varchar('category', { length: 64 }),
    formType: smallint('form_type'),
    formId: integer('form_id'),
    formCustomCreatePath: varchar('form_custom_create_path', { length: 255 }),
    formCustomViewPath: varchar('form_custom_view_path', { length: 255 }),
    bpmnXml: text('bpmn_xml'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('bpm_model_tenant_key_uq').on(t.tenantId, t.key)],
);
