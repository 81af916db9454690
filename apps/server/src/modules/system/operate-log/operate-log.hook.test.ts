/**
 * The operate log through the API, as the 操作日志 screen reads it: every write call of a
 * signed-in user has its row as soon as its answer has arrived (no waiting, no flush), whatever
 * its body and whether it succeeded or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, allEndpoints, operateLogApi, surfaceOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Row = { module: string; name: string; type: number; content: string; requestUrl: string; resultCode: number; resultMsg: string };

/** The newest row of the caller's tenant, read right after the answer. */
async function newestRow(query: Record<string, string | number> = {}): Promise<Row> {
  const res = await t.call(operateLogApi.page, { query: { pageSize: 1, ...query }, as: admin });
  expect(res.code).toBe(0);
  expect(res.data.list).toHaveLength(1);
  return res.data.list[0]!;
}

/** Sends a raw JSON text (built here, since some bodies cannot be made by JSON.stringify). */
async function send(method: 'POST' | 'PUT', path: string, payload: string) {
  const res = await t.app.inject({
    method,
    url: `${API_BASE}${path}`,
    headers: { 'tenant-id': '1', authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: number; msg: string };
}

describe('a write with a body the log cannot copy as it is', () => {
  it('a 100,000-deep nested array: refused, and logged with the refusal and a bounded summary', async () => {
    const depth = 100_000;
    const answer = await send('POST', '/system/post/create', '['.repeat(depth) + ']'.repeat(depth));
    expect(answer.code).toBe(400);
    const row = await newestRow();
    expect(row).toMatchObject({ module: '岗位管理', name: '创建岗位', type: 2, requestUrl: `${API_BASE}/system/post/create`, resultCode: 400, resultMsg: answer.msg });
    expect(row.content.startsWith('[[[[')).toBe(true);
    expect(row.content.length).toBeLessThanOrEqual(2000);
  });

  it('a 100,000-deep nested object: the same', async () => {
    const depth = 100_000;
    const answer = await send('PUT', '/system/post/update', '{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
    expect(answer.code).not.toBe(0);
    const row = await newestRow();
    expect(row).toMatchObject({ module: '岗位管理', type: 3, resultCode: answer.code, resultMsg: answer.msg });
    expect(row.content.startsWith('{"a":{"a":')).toBe(true);
    expect(row.content.length).toBeLessThanOrEqual(2000);
  });

  it('a password however deep in the body is masked', async () => {
    const password = 'Nested$ecret-7';
    const answer = await send('POST', '/system/user/create', JSON.stringify([{ user: { password, username: 'x' } }]));
    expect(answer.code).toBe(400);
    const row = await newestRow();
    expect(row.requestUrl).toBe(`${API_BASE}/system/user/create`);
    expect(row.content).toBe('[{"user":{"password":"******","username":"x"}}]');
  });

  it('a body far over the column: cut to 2,000 characters, the row stored', async () => {
    const answer = await send('POST', '/system/post/create', JSON.stringify({ name: '岗'.repeat(300_000) }));
    expect(answer.code).toBe(400);
    const row = await newestRow();
    expect(row).toMatchObject({ requestUrl: `${API_BASE}/system/post/create`, resultCode: 400 });
    expect(row.content).toHaveLength(2000);
  });
});

describe('every write endpoint of the contracts', () => {
  // The console's audit: the members' API (the app surface) writes no operate log.
  const writes = allEndpoints.filter(
    (e) => surfaceOf(e) === 'admin' && !('public' in e.access) && (e.method !== 'GET' || (e.path.split('/').pop() ?? '').startsWith('export')),
  );

  it('has a row, under a Chinese module name, as soon as its answer arrived (refused calls too)', async () => {
    expect(writes.length).toBeGreaterThan(40);
    const seen: string[] = [];
    for (const e of writes) {
      // An empty body or query: refused by most, harmless for the rest (exports, mark all read).
      const res = await t.app.inject({
        method: e.method,
        url: `${API_BASE}${e.path}`,
        headers: { 'tenant-id': '1', authorization: `Bearer ${admin.accessToken}`, ...(e.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
        payload: e.method === 'GET' ? undefined : '{}',
      });
      const code = res.headers['content-type']?.toString().includes('application/json') ? (res.json() as { code: number }).code : 0;
      expect(code, `${e.method} ${e.path}`).not.toBe(500);
      const row = await newestRow();
      expect(row, `${e.method} ${e.path}`).toMatchObject({ requestUrl: `${API_BASE}${e.path}`, resultCode: code });
      expect(row.module, `${e.method} ${e.path}`).toMatch(/^[^A-Za-z]+$/);
      seen.push(row.module);
    }
    expect(seen).toHaveLength(writes.length);
    expect(seen).toEqual(expect.arrayContaining(['流程模型', '流程表单', '用户分组']));
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestApp;
  let session: Session;
  beforeAll(async () => {
    proxied = await testApp({ trustProxy: true });
    session = await proxied.login();
  });
  afterAll(() => proxied.close());

  // The forged value is no address, so the row names the proxy's own peer (platform/client-address.ts).
  it('a forged client address longer than its column neither loses that row nor any row after it', async () => {
    const post = (forwardedFor: string, code: string) =>
      proxied.app.inject({
        method: 'POST',
        url: `${API_BASE}/system/post/create`,
        headers: { 'tenant-id': '1', authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        payload: JSON.stringify({ code, name: `岗位${code}`, sort: 1, status: 0 }),
      });
    const forged = 'f'.repeat(80);
    expect((await post(forged, 'proxy-a')).json()).toMatchObject({ code: 0 });
    expect((await post('10.0.0.7', 'proxy-b')).json()).toMatchObject({ code: 0 });
    const res = await proxied.api<{ list: Array<Row & { userIp: string }> }>({ path: '/system/operate-log/page', query: { module: '岗位管理' }, token: session.accessToken });
    // (The demo's own 岗位管理 row is left out.)
    expect(res.data.list.filter((l) => /proxy-/.test(l.content)).map((l) => [l.content.match(/proxy-\w/)?.[0], l.userIp])).toEqual([
      ['proxy-b', '10.0.0.7'],
      ['proxy-a', '127.0.0.1'],
    ]);
  });
});
