/**
 * 数据库文档 (`/infra/db-doc`): the product's own database described, table by table (comment,
 * columns, indexes), as a download in three formats. The reference's paths; it names its files
 * `数据库文档.*` and takes `deleteFile` (whether to remove the file it wrote), which Tenon accepts
 * and ignores (it writes no file). The reference's menu row has no permission; Tenon's carries
 * `infra:db-doc:query` (docs/compatibility.md).
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { Permissions } from '../permissions.ts';

/** The downloads' name without its extension, as the reference's console saves them. */
export const DB_DOC_FILE_NAME = '数据库文档';

const DbDocQuery = Type.Object({
  deleteFile: Type.Optional(Type.Boolean({ title: '是否删除生成的文件' })),
});

const exportOf = (path: string, format: string) =>
  endpoint({
    method: 'GET',
    path: `/infra/db-doc/${path}`,
    access: { permission: Permissions.infra.dbDoc.query },
    produces: 'file',
    summary: `导出数据库文档（${format}）：每张表的说明、字段与索引`,
    query: DbDocQuery,
    response: Type.Unknown(),
  });

export const dbDocApi = apiGroup('数据库文档', {
  exportHtml: exportOf('export-html', 'HTML'),
  exportWord: exportOf('export-word', 'Word'),
  exportMarkdown: exportOf('export-markdown', 'Markdown'),
}, { platform: true });
