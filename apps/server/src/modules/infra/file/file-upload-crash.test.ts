// @postgres: the 数据库 storage's row and content in one PostgreSQL transaction, unseen by other connections until it commits
/**
 * An upload leaves no listed file without its content, even if its server is killed between its
 * two writes (bench/crash.bench.ts kills servers under uploads): while the content is being
 * written, 文件列表 does not list the file yet; once the upload is answered it lists it and the
 * URL serves the content. The master storage is whatever the test database's first start made
 * it (本地磁盘 on PGlite, 数据库 on PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE, fileApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { DbFileClient, LocalFileClient } from './file-clients.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

async function upload(name: string, content: string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/plain' }), name);
  // The multipart body fetch would send, boundary included.
  const encoded = new Request('http://encode.invalid', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}${fileApi.upload.path}`,
    headers: { authorization: `Bearer ${admin.accessToken}`, 'tenant-id': '1', 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return res.json() as { code: number; data: string };
}

const listed = async () => (await t.callOk(fileApi.page, { query: { pageNo: 1, pageSize: 100 }, as: admin })).list.map((f) => f.name);

describe('an upload cut short', () => {
  it('is not listed while its content is being written; answered, it is listed and serves its content', async () => {
    let entered!: () => void;
    const writing = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    for (const proto of [LocalFileClient.prototype, DbFileClient.prototype] as Array<{ put: (...args: never[]) => Promise<void> }>) {
      const put = proto.put;
      vi.spyOn(proto, 'put').mockImplementation(async function (this: unknown, ...args: never[]) {
        entered();
        await gate;
        return put.apply(this, args);
      });
    }
    const answer = upload('cut-short.txt', '写到一半');
    await writing;
    // The moment a kill would leave behind.
    expect(await listed()).not.toContain('cut-short.txt');
    release();
    const { code, data: url } = await answer;
    expect(code).toBe(0);
    expect(await listed()).toContain('cut-short.txt');
    const served = await t.app.inject({ method: 'GET', url: new URL(url, 'http://localhost').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('写到一半');
  });
});
