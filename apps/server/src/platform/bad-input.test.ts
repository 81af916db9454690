/** Bad input of every kind answers the envelope with 400 and a Chinese sentence, never a 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { API_BASE } from '@tenon/contracts';
import { accessToken } from '../modules/system/auth/auth.schema.ts';
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

  it('an unknown API path says so whatever the body, a form included', async () => {
    for (const [type, payload] of [['application/x-www-form-urlencoded', 'grant_type=password'], ['application/json', '{}']]) {
      const res = await t.app.inject({ method: 'POST', url: `${API_BASE}/system/no-such-thing`, headers: { 'content-type': type, 'tenant-id': '1' }, payload });
      expect(res.json()).toEqual({ code: 404, data: null, msg: '请求地址不存在' });
    }
  });

  it('writes nothing when a login is rejected', async () => {
    const before = (await t.db.select({ n: count() }).from(accessToken))[0]!.n;
    await login(JSON.stringify({ username: 'admin', password: 12 }));
    await login('{');
    const after = (await t.db.select({ n: count() }).from(accessToken))[0]!.n;
    expect(after).toBe(before);
  });
});

/** The outside fuzzer's six causes of code 500, each now a 400 that names the field. */
describe('what reached a 500 before', () => {
  let token: string;
  beforeAll(async () => {
    token = (await t.login()).accessToken;
  });
  const call = (path: string, opts: { method?: 'GET' | 'POST' | 'PUT'; query?: Record<string, string>; body?: unknown } = {}) =>
    t.api({ ...opts, path, token });

  it('a NUL character in a body string, a query string, a record key and a nullable field', async () => {
    expect((await login(JSON.stringify({ username: 'ad\u0000min', password: 'x' }))).json()).toEqual({ code: 400, data: null, msg: '用户名不能包含空字符' });
    expect(await call('/system/user/page', { query: { username: 'a\u0000' } })).toEqual({ code: 400, data: null, msg: '用户账号不能包含空字符' });
    const notify = await call('/system/notify-template/send-notify', { method: 'POST', body: { userId: 1, templateCode: 'x', templateParams: { 'k\u0000': 'v' } } });
    expect(notify).toEqual({ code: 400, data: null, msg: '模板参数不能包含空字符' });
    const model = await call('/bpm/model/update', { method: 'PUT', body: { id: 1, name: '模型', description: 'd\u0000' } });
    expect(model).toEqual({ code: 400, data: null, msg: '流程描述不能包含空字符' });
  });

  it('a NUL character in a text field of a multipart upload', async () => {
    const part = (name: string, value: string, file = '') =>
      `--b\r\nContent-Disposition: form-data; name="${name}"${file && `; filename="${file}"`}\r\n\r\n${value}\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/bpm/model/import`,
      headers: { 'tenant-id': '1', authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=b' },
      payload: part('key', 'k\u0000') + part('name', '模型') + part('bpmnFile', '<definitions/>', 'a.bpmn') + '--b--\r\n',
    });
    expect(res.json()).toEqual({ code: 400, data: null, msg: '流程标识不能包含空字符' });
  });

  it.each(['1e20', 'Infinity'])('pageNo=%s', async (pageNo) => {
    expect(await call('/system/user/page', { query: { pageNo } })).toEqual({ code: 400, data: null, msg: '页码格式不正确，应为整数' });
  });

  it('pageNo of 400 digits', async () => {
    expect(await call('/system/user/page', { query: { pageNo: '9'.repeat(400) } })).toEqual({ code: 400, data: null, msg: '页码不能大于 10000000' });
  });

  it('integers beyond their column: notify filters, parent ids, a tenant expiry of 1e21', async () => {
    expect((await call('/system/notify-message/page', { query: { userType: '2147483648' } })).msg).toBe('用户类型不能大于 2');
    expect((await call('/system/notify-message/page', { query: { templateType: '2147483648' } })).msg).toBe('模版类型不能大于 32767');
    const dept = { name: '越界', parentId: 2 ** 31, sort: 0, status: 0 };
    expect(await call('/system/dept/create', { method: 'POST', body: dept })).toEqual({ code: 400, data: null, msg: '上级部门不能大于 2147483647' });
    const menu = { id: 1, name: '越界', type: 1, sort: 0, parentId: 2 ** 31, status: 0 };
    expect((await call('/system/menu/update', { method: 'PUT', body: menu })).msg).toBe('上级菜单不能大于 2147483647');
    const tenant = { id: 121, name: '小租户', contactName: '联系人', status: 0, packageId: 111, expireTime: 1e21, accountCount: 10 };
    expect(await call('/system/tenant/update', { method: 'PUT', body: tenant })).toEqual({ code: 400, data: null, msg: '过期时间不能晚于 9999-12-31' });
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'b'],
    ['a boundary of 300 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'b'.repeat(300)],
  ])('a multipart upload with %s', async (_, contentType, boundary) => {
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nxx\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/system/user/import`,
      headers: { 'tenant-id': '1', authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
    expect(res.json()).toEqual({ code: 400, data: null, msg: '无法读取上传内容：请以 multipart/form-data 上传 Excel 文件（字段 file），并带上有效的 boundary' });
  });
});

/** Issue 21: what outside testers still found in the second round. */
describe('dates and integers, spelled as a person would', () => {
  let token: string;
  beforeAll(async () => {
    token = (await t.login()).accessToken;
  });

  it('refuses a date filter that names no real moment, on every spelling of the filter', async () => {
    for (const query of [
      { 'createTime[0]': '2024-02-30 00:00:00', 'createTime[1]': '2024-03-01 00:00:00' },
      { beginCreateTime: '2024-02-30 00:00:00', endCreateTime: '2024-03-01 00:00:00' },
      { 'createTime[0]': '2024-01-01 00:00:00', 'createTime[1]': '2023-02-29 24:00:00' },
    ]) {
      expect(await t.api({ path: '/bpm/task/done-page', query, token })).toEqual({ code: 400, data: null, msg: '创建时间格式不正确' });
    }
    const leap = await t.api({ path: '/bpm/task/done-page', query: { 'createTime[0]': '2024-02-29 00:00:00', 'createTime[1]': '2024-02-29 23:59:59' }, token });
    expect(leap.code).toBe(0);
  });

  it('reads only plain decimal digits as an integer in a query, and deletes nothing otherwise', async () => {
    const id = (await t.api<number>({ method: 'POST', path: '/system/post/create', token, body: { code: 'spelling', name: '拼写岗', sort: 4, status: 0 } })).data;
    for (const spelt of [`0x${id.toString(16)}`, `+${id}`, `${id}.0`, ` ${id}`, `${id} `]) {
      const res = await t.app.inject({ method: 'DELETE', url: `${API_BASE}/system/post/delete?id=${encodeURIComponent(spelt)}`, headers: { 'tenant-id': '1', authorization: `Bearer ${token}` } });
      expect(res.json(), spelt).toEqual({ code: 400, data: null, msg: '编号格式不正确，应为整数' });
    }
    for (const qs of [`id[]=${id}`, `id=${id}&id=${id}`]) {
      const res = await t.app.inject({ method: 'DELETE', url: `${API_BASE}/system/post/delete?${qs}`, headers: { 'tenant-id': '1', authorization: `Bearer ${token}` } });
      expect(res.json().code, qs).toBe(400);
    }
    expect((await t.api({ path: '/system/post/get', query: { id }, token })).code).toBe(0);
  });

  it('reads a string of plain digits as the integer a JSON body wants, within the same bounds', async () => {
    const created = await t.api<number>({ method: 'POST', path: '/system/post/create', token, body: { code: 'digits', name: '数字岗', sort: '7', status: '0' } });
    expect(created.code).toBe(0);
    expect((await t.api<{ sort: number; status: number }>({ path: '/system/post/get', query: { id: created.data }, token })).data).toMatchObject({ sort: 7, status: 0 });
    const bad = { code: 'digits2', name: '数字岗2', status: 0 };
    expect((await t.api({ method: 'POST', path: '/system/post/create', token, body: { ...bad, sort: '0x7' } })).msg).toMatch(/格式不正确，应为整数/);
    expect((await t.api({ method: 'POST', path: '/system/post/create', token, body: { ...bad, sort: '7.5' } })).msg).toMatch(/格式不正确，应为整数/);
    expect((await t.api({ method: 'POST', path: '/system/post/create', token, body: { ...bad, sort: '99999999999' } })).code).toBe(400);
  });
});
