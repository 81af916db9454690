/**
 * 数据库文档 against the running app: the three downloads, each naming every table with its
 * comment, columns and indexes (a table made here, its comment written as markup, stands for them
 * all); the system tenant's holders of infra:db-doc:query only.
 */
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, dbDocApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';

const TABLE = `tenon_db_doc_probe_${Date.now().toString(36)}`;

let t: TestApp;
let admin: Session;
let plain: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  [admin, plain, other] = await Promise.all([t.login(), t.loginPlain(), t.login('admin110', 'admin123', 121)]);
  for (const statement of [
    `CREATE TABLE ${TABLE} (id bigint PRIMARY KEY, probe_code varchar(32) NOT NULL DEFAULT 'x')`,
    `COMMENT ON TABLE ${TABLE} IS '探针<b>表</b>'`,
    `COMMENT ON COLUMN ${TABLE}.probe_code IS '探针编码'`,
    `CREATE INDEX ${TABLE}_code_idx ON ${TABLE} (probe_code)`,
  ])
    await t.db.execute(sql.raw(statement));
});
afterAll(async () => {
  await t?.db.execute(sql.raw(`DROP TABLE IF EXISTS ${TABLE}`));
  await t?.close();
});

const exports = [dbDocApi.exportHtml, dbDocApi.exportWord, dbDocApi.exportMarkdown];

describe('who may read 数据库文档', () => {
  it('refuses a user without the permission, and another tenant’s administrator', async () => {
    for (const e of exports) {
      expect((await t.download(e, { as: plain, query: {} })).json().code, e.path).toBe(ErrorCodes.FORBIDDEN.code);
      expect((await t.download(e, { as: other, query: {} })).json().code, e.path).toBe(ErrorCodes.SYSTEM_TENANT_ONLY.code);
    }
  });
});

describe('the downloads', () => {
  it('HTML: a self-contained page, markup in comments shown as text', async () => {
    const res = await t.download(dbDocApi.exportHtml, { as: admin, query: { deleteFile: true } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('数据库文档.html'));
    const html = res.body;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).not.toContain('<script');
    expect(html).toContain(`${TABLE}（探针&#60;b&#62;表&#60;/b&#62;）`);
    expect(html).toContain('<td>probe_code</td><td>character varying(32)</td><td>否</td><td>&#39;x&#39;::character varying</td><td>否</td><td>探针编码</td>');
    expect(html).toContain(`<td>${TABLE}_code_idx</td><td>probe_code</td><td>否</td><td>否</td>`);
    expect(html).toContain('system_users');
  });

  it('Markdown: a heading and grids per table', async () => {
    const res = await t.download(dbDocApi.exportMarkdown, { as: admin, query: {} });
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    const md = res.body;
    expect(md).toContain(`## ${TABLE.replace(/_/g, '\\_')}（探针\\<b\\>表\\</b\\>）`);
    expect(md).toContain("| 2 | probe\\_code | character varying(32) | 否 | 'x'::character varying | 否 | 探针编码 |");
    expect(md).toContain(`| ${TABLE.replace(/_/g, '\\_')}\\_code\\_idx | probe\\_code | 否 | 否 |`);
  });

  it('Word: a .docx whose text names the table, its column and its index', async () => {
    const res = await t.download(dbDocApi.exportWord, { as: admin, query: {} });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('数据库文档.docx'));
    const xml = strFromU8(unzipSync(res.rawPayload)['word/document.xml']!);
    expect(xml).toContain(`${TABLE}（探针&lt;b&gt;表&lt;/b&gt;）`);
    expect(xml).toContain('probe_code');
    expect(xml).toContain('探针编码');
    expect(xml).toContain(`${TABLE}_code_idx`);
  });
});
