/**
 * 代码生成's rules: import a data source's tables (each once), edit their settings and columns,
 * sync them with the database, and render or zip their files (codegen-render.ts).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import { CODEGEN_CONDITIONS, CodegenTemplateType, ErrorCodes, type BodyOf, type CodegenColumn, type CodegenDetail, type CodegenTable, type codegenApi, type QueryOf } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { containsText } from '../../../db/textFilter.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { DataSourceCatalogue } from '../data-source-config/index.ts';
import { enabledMenus } from '../../system/menu/index.ts';
import { columnChanges, columnOf, tableOf } from './codegen-builder.ts';
import { dictKeyOf } from './codegen-model.ts';
import { renderFiles } from './codegen-render.ts';
import { codegenColumn, codegenTable } from './codegen.schema.ts';

type TableRow = typeof codegenTable.$inferSelect;
type ColumnRow = typeof codegenColumn.$inferSelect;

export interface CodegenDeps {
  db: Db;
  catalogueOf(dataSourceConfigId: number): Promise<DataSourceCatalogue>;
  timeZone: string;
}

const tableResp = (row: TableRow): CodegenTable => ({ ...row, remark: row.remark ?? '' });
// The two are written only from their lists (the builder, the validated update).
const columnResp = (row: ColumnRow): CodegenColumn => ({
  ...row,
  javaType: row.javaType as CodegenColumn['javaType'],
  htmlType: row.htmlType as CodegenColumn['htmlType'],
  dictType: row.dictType ?? '',
  example: row.example ?? '',
});

export class CodegenService {
  constructor(private readonly deps: CodegenDeps) {}

  page(q: QueryOf<typeof codegenApi.tablePage>) {
    const { db } = this.deps;
    const where = and(
      containsText(codegenTable.tableName, q.tableName),
      containsText(codegenTable.tableComment, q.tableComment),
      containsText(codegenTable.className, q.className),
      dateRangeFilter(codegenTable.createTime, q.createTime, this.deps.timeZone),
    );
    return selectPage(db, codegenTable, where, q, ({ limit, offset }) =>
      db.select().from(codegenTable).where(where).orderBy(desc(codegenTable.id)).limit(limit).offset(offset),
    ).then((page) => ({ ...page, list: page.list.map(tableResp) }));
  }

  async dbTables(q: QueryOf<typeof codegenApi.dbTableList>) {
    const catalogue = await this.deps.catalogueOf(q.dataSourceConfigId);
    const tables = await catalogue.listTables({ name: q.name, comment: q.comment });
    // Tables imported already are not offered again (the reference's list leaves them out too).
    const imported = new Set(
      (await this.deps.db.select({ name: codegenTable.tableName }).from(codegenTable).where(eq(codegenTable.dataSourceConfigId, q.dataSourceConfigId))).map((r) => r.name),
    );
    return tables.filter((t) => !imported.has(t.name)).map((t) => ({ name: t.name, comment: t.comment }));
  }

  private async requireTable(id: number): Promise<TableRow> {
    const [row] = await this.deps.db.select().from(codegenTable).where(eq(codegenTable.id, id));
    if (!row) throw serviceError(ErrorCodes.CODEGEN_TABLE_NOT_EXISTS);
    return row;
  }

  private columnsOf(tableId: number): Promise<ColumnRow[]> {
    return this.deps.db.select().from(codegenColumn).where(eq(codegenColumn.tableId, tableId)).orderBy(asc(codegenColumn.ordinalPosition), asc(codegenColumn.id));
  }

  async detail(tableId: number) {
    const table = await this.requireTable(tableId);
    return { table: tableResp(table), columns: (await this.columnsOf(tableId)).map(columnResp) };
  }

  /** Reads a table of the data source, refusing what the reference refuses (no table, no columns, no comments). */
  private async readSource(dataSourceConfigId: number, name: string) {
    const catalogue = await this.deps.catalogueOf(dataSourceConfigId);
    const table = await catalogue.table(name);
    if (!table) throw serviceError(ErrorCodes.CODEGEN_IMPORT_TABLE_NULL);
    if (!table.comment) throw serviceError(ErrorCodes.CODEGEN_TABLE_INFO_TABLE_COMMENT_IS_NULL);
    if (table.columns.length === 0) throw serviceError(ErrorCodes.CODEGEN_IMPORT_COLUMNS_NULL);
    const uncommented = table.columns.find((c) => !c.comment);
    if (uncommented) throw serviceError(ErrorCodes.CODEGEN_TABLE_INFO_COLUMN_COMMENT_IS_NULL, uncommented.name);
    return table;
  }

  async createList(caller: { id: number; nickname: string }, body: BodyOf<typeof codegenApi.createList>): Promise<number[]> {
    const names = [...new Set(body.tableNames)];
    const creator = String(caller.id);
    const sources: Awaited<ReturnType<CodegenService['readSource']>>[] = [];
    for (const name of names) sources.push(await this.readSource(body.dataSourceConfigId, name));
    return this.deps.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const source of sources) {
        const [taken] = await tx
          .select({ id: codegenTable.id })
          .from(codegenTable)
          .where(and(eq(codegenTable.dataSourceConfigId, body.dataSourceConfigId), eq(codegenTable.tableName, source.name)));
        if (taken) throw serviceError(ErrorCodes.CODEGEN_TABLE_EXISTS);
        const [row] = await tx.insert(codegenTable).values({ ...tableOf(body.dataSourceConfigId, source, caller.nickname), creator }).returning({ id: codegenTable.id });
        await tx.insert(codegenColumn).values(source.columns.map((c) => ({ ...columnOf(c), tableId: row!.id, creator })));
        ids.push(row!.id);
      }
      return ids;
    });
  }

  async update(updater: string, body: BodyOf<typeof codegenApi.update>): Promise<true> {
    const before = await this.requireTable(body.table.id);
    const stored = await this.columnsOf(body.table.id);
    const own = new Set(stored.map((c) => c.id));
    await this.checkTemplate(before, body, stored);
    for (const c of body.columns) {
      if (!own.has(c.id)) throw serviceError(ErrorCodes.CODEGEN_SETTING_INVALID, `字段编号 ${c.id} 不属于该表`);
      if (!(CODEGEN_CONDITIONS as readonly string[]).includes(c.listOperationCondition))
        throw serviceError(ErrorCodes.CODEGEN_SETTING_INVALID, `查询方式 ${c.listOperationCondition} 不支持，请选择 ${CODEGEN_CONDITIONS.join('、')}`);
      if (c.dictType && !dictKeyOf(c.dictType)) throw serviceError(ErrorCodes.CODEGEN_SETTING_INVALID, `字典类型 ${c.dictType} 不是代码中声明的字典`);
    }
    const { id, ...table } = body.table;
    await this.deps.db.transaction(async (tx) => {
      await tx.update(codegenTable).set({ ...table, remark: table.remark ?? '', parentMenuId: table.parentMenuId ?? null, updater }).where(eq(codegenTable.id, id));
      for (const { id: columnId, ...column } of body.columns) {
        await tx
          .update(codegenColumn)
          .set({ ...column, dictType: column.dictType ?? '', example: column.example ?? '', updater })
          .where(and(eq(codegenColumn.id, columnId), eq(codegenColumn.tableId, id)));
      }
    });
    return true;
  }

  /**
   * A tree names its parent and name columns, a sub table its master and join column: each one of
   * its own, of a type the templates can use (an omitted setting keeps its stored value).
   */
  private async checkTemplate(before: TableRow, body: BodyOf<typeof codegenApi.update>, stored: ColumnRow[]) {
    const setting = <K extends keyof TableRow>(key: K): TableRow[K] => ((body.table as Partial<TableRow>)[key] === undefined ? before[key] : (body.table as TableRow)[key]);
    // A column as this update leaves it (its edited name and type), if it is the table's.
    const columnOf = (id: number | null) => {
      const own = stored.find((c) => c.id === id);
      return own && { ...own, ...body.columns.find((c) => c.id === id) };
    };
    const invalid = (why: string) => serviceError(ErrorCodes.CODEGEN_SETTING_INVALID, why);
    const templateType = body.table.templateType;
    if (templateType === CodegenTemplateType.TREE) {
      const parent = columnOf(setting('treeParentColumnId'));
      const name = columnOf(setting('treeNameColumnId'));
      if (!parent) throw invalid('树表须选择本表的父编号字段');
      if (!name) throw invalid('树表须选择本表的名字字段');
      // The kit nests a tree's rows by `parentId` (utils/tree.ts).
      if (parent.javaField !== 'parentId' || !['Integer', 'Long'].includes(parent.javaType)) throw invalid(`父编号字段 ${parent.columnName} 须为整数，Java 属性名须为 parentId`);
      if (name.javaType !== 'String' || name.id === parent.id) throw invalid(`名字字段 ${name.columnName} 须为文本`);
    }
    if (templateType === CodegenTemplateType.SUB) {
      const masterId = setting('masterTableId');
      if (!masterId || masterId === before.id) throw invalid('子表须选择关联的主表');
      const [master] = await this.deps.db.select({ id: codegenTable.id }).from(codegenTable).where(eq(codegenTable.id, masterId));
      if (!master) throw serviceError(ErrorCodes.CODEGEN_MASTER_TABLE_NOT_EXISTS, masterId);
      const join = columnOf(setting('subJoinColumnId'));
      if (!join) throw invalid('子表须选择本表关联主表的字段');
      if (!['Integer', 'Long'].includes(join.javaType)) throw invalid(`关联字段 ${join.columnName} 须为整数（主表的编号）`);
      if (setting('subJoinMany') === false) throw invalid('Tenon 的模板只生成一对多的子表');
    }
  }

  async syncDiff(tableId: number) {
    const table = await this.requireTable(tableId);
    const source = await this.readSource(table.dataSourceConfigId, table.tableName);
    return columnChanges(await this.columnsOf(tableId), source.columns);
  }

  /** Adds the database's new columns, drops the gone ones, and refreshes the changed ones' type, comment and nullability; the edited settings of the rest are kept. */
  async syncFromDb(updater: string, tableId: number): Promise<true> {
    const table = await this.requireTable(tableId);
    const source = await this.readSource(table.dataSourceConfigId, table.tableName);
    const stored = await this.columnsOf(tableId);
    const diff = columnChanges(stored, source.columns);
    if (!diff.added.length && !diff.removed.length && !diff.changed.length) throw serviceError(ErrorCodes.CODEGEN_SYNC_NONE_CHANGE);
    const byName = new Map(stored.map((c) => [c.columnName, c]));
    await this.deps.db.transaction(async (tx) => {
      const gone = stored.filter((c) => diff.removed.includes(c.columnName)).map((c) => c.id);
      if (gone.length) await tx.delete(codegenColumn).where(inArray(codegenColumn.id, gone));
      const added = source.columns.filter((c) => diff.added.includes(c.name));
      if (added.length) await tx.insert(codegenColumn).values(added.map((c) => ({ ...columnOf(c), tableId, creator: updater })));
      for (const change of diff.changed) {
        const now = source.columns.find((c) => c.name === change.columnName)!;
        await tx
          .update(codegenColumn)
          .set({ dataType: columnOf(now).dataType, columnComment: now.comment, nullable: now.nullable, ordinalPosition: now.ordinal, updater })
          .where(eq(codegenColumn.id, byName.get(change.columnName)!.id));
      }
      await tx.update(codegenTable).set({ tableComment: source.comment, updater }).where(eq(codegenTable.id, tableId));
    });
    return true;
  }

  async delete(tableId: number): Promise<true> {
    await this.requireTable(tableId);
    await this.deps.db.transaction(async (tx) => {
      await tx.delete(codegenColumn).where(eq(codegenColumn.tableId, tableId));
      await tx.delete(codegenTable).where(eq(codegenTable.id, tableId));
    });
    return true;
  }

  async preview(tableId: number) {
    return (await this.render(tableId)).files;
  }

  async download(tableId: number): Promise<FileReply> {
    const { table, files } = await this.render(tableId);
    const zip = zipSync(Object.fromEntries(files.map((f) => [f.filePath, strToU8(f.code)])), { level: 6 });
    return { filename: `codegen-${table.tableName}.zip`, body: Buffer.from(zip), contentType: 'application/zip' };
  }

  /**
   * The table and its files, read once (the zip names itself after the table). A sub table is
   * generated with its master; a master needs at least one.
   */
  private async render(tableId: number) {
    const { table, columns } = await this.detail(tableId);
    if (table.templateType === CodegenTemplateType.SUB) throw serviceError(ErrorCodes.CODEGEN_SUB_GENERATED_WITH_MASTER, table.masterTableId ?? '');
    const subs: CodegenDetail[] = [];
    if (table.templateType === CodegenTemplateType.MASTER_NORMAL) {
      const rows = await this.deps.db
        .select({ id: codegenTable.id })
        .from(codegenTable)
        .where(and(eq(codegenTable.masterTableId, tableId), eq(codegenTable.templateType, CodegenTemplateType.SUB)))
        .orderBy(asc(codegenTable.id));
      if (!rows.length) throw serviceError(ErrorCodes.CODEGEN_MASTER_GENERATION_FAIL_NO_SUB_TABLE);
      for (const row of rows) subs.push(await this.detail(row.id));
    }
    // A sync may have dropped a column a setting names: say so rather than generate something else.
    const has = (of: CodegenColumn[], id: number | null) => of.some((c) => c.id === id);
    if (table.templateType === CodegenTemplateType.TREE && !(has(columns, table.treeParentColumnId) && has(columns, table.treeNameColumnId)))
      throw serviceError(ErrorCodes.CODEGEN_SETTING_INVALID, '树表的父编号字段或名字字段已不存在，请在编辑中重新选择');
    const orphan = subs.find((sub) => !has(sub.columns, sub.table.subJoinColumnId));
    if (orphan) throw serviceError(ErrorCodes.CODEGEN_SETTING_INVALID, `子表 ${orphan.table.tableName} 关联主表的字段已不存在，请在编辑中重新选择`);
    const menus = await enabledMenus(this.deps.db);
    return { table, files: renderFiles(table, columns, { rows: menus.map((m) => ({ id: m.id, component: m.component, path: m.path })) }, subs) };
  }
}
