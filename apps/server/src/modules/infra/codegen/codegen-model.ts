/**
 * What the templates are given: a table's settings and columns turned into the names, types and
 * kit pieces a developer of this product would write for them (templates/README.md lists them).
 * Every choice of a name or a type is made here, once; the templates only lay them out.
 */
import { CodegenTemplateType, Dicts, type CodegenColumn, type CodegenTable } from '@tenon/contracts';
import { BASE_COLUMNS } from './codegen-builder.ts';

export interface FieldModel {
  /** The TypeScript name (`javaField`). */
  name: string;
  column: string;
  title: string;
  /** The title as a TypeScript string literal. */
  titleText: string;
  nullable: boolean;
  primaryKey: boolean;
  /** The Drizzle column builder call, e.g. `varchar('name', { length: 100 })`. */
  drizzle: string;
  /** The Drizzle import it needs. */
  drizzleImport: string;
  /** The response's TypeBox schema and the input's. */
  resp: string;
  input: string;
  /** The filter's TypeBox schema (a range of two texts for BETWEEN). */
  filterInput: string;
  /** The resource field's kind, or undefined for plain text. */
  kind?: 'textarea' | 'number' | 'dateTime' | 'richText' | 'picture';
  /** The key of `Dicts` for the dictionary, when the column has one. */
  dict?: string;
  filter?: 'contains' | 'equals' | 'dateRange';
  inCreate: boolean;
  inUpdate: boolean;
  inList: boolean;
  /** 树表's parent: every row carries it, the list shows it as the nesting, the form as a tree picker. */
  treeParent?: boolean;
  /** A value the tests send and expect back. */
  sample: string;
  /** The same value changed, for the update test. */
  sample2: string;
  /** The SQL type of the migration. */
  sqlType: string;
}

/** 主子表: a sub table, generated with its master into the master's files. */
export interface SubModel {
  table: CodegenTable;
  /** `demo03Course`, `Demo03Course`, `DEMO03_COURSE`. */
  camel: string;
  pascal: string;
  upper: string;
  /** The master's body and `get` carry the rows under this name (`demo03Courses`). */
  listField: string;
  /** The field holding the master's id (`studentId`), which the server writes. */
  joinField: string;
  join: FieldModel;
  /** Every field but the audit ones; the ones a row's input takes (not the join). */
  fields: FieldModel[];
  createFields: FieldModel[];
}

export interface CodegenModel {
  table: CodegenTable;
  /** `test-demo`: folders, files and paths. */
  kebab: string;
  /** `testDemo`: the permission table's key and the variables. */
  camel: string;
  /** `TestDemo`. */
  pascal: string;
  /** `TEST_DEMO`: error names. */
  upper: string;
  /** The API's base path, `/infra/test-demo`. */
  base: string;
  permissionPrefix: string;
  fields: FieldModel[];
  /** The fields a create and an update take, the page's filters, the list's columns. */
  createFields: FieldModel[];
  filterFields: FieldModel[];
  /** Whether the feature needs `DateTimeRange`, `EpochMsInput`… (the contract's imports). */
  commonImports: string[];
  drizzleImports: string[];
  usesDicts: boolean;
  /** 树表: the parent's field (`parentId`) and the name's, which is unique among siblings. */
  tree?: { parentField: string; nameField: string; demoName: string };
  /** 主子表: the sub tables whose rows the master's form edits. */
  subs: SubModel[];
  /** The migration's file name (without folder) and the error code and menu ids chosen for it. */
  migrationName: string;
  /** The first of the table's error codes (its 不存在); `errors` numbers the rest after it. */
  errorCode: string;
  errors: Array<{ name: string; code: string; text: string }>;
  menuId: number;
  buttonIds: number[];
  parentMenuId: number;
  /** The migration's tables: the table, then its sub tables, each with its index. */
  migrationTables: Array<{ name: string; comment: string; fields: FieldModel[]; index: string; indexColumns: string[] }>;
  /** A text as the inside of an SQL string literal (the migration's comments). */
  sql(text: string): string;
}

const DICT_KEYS = new Map(Object.entries(Dicts).map(([key, type]) => [type as string, key]));
/** The `Dicts` key of a dictionary type code, undefined for an unknown code. */
export const dictKeyOf = (type: string) => DICT_KEYS.get(type);

const kebabOf = (camel: string) => camel.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** `varchar(100)` → 100. */
const lengthOf = (dataType: string) => Number(/\((\d+)\)/.exec(dataType)?.[1] ?? 0) || undefined;

