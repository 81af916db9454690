/**
 * Requests as the reference's own client (built for its Spring back end) sends them:
 * `updateSupport=0/1` on the user import, and a JSON POST with an empty body (its logout).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_BASE } from '@tenon/contracts';
import { user } from '../modules/system/user/user.schema.ts';
import { testApp, type Session, type TestApp } from '../test/testApp.ts';
import { createUser, upload, xlsx } from '../modules/system/role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const HEADERS = ['用户名称', '用户昵称', '部门编号', '邮箱', '手机号码', '性别', '账号状态'];

describe('updateSupport on POST /system/user/import, bound as Spring binds booleans', () => {
  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
  ])('updateSupport=%s updates an existing user: %s', async (value, updates) => {
    const existing = await createUser(t, admin);
    const nickname = `导入${value}`;
    const res = await upload(t, admin, await xlsx(HEADERS, [[existing.username, nickname, '', '', '', '男', '开启']]), { updateSupport: value });
    const body = res.json() as { code: number; data: { updateUsernames: string[]; failureUsernames: Record<string, string> } };
    expect(body.code).toBe(0);
    expect(body.data.updateUsernames).toEqual(updates ? [existing.username] : []);
    expect(body.data.failureUsernames).toEqual(updates ? {} : { [existing.username]: '用户账号已经存在' });
    const [row] = await t.db.select().from(user).where(eq(user.id, existing.id));
    expect(row!.nickname === nickname).toBe(updates);
  });

  it('still refuses a value that is no boolean', async () => {
    const res = await upload(t, admin, await xlsx(HEADERS, []), { updateSupport: '2' });
    expect(res.json()).toEqual({ code: 400, data: null, msg: '是否更新已存在的用户格式不正确，应为布尔值' });
  });
});

describe('a JSON POST with an empty body', () => {
  const post = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `${API_BASE}${path}`, headers: { 'tenant-id': '1', 'content-type': 'application/json', ...headers }, payload: '' });

  it('is an empty object where the endpoint takes no body: logout succeeds and ends the session', async () => {
    const s = await t.login();
    const res = await post('/system/auth/logout', { authorization: `Bearer ${s.accessToken}` });
    expect(res.json()).toEqual({ code: 0, data: true, msg: '' });
    expect((await t.api({ path: '/system/auth/get-permission-info', token: s.accessToken })).code).toBe(401);
  });

  it('is an empty object where every field of the body is optional', async () => {
    const res = await post('/system/captcha/get');
    expect(res.json()).toMatchObject({ repCode: '0000', success: true });
  });

  it('is still refused where the body has required fields', async () => {
    expect((await post('/system/auth/login')).json()).toEqual({ code: 400, data: null, msg: '请求体不能为空' });
    const res = await post('/system/dept/create', { authorization: `Bearer ${admin.accessToken}` });
    expect(res.json()).toEqual({ code: 400, data: null, msg: '请求体不能为空' });
  });
});
