/**
 * BPM tables, all tenant-owned: process models (with their BPMN XML), process forms and user
 * groups. Each model key is unique within its tenant: it becomes the deployed process id.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from './columns.ts';

export const bpmForm = pgTable(
  'bpm_form',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 64 }).notNull(),
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    conf: text('conf').notNull(),
    fields: jsonb('fields').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    ...auditColumns,
  },
  (t) => [index('bpm_form_tenant_id_idx').on(t.tenantId, t.id)],
);

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

export const bpmUserGroup = pgTable(
  'bpm_user_group',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 30 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    memberUserIds: jsonb('member_user_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    status: smallint('status').notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('bpm_user_group_tenant_id_idx').on(t.tenantId, t.id)],
);
