/** Bad input of every kind answers the envelope with 400 and a Chinese sentence, never a 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { API_BASE } from '@tenon/contracts';
import { accessToken } from '../db/schema/index.ts';
import { testApp, type TestApp } from '../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ bodyLimit: 4096 });
});
afterAll(() => t.close());

const login = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}/system/auth/login`,
    headers: { 'tenant-id': '1', 'content-type': 'application/json', ...headers },
    payload,
  });

describe('bad input', () => {
  it('malformed JSON', async () => {
    const res = await login('{"username": "admin",');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 400, data: null, msg: '请求体不是合法的 JSON' });
  });

  it('wrong types name the field and the expected type', async () => {
    const res = await login(JSON.stringify({ username: 123, password: 'x' }));
    expect(res.json()).toEqual({ code: 400, data: null, msg: '用户名格式不正确，应为字符串' });
  });

  it('missing fields name the field', async () => {
    expect((await login(JSON.stringify({ username: 'admin' }))).json().msg).toBe('密码不能为空');
    expect((await login(JSON.stringify({ username: '', password: 'x' }))).json().msg).toBe('用户名不能为空');
  });

  it('an oversize body', async () => {
    const res = await login(JSON.stringify({ username: 'admin', password: 'x'.repeat(10_000) }));
    expect(res.json()).toEqual({ code: 400, data: null, msg: '请求体过大，不能超过 4 KB' });
  });

  it('a body that is not JSON', async () => {
    const res = await login('username=admin', { 'content-type': 'text/plain' });
    expect(res.json()).toEqual({ code: 400, data: null, msg: '不支持的请求内容类型，请使用 application/json' });
  });

  it('an empty JSON body', async () => {
    expect((await login('')).json()).toEqual({ code: 400, data: null, msg: '请求体不能为空' });
  });

  it('an unknown tenant', async () => {
    const res = await login(JSON.stringify({ username: 'admin', password: 'admin123' }), { 'tenant-id': '424242' });
    expect(res.json()).toEqual({ code: 1002015000, data: null, msg: '租户不存在' });
  });

  it('a query value of the wrong type', async () => {
    const s = await t.login();
    const res = await t.api({ path: '/system/tenant/get', query: { id: 'abc' }, token: s.accessToken });
    expect(res).toEqual({ code: 400, data: null, msg: '编号格式不正确，应为整数' });
  });

  it('an unknown API path answers the envelope, not the web app', async () => {
    const res = await t.app.inject({ url: `${API_BASE}/system/no-such-thing` });
    expect(res.json()).toEqual({ code: 404, data: null, msg: '请求地址不存在' });
  });

  it('writes nothing when a login is rejected', async () => {
    const before = (await t.db.select({ n: count() }).from(accessToken))[0]!.n;
    await login(JSON.stringify({ username: 'admin', password: 12 }));
    await login('{');
    const after = (await t.db.select({ n: count() }).from(accessToken))[0]!.n;
    expect(after).toBe(before);
  });
});
