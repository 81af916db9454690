/**
 * The settings an imported table starts with, guessed from the catalogue the way the reference's
 * CodegenBuilder guesses them (names, types, which fields each operation takes), so a plain table
 * previews usable code before anyone edits it.
 */
import { CodegenFrontType, CodegenScene, CodegenTemplateType, Dicts, type CodegenColumn } from '@tenon/contracts';
import type { CatalogueColumn, CatalogueTableDetail } from '../data-source-config/index.ts';
import type { codegenColumn, codegenTable } from './codegen.schema.ts';

type TableRow = typeof codegenTable.$inferInsert;
type ColumnRow = Omit<typeof codegenColumn.$inferInsert, 'tableId'>;

/** Columns every table of ours carries, which no form edits (the kit writes them). */
export const BASE_COLUMNS = new Set(['id', 'tenant_id', 'creator', 'create_time', 'updater', 'update_time', 'deleted']);

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** PostgreSQL's type name to the reference's Java type, which the templates map to ours. */
export function javaTypeOf(dataType: string): CodegenColumn['javaType'] {
  const t = dataType.toLowerCase().replace(/\(.*\)$/, '');
  if (t === 'int8' || t === 'bigint' || t === 'bigserial') return 'Long';
  if (/^(int|int2|int4|smallint|integer|serial)$/.test(t)) return 'Integer';
  if (t === 'bool' || t === 'boolean') return 'Boolean';
  if (t === 'numeric' || t === 'decimal') return 'BigDecimal';
  if (/^(float4|float8|real|double precision)$/.test(t)) return 'Double';
  if (t.startsWith('timestamp') || t === 'date') return 'LocalDateTime';
  return 'String';
}

function htmlTypeOf(name: string, javaType: string): string {
  if (javaType === 'LocalDateTime') return 'datetime';
  if (javaType === 'Boolean') return 'radio';
  if (name === 'status') return 'radio';
  if (name.endsWith('type') || name === 'sex') return 'select';
  if (name.endsWith('image') || name.endsWith('avatar') || name.endsWith('pic_url')) return 'imageUpload';
  if (name.endsWith('file') || name.endsWith('file_url')) return 'fileUpload';
  if (name === 'content') return 'editor';
  if (name === 'remark' || name === 'description') return 'textarea';
  return 'input';
}

/** PostgreSQL's type name with the column's length or precision (`varchar(100)`, `numeric(10,2)`): the generated column's. */
const storedType = (column: Pick<CatalogueColumn, 'dataType' | 'columnType'>) => `${column.dataType}${/\([\d, ]+\)$/.exec(column.columnType)?.[0] ?? ''}`;

/** Long texts and files are shown and edited, not searched. */
const UNSEARCHED_HTML_TYPES = new Set(['textarea', 'editor', 'imageUpload', 'fileUpload']);

export function columnOf(column: CatalogueColumn): ColumnRow {
  const javaType = javaTypeOf(column.dataType);
  const base = BASE_COLUMNS.has(column.name);
  const editable = !base && !column.primaryKey;
  const htmlType = htmlTypeOf(column.name, javaType);
  return {
    columnName: column.name,
    dataType: storedType(column),
    columnComment: column.comment,
    nullable: column.nullable,
    primaryKey: column.primaryKey,
    autoIncrement: String(column.autoIncrement),
    ordinalPosition: column.ordinal,
    javaType,
    javaField: camel(column.name),
    // A yes/no column reads 是/否 (the reference's guess too): the form's radio sends true or false.
    dictType: column.name === 'status' ? Dicts.commonStatus : javaType === 'Boolean' ? Dicts.infraBooleanString : '',
    example: '',
    createOperation: editable,
    updateOperation: editable || column.primaryKey,
    listOperation: (editable && !UNSEARCHED_HTML_TYPES.has(htmlType)) || column.name === 'create_time',
    listOperationCondition: javaType === 'LocalDateTime' ? 'BETWEEN' : column.name.endsWith('name') ? 'LIKE' : '=',
    listOperationResult: column.name !== 'deleted' && column.name !== 'tenant_id' && column.name !== 'creator' && column.name !== 'updater' && column.name !== 'update_time',
    htmlType,
  };
}

export function tableOf(dataSourceConfigId: number, table: CatalogueTableDetail, author: string): TableRow {
  const [moduleName, ...rest] = table.name.split('_');
  const business = camel(rest.join('_') || table.name);
  return {
    dataSourceConfigId,
    scene: CodegenScene.ADMIN,
    tableName: table.name,
    tableComment: table.comment,
    moduleName: moduleName!.toLowerCase(),
    businessName: business,
    className: upperFirst(business),
    // A 类描述 goes inside generated string literals (CLASS_COMMENT_PATTERN): quotes and breaks are dropped.
    classComment: table.comment.replace(/表$/, '').replace(/['"`\\\r\n]/g, '').slice(0, 50) || business,
    author,
    templateType: CodegenTemplateType.ONE,
    frontType: CodegenFrontType.TENON_REACT,
  };
}

/** What a sync would change: columns the database added or dropped, and type or comment changes. */
export function columnChanges(stored: Pick<ColumnRow, 'columnName' | 'dataType' | 'columnComment' | 'nullable'>[], now: CatalogueColumn[]) {
  const before = new Map(stored.map((c) => [c.columnName, c]));
  const after = new Map(now.map((c) => [c.name, c]));
  const describe = (c: { dataType: string; comment: string; nullable: boolean }) => `${c.dataType}${c.nullable ? '' : ' not null'} ${c.comment}`.trim();
  const describeNow = (c: CatalogueColumn) => describe({ dataType: storedType(c), comment: c.comment, nullable: c.nullable });
  return {
    added: now.filter((c) => !before.has(c.name)).map((c) => c.name),
    removed: stored.filter((c) => !after.has(c.columnName)).map((c) => c.columnName),
    changed: now.flatMap((c) => {
      const old = before.get(c.name);
      if (!old) return [];
      const was = describe({ dataType: old.dataType, comment: old.columnComment ?? '', nullable: old.nullable });
      const is = describeNow(c);
      return was === is ? [] : [{ columnName: c.name, before: was, after: is }];
    }),
  };
}