function fieldOf(c: CodegenColumn): FieldModel {
  const title = c.columnComment || c.javaField;
  const t = quote(title);
  const opt = (schema: string) => (c.nullable ? `Type.Optional(${schema})` : schema);
  const nullableResp = (schema: string) => (c.nullable ? `Type.Union([${schema}, Type.Null()])` : schema);
  const notNull = c.nullable ? '' : '.notNull()';
  const dict = c.dictType ? dictKeyOf(c.dictType) : undefined;
  const filter = !c.listOperation ? undefined : c.listOperationCondition === 'LIKE' ? 'contains' : c.listOperationCondition === 'BETWEEN' ? 'dateRange' : 'equals';
  const base = { name: c.javaField, column: c.columnName, title, titleText: t, nullable: c.nullable, primaryKey: c.primaryKey, dict, filter, inCreate: c.createOperation, inUpdate: c.updateOperation, inList: c.listOperationResult } as const;
  switch (c.javaType) {
    case 'Long':
    case 'Integer': {
      const small = /^(int2|smallint)\b/.test(c.dataType);
      const max = small ? 'MAX_INT16' : 'MAX_INT32';
      return {
        ...base,
        drizzle: `${small ? 'smallint' : 'integer'}(${quote(c.columnName)})${notNull}`,
        drizzleImport: small ? 'smallint' : 'integer',
        resp: nullableResp('Type.Integer()'),
        input: opt(`Int(${t}, { minimum: 0, maximum: ${max} })`),
        filterInput: `Int(${t}, { minimum: 0, maximum: ${max} })`,
        kind: dict ? undefined : 'number',
        sample: '1',
        // A dictionary field keeps its value on update: 2 may not be one of its values.
        sample2: dict ? '1' : '2',
        sqlType: small ? 'smallint' : 'integer',
      };
    }
    case 'Boolean':
      return { ...base, drizzle: `boolean(${quote(c.columnName)})${notNull}`, drizzleImport: 'boolean', resp: nullableResp('Type.Boolean()'), input: opt(`Type.Boolean({ title: ${t} })`), filterInput: `Type.Boolean({ title: ${t} })`, sample: 'true', sample2: 'false', sqlType: 'boolean' };
    case 'Double':
    case 'BigDecimal':
      return { ...base, drizzle: `doublePrecision(${quote(c.columnName)})${notNull}`, drizzleImport: 'doublePrecision', resp: nullableResp('Type.Number()'), input: opt(`Type.Number({ minimum: -1e15, maximum: 1e15, title: ${t} })`), filterInput: `Type.Number({ minimum: -1e15, maximum: 1e15, title: ${t} })`, kind: 'number', sample: '1.5', sample2: '2.5', sqlType: 'double precision' };
    case 'LocalDateTime':
      return { ...base, drizzle: `timestampMs(${quote(c.columnName)})${notNull}`, drizzleImport: '', resp: nullableResp('Type.Integer()'), input: opt(`EpochMsInput(${t})`), filterInput: `DateTimeRange(${t})`, kind: 'dateTime', sample: '1700000000000', sample2: '1700000060000', sqlType: 'timestamp with time zone' };
    default: {
      const length = lengthOf(c.dataType) ?? 500;
      const kind = c.htmlType === 'textarea' ? 'textarea' : c.htmlType === 'editor' ? 'richText' : c.htmlType === 'imageUpload' ? 'picture' : undefined;
      return {
        ...base,
        drizzle: `varchar(${quote(c.columnName)}, { length: ${length} })${notNull}`,
        drizzleImport: 'varchar',
        resp: nullableResp('Type.String()'),
        input: opt(`Type.String({ ${c.nullable ? '' : 'minLength: 1, '}maxLength: ${length}, title: ${t} })`),
        filterInput: `Type.String({ maxLength: ${length}, title: ${t} })`,
        kind,
        // A picture's value is an address the list shows as a thumbnail: the console's own icon.
        sample: kind === 'picture' ? quote('/favicon.svg') : quote(`示例${title}`.slice(0, Math.max(1, Math.min(length, 20)))),
        sample2: kind === 'picture' ? quote('/favicon.svg') : quote(`改${title}`.slice(0, Math.max(1, Math.min(length, 20)))),
        sqlType: `varchar(${length})`,
      };
    }
  }
}

/** `1_001_005_000` and 2 → `1_001_005_002`. */
const nextCode = (code: string, by: number) => String(Number(code.replace(/_/g, '')) + by).replace(/\B(?=(\d{3})+(?!\d))/g, '_');

/** The table's errors: 不存在, a tree's rules (the reference's names and texts), and each sub table's 不存在. */
function errorsOf(upper: string, noun: string, first: string, tree: boolean, subs: SubModel[]) {
  const texts: Array<[string, string]> = [[`${upper}_NOT_EXISTS`, `${noun}不存在`]];
  if (tree)
    texts.push(
      [`${upper}_EXITS_CHILDREN`, `存在子${noun}，无法删除`],
      [`${upper}_PARENT_NOT_EXITS`, `父级${noun}不存在`],
      [`${upper}_PARENT_ERROR`, `不能设置自己为父${noun}`],
      [`${upper}_PARENT_IS_CHILD`, `不能设置自己的子${noun}为父${noun}`],
      [`${upper}_NAME_UNIQUE`, `已经存在该名字的${noun}`],
    );
  for (const sub of subs) texts.push([`${sub.upper}_NOT_EXISTS`, `${sub.table.classComment}不存在`]);
  return texts.map(([name, text], i) => ({ name, text, code: nextCode(first, i) }));
}

