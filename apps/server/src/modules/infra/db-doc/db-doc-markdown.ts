/** 数据库文档 as Markdown: a heading and a grid per table. */
import { COLUMN_HEADERS, INDEX_HEADERS, columnCells, headingOf, indexCells, type DocTable } from './db-doc-model.ts';

/** A cell on one line, its pipes and markup taken literally. */
const cell = (s: string) => s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/[<>*_`]/g, (c) => `\\${c}`).replace(/\r?\n/g, ' ');

const grid = (headers: readonly string[], rows: string[][]) =>
  [`| ${headers.join(' | ')} |`, `|${headers.map(() => ' --- ').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');

export function dbDocMarkdown(title: string, tables: DocTable[]): string {
  const parts = [`# ${title}`, `共 ${tables.length} 张表`];
  for (const t of tables) {
    parts.push(`## ${cell(headingOf(t))}`, '### 字段', grid(COLUMN_HEADERS, t.columns.map(columnCells)));
    if (t.indexes.length > 0) parts.push('### 索引', grid(INDEX_HEADERS, t.indexes.map(indexCells)));
  }
  return `${parts.join('\n\n')}\n`;
}
