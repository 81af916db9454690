/** Routes of 数据库文档: the master database described, as a download in three formats. */
import { DB_DOC_FILE_NAME, dbDocApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { dataSourceCatalogue } from '../data-source-config/index.ts';
import { dbDocHtml } from './db-doc-html.ts';
import { dbDocMarkdown } from './db-doc-markdown.ts';
import { dbDocWord } from './db-doc-word.ts';

const TITLE = DB_DOC_FILE_NAME;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function dbDocRoutes(deps: Pick<ModuleDeps, 'db' | 'config'>): RouteDef[] {
  const tables = async () => (await dataSourceCatalogue(deps, 0)).allTables();
  return [
    route(dbDocApi.exportHtml, async () => ({ filename: `${DB_DOC_FILE_NAME}.html`, contentType: 'text/html; charset=utf-8', body: Buffer.from(dbDocHtml(TITLE, await tables())) })),
    route(dbDocApi.exportWord, async () => ({ filename: `${DB_DOC_FILE_NAME}.docx`, contentType: DOCX_TYPE, body: await dbDocWord(TITLE, await tables()) })),
    route(dbDocApi.exportMarkdown, async () => ({ filename: `${DB_DOC_FILE_NAME}.md`, contentType: 'text/markdown; charset=utf-8', body: Buffer.from(dbDocMarkdown(TITLE, await tables())) })),
  ];
}
