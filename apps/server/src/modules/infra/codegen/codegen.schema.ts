import { boolean, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/schema/columns.ts';

/**
 * 代码生成's tables, global as the reference's (the screen is the system tenant's): a table imported
 * from a data source with its generation settings, and its columns. The reference's column names,
 * so its console edits the same fields.
 */
export const codegenTable = pgTable(
  'infra_codegen_table',
  {
    id: idColumn(),
    /** 0 is the master data source (the product's own database). */
    dataSourceConfigId: integer('data_source_config_id').notNull(),
    scene: smallint('scene').notNull().default(1),
    tableName: varchar('table_name', { length: 200 }).notNull(),
    tableComment: varchar('table_comment', { length: 500 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    moduleName: varchar('module_name', { length: 30 }).notNull(),
    businessName: varchar('business_name', { length: 30 }).notNull(),
    className: varchar('class_name', { length: 100 }).notNull(),
    classComment: varchar('class_comment', { length: 50 }).notNull(),
    author: varchar('author', { length: 50 }).notNull(),
    templateType: smallint('template_type').notNull().default(1),
    frontType: smallint('front_type').notNull(),
    parentMenuId: integer('parent_menu_id'),
    treeParentColumnId: integer('tree_parent_column_id'),
    treeNameColumnId: integer('tree_name_column_id'),
    masterTableId: integer('master_table_id'),
    subJoinColumnId: integer('sub_join_column_id'),
    subJoinMany: boolean('sub_join_many'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('infra_codegen_table_source_name_uq').on(t.dataSourceConfigId, t.tableName), index('infra_codegen_table_create_time_idx').on(t.createTime)],
);

export const codegenColumn = pgTable(
  'infra_codegen_column',
  {
    id: idColumn(),
    tableId: integer('table_id').notNull(),
    columnName: varchar('column_name', { length: 200 }).notNull(),
    dataType: varchar('data_type', { length: 100 }).notNull(),
    columnComment: varchar('column_comment', { length: 500 }).notNull().default(''),
    nullable: boolean('nullable').notNull(),
    primaryKey: boolean('primary_key').notNull(),
    autoIncrement: varchar('auto_increment', { length: 5 }).notNull().default('false'),
    ordinalPosition: integer('ordinal_position').notNull(),
    javaType: varchar('java_type', { length: 32 }).notNull(),
    javaField: varchar('java_field', { length: 64 }).notNull(),
    dictType: varchar('dict_type', { length: 200 }).notNull().default(''),
    example: varchar('example', { length: 64 }).notNull().default(''),
    createOperation: boolean('create_operation').notNull(),
    updateOperation: boolean('update_operation').notNull(),
    listOperation: boolean('list_operation').notNull(),
    listOperationCondition: varchar('list_operation_condition', { length: 32 }).notNull().default('='),
    listOperationResult: boolean('list_operation_result').notNull(),
    htmlType: varchar('html_type', { length: 32 }).notNull(),
    ...auditColumns,
  },
  (t) => [index('infra_codegen_column_table_idx').on(t.tableId, t.ordinalPosition)],
);
