/**
 * What a PostgreSQL database says of its tables, read from `pg_catalog` (not
 * `information_schema`, which hides the columns the reading role holds no privilege on): the
 * ordinary and partitioned tables of schema `public` (drizzle's own bookkeeping, `__drizzle*`,
 * left out), with their comments, columns and indexes. The same statements run on the app's own
 * database (PGlite or PostgreSQL) and on an external one.
 */
import { sql, type SQL } from 'drizzle-orm';

/** Runs one statement and answers the driver's result (`{ rows }` on both drivers). */
export type SqlRunner = (query: SQL) => Promise<unknown>;

export interface CatalogueTable {
  name: string;
  comment: string;
}

export interface CatalogueColumn {
  name: string;
  /** PostgreSQL's own type name: `int4`, `int8`, `varchar`, `timestamptz`, `_int4` (an array)… */
  dataType: string;
  /** The full type as PostgreSQL writes it: `character varying(64)`, `numeric(10,2)`. */
  columnType: string;
  comment: string;
  nullable: boolean;
  primaryKey: boolean;
  /** An identity column or one whose default is a sequence's next value. */
  autoIncrement: boolean;
  /** 1-based, in the table's order. */
  ordinal: number;
  /** The default expression as PostgreSQL prints it (`now()`, `''::character varying`). */
  default?: string;
}

export interface CatalogueIndex {
  name: string;
  /** Its key columns in order (an expression's place is left out; `definition` has it all). */
  columns: string[];
  unique: boolean;
  primary: boolean;
  /** `CREATE [UNIQUE] INDEX … USING btree (…)`, as pg_get_indexdef writes it. */
  definition: string;
}

export interface CatalogueTableDetail extends CatalogueTable {
  columns: CatalogueColumn[];
  indexes: CatalogueIndex[];
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? [];
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const bool = (v: unknown) => v === true || v === 't' || v === 'true';
/** A JSON array whichever way the driver hands it over (parsed, or as its text). */
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? (JSON.parse(v) as unknown[]).map(String) : []);
/** `%`, `_` and `\` as themselves in an ILIKE pattern. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const userTables = sql`
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname NOT LIKE '\\_\\_drizzle%'`;

export async function listTables(run: SqlRunner, filter: { name?: string; comment?: string } = {}): Promise<CatalogueTable[]> {
  const byName = filter.name ? sql` AND c.relname ILIKE ${containing(filter.name)}` : sql``;
  const byComment = filter.comment ? sql` AND coalesce(obj_description(c.oid, 'pg_class'), '') ILIKE ${containing(filter.comment)}` : sql``;
  return listTablesWhere(run, sql`${byName}${byComment}`);
}

export async function readTable(run: SqlRunner, name: string): Promise<CatalogueTableDetail | undefined> {
  const [table] = await listTablesWhere(run, sql` AND c.relname = ${name}`);
  if (!table) return undefined;
  const only = sql`= (SELECT c.oid ${userTables} AND c.relname = ${name})`;
  const [columns, indexes] = [await columnsOf(run, only), await indexesOf(run, only)];
  return { ...table, columns: columns.get(table.name) ?? [], indexes: indexes.get(table.name) ?? [] };
}

/** Every table with its detail, in name order (数据库文档): three statements, whatever the number of tables. */
export async function readAllTables(run: SqlRunner): Promise<CatalogueTableDetail[]> {
  const every = sql`IN (SELECT c.oid ${userTables})`;
  const tables = await listTables(run);
  const columns = await columnsOf(run, every);
  const indexes = await indexesOf(run, every);
  return tables.map((t) => ({ ...t, columns: columns.get(t.name) ?? [], indexes: indexes.get(t.name) ?? [] }));
}

async function listTablesWhere(run: SqlRunner, where: SQL): Promise<CatalogueTable[]> {
  const rows = rowsOf(await run(sql`SELECT c.relname AS name, coalesce(obj_description(c.oid, 'pg_class'), '') AS comment ${userTables}${where} ORDER BY c.relname`));
  return rows.map((r) => ({ name: text(r.name), comment: text(r.comment) }));
}

/** The columns of the tables whose oid satisfies `relation` (`= …` or `IN (…)`), by table name. */
async function columnsOf(run: SqlRunner, relation: SQL): Promise<Map<string, CatalogueColumn[]>> {
  const rows = rowsOf(
    await run(sql`
      SELECT r.relname AS table_name, a.attname AS name, t.typname AS data_type, format_type(a.atttypid, a.atttypmod) AS column_type,
             NOT a.attnotnull AS nullable, a.attnum AS ordinal, pg_get_expr(d.adbin, d.adrelid) AS "default",
             coalesce(col_description(a.attrelid, a.attnum), '') AS comment, a.attidentity <> '' AS identity,
             EXISTS (SELECT 1 FROM pg_index p WHERE p.indrelid = a.attrelid AND p.indisprimary AND a.attnum = ANY (p.indkey)) AS primary_key
      FROM pg_attribute a JOIN pg_class r ON r.oid = a.attrelid JOIN pg_type t ON t.oid = a.atttypid
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attrelid ${relation} AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY r.relname, a.attnum`),
  );
  const byTable = new Map<string, CatalogueColumn[]>();
  for (const c of rows) {
    const fallback = c.default === null || c.default === undefined ? undefined : text(c.default);
    const column: CatalogueColumn = {
      name: text(c.name),
      dataType: text(c.data_type),
      columnType: text(c.column_type),
      comment: text(c.comment),
      nullable: bool(c.nullable),
      primaryKey: bool(c.primary_key),
      autoIncrement: bool(c.identity) || (fallback?.startsWith('nextval(') ?? false),
      ordinal: Number(c.ordinal),
      ...(fallback === undefined ? {} : { default: fallback }),
    };
    const table = text(c.table_name);
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  return byTable;
}

/** The indexes of the tables whose oid satisfies `relation`, the primary key first, by table name. */
async function indexesOf(run: SqlRunner, relation: SQL): Promise<Map<string, CatalogueIndex[]>> {
  const rows = rowsOf(
    await run(sql`
      SELECT r.relname AS table_name, i.relname AS name, x.indisunique AS "unique", x.indisprimary AS "primary", pg_get_indexdef(x.indexrelid) AS definition,
             coalesce((SELECT json_agg(a.attname::text ORDER BY k.ord) FROM unnest(x.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
                       JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum), '[]'::json) AS columns
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class r ON r.oid = x.indrelid
      WHERE x.indrelid ${relation}
      ORDER BY r.relname, x.indisprimary DESC, i.relname`),
  );
  const byTable = new Map<string, CatalogueIndex[]>();
  for (const i of rows) {
    const index: CatalogueIndex = { name: text(i.name), columns: list(i.columns), unique: bool(i.unique), primary: bool(i.primary), definition: text(i.definition) };
    const table = text(i.table_name);
    byTable.set(table, [...(byTable.get(table) ?? []), index]);
  }
  return byTable;
}