/** The business fields of a table: its id and creation time, and the columns the kit does not write. */
const fieldsOfTable = (columns: CodegenColumn[]) => columns.filter((c) => !BASE_COLUMNS.has(c.columnName) || c.columnName === 'create_time' || c.columnName === 'id').map(fieldOf);

function subModelOf(sub: { table: CodegenTable; columns: CodegenColumn[] }): SubModel {
  const joinColumn = sub.columns.find((c) => c.id === sub.table.subJoinColumnId)!;
  const fields = fieldsOfTable(sub.columns);
  const join = fields.find((f) => f.column === joinColumn.columnName)!;
  const kebab = kebabOf(sub.table.businessName);
  return {
    table: sub.table,
    camel: sub.table.businessName,
    pascal: sub.table.className,
    upper: kebab.replace(/-/g, '_').toUpperCase(),
    listField: `${sub.table.businessName}s`,
    joinField: join.name,
    join,
    fields,
    createFields: fields.filter((f) => !f.primaryKey && f.column !== 'create_time' && f !== join && f.inCreate),
  };
}

export function codegenModel(
  table: CodegenTable,
  columns: CodegenColumn[],
  chosen: { migrationName: string; errorCode: string; menuId: number; parentMenuId: number },
  subTables: Array<{ table: CodegenTable; columns: CodegenColumn[] }> = [],
): CodegenModel {
  const subs = subTables.map(subModelOf);
  const treeParent = table.templateType === CodegenTemplateType.TREE ? columns.find((c) => c.id === table.treeParentColumnId) : undefined;
  const treeName = treeParent && columns.find((c) => c.id === table.treeNameColumnId);
  // The demo's top row is named apart from the tests' samples, which are created at the top too.
  const tree = treeParent && treeName ? { parentField: treeParent.javaField, nameField: treeName.javaField, demoName: quote(`顶级${treeName.columnComment || treeName.javaField}`.slice(0, 20)) } : undefined;
  const fields = fieldsOfTable(columns)
    // A top row's parent is the root; rows carry their parent, which the list shows as the nesting, not a column.
    .map((f) => (tree?.parentField === f.name ? { ...f, sample: '0', sample2: '0', inList: true, kind: undefined, treeParent: true } : f));
  const business = fields.filter((f) => !f.primaryKey && f.column !== 'create_time');
  const kebab = kebabOf(table.businessName);
  const upper = kebab.replace(/-/g, '_').toUpperCase();
  const createFields = business.filter((f) => f.inCreate);
  const filterFields = fields.filter((f) => f.filter);
  const subInputs = subs.flatMap((sub) => sub.createFields.map((f) => f.input));
  const all = [...createFields.map((f) => f.input), ...filterFields.map((f) => f.filterInput), ...subInputs].join(' ');
  const subBusiness = subs.flatMap((sub) => sub.fields.filter((f) => !f.primaryKey && f.column !== 'create_time'));
  return {
    table,
    kebab,
    camel: table.businessName,
    pascal: table.className,
    upper,
    base: `/${table.moduleName}/${kebab}`,
    permissionPrefix: `${table.moduleName}:${kebab}`,
    fields,
    createFields,
    filterFields,
    commonImports: ['DateTimeRange', 'EpochMsInput', 'Int', 'MAX_INT16', 'MAX_INT32'].filter((name) => new RegExp(`\\b${name}\\b`).test(all)),
    drizzleImports: [...new Set([...business, ...subBusiness].map((f) => f.drizzleImport).filter(Boolean))].sort(),
    usesDicts: [...fields, ...subs.flatMap((sub) => sub.fields)].some((f) => f.dict),
    tree,
    subs,
    ...chosen,
    errors: errorsOf(upper, table.classComment, chosen.errorCode, Boolean(tree), subs),
    buttonIds: [1, 2, 3, 4, 5].map((i) => chosen.menuId + i),
    migrationTables: [
      { name: table.tableName, comment: table.tableComment, fields, index: `${table.tableName}_tenant_idx`, indexColumns: ['tenant_id', 'id'] },
      ...subs.map((sub) => ({ name: sub.table.tableName, comment: sub.table.tableComment, fields: sub.fields, index: `${sub.table.tableName}_master_idx`, indexColumns: ['tenant_id', sub.join.column, 'id'] })),
    ],
    sql: (text) => text.replace(/'/g, "''"),
  };
}
