/** What 数据库文档 says of each table, as the three formats lay it out. */
import type { CatalogueColumn, CatalogueIndex, CatalogueTableDetail } from '../data-source-config/index.ts';

export type DocTable = CatalogueTableDetail;

export const COLUMN_HEADERS = ['序号', '字段名', '类型', '允许空', '默认值', '主键', '说明'] as const;
export const INDEX_HEADERS = ['索引名', '字段', '唯一', '主键'] as const;

const yes = (v: boolean) => (v ? '是' : '否');

export const columnCells = (c: CatalogueColumn): string[] => [String(c.ordinal), c.name, c.columnType, yes(c.nullable), c.default ?? '', yes(c.primaryKey), c.comment];
export const indexCells = (i: CatalogueIndex): string[] => [i.name, i.columns.join(', ') || i.definition, yes(i.unique), yes(i.primary)];

/** A table's heading: its name and, when it has one, its comment. */
export const headingOf = (t: DocTable) => (t.comment ? `${t.name}（${t.comment}）` : t.name);
