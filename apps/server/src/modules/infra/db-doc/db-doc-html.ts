/** 数据库文档 as one self-contained HTML page: its own styles, a table of contents, no script. */
import { COLUMN_HEADERS, INDEX_HEADERS, columnCells, headingOf, indexCells, type DocTable } from './db-doc-model.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const anchor = (name: string) => `t-${encodeURIComponent(name).replace(/%/g, '_')}`;

const grid = (headers: readonly string[], rows: string[][]) =>
  `<table><thead><tr>${headers.map((h) => `<th>${escape(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

const STYLE = `body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:24px;color:#1f2329;font-size:14px}
h1{font-size:24px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #e5e6eb;padding-bottom:6px}h3{font-size:14px;color:#4e5969}
table{border-collapse:collapse;width:100%;margin:8px 0}th,td{border:1px solid #dcdfe6;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f5f7fa}ol{columns:3}a{color:#1677ff;text-decoration:none}`;

export function dbDocHtml(title: string, tables: DocTable[]): string {
  const toc = tables.map((t) => `<li><a href="#${anchor(t.name)}">${escape(headingOf(t))}</a></li>`).join('');
  const sections = tables
    .map(
      (t) =>
        `<section id="${anchor(t.name)}"><h2>${escape(headingOf(t))}</h2>` +
        `<h3>字段</h3>${grid(COLUMN_HEADERS, t.columns.map(columnCells))}` +
        (t.indexes.length > 0 ? `<h3>索引</h3>${grid(INDEX_HEADERS, t.indexes.map(indexCells))}` : '') +
        `</section>`,
    )
    .join('');
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escape(title)}</title><style>${STYLE}</style></head>` +
    `<body><h1>${escape(title)}</h1><p>共 ${tables.length} 张表</p><ol>${toc}</ol>${sections}</body></html>`;
}
