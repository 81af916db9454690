// @postgres: refresh-token rotation: a spent token is found and its session revoked by conditional updates
import { authApi } from '@tenon/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { loginLog } from '../login-log/login-log.schema.ts';
import { user } from '../user/user.schema.ts';
import { testApp, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ loginMaxFailuresPerUser: 3 });
});
afterAll(() => t.close());

const lastLoginLog = async (username: string) =>
  (await t.db.select().from(loginLog).where(eq(loginLog.username, username)).orderBy(desc(loginLog.id)).limit(1))[0];

describe('POST /system/auth/login', () => {
  it('answers the four token fields for the demo administrator and logs the success', async () => {
    const res = await t.call(authApi.login, { body: { username: '  admin ', password: 'admin123' } });
    expect(res.code).toBe(0);
    expect(res.msg).toBe('');
    expect(Object.keys(res.data).sort()).toEqual(['accessToken', 'expiresTime', 'refreshToken', 'userId']);
    expect(res.data.userId).toBe(1);
    const expires = res.data.expiresTime as number;
    expect(expires - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(await lastLoginLog('admin')).toMatchObject({ result: 0, logType: 100, userId: 1, tenantId: 1 });
  });

  it('gives one message for a wrong password and for an unknown user, and logs both', async () => {
    const wrong = await t.call(authApi.login, { body: { username: 'test', password: 'nope' } });
    const unknown = await t.call(authApi.login, { body: { username: 'ghost', password: 'nope' } });
    expect(wrong).toEqual({ code: 1002000000, data: null, msg: '登录失败，账号密码不正确' });
    expect(unknown).toEqual(wrong);
    expect(await lastLoginLog('test')).toMatchObject({ result: 10, userId: 100 });
    expect(await lastLoginLog('ghost')).toMatchObject({ result: 10, userId: 0 });
  });

  it('locks a username after repeated failures, even with the right password, and logs the refusal', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await t.call(authApi.login, { body: { username: 'locked-user', password: 'x' } });
      expect(r.code).toBe(1002000000);
    }
    const res = await t.call(authApi.login, { body: { username: 'locked-user', password: 'x' } });
    expect(res.code).toBe(1002000010);
    expect(res.msg).toMatch(/^登录失败次数过多，请 \d+ 分钟后再试$/);
    expect(await lastLoginLog('locked-user')).toMatchObject({ result: 40 });
  });

  it('refuses a disabled user only after the right password, with its own message', async () => {
    await t.db.update(user).set({ status: 1 }).where(and(eq(user.username, 'test'), eq(user.tenantId, 1)));
    try {
      const res = await t.call(authApi.login, { body: { username: 'test', password: 'test123' } });
      expect(res).toMatchObject({ code: 1002000001, msg: '登录失败，账号被禁用' });
    } finally {
      await t.db.update(user).set({ status: 0 }).where(and(eq(user.username, 'test'), eq(user.tenantId, 1)));
    }
  });

  it('logs in to the second tenant with its own administrator, not with the first tenant', async () => {
    const s = await t.login('admin110', 'admin123', 121);
    expect(s.userId).toBe(110);
    const cross = await t.call(authApi.login, { body: { username: 'admin110', password: 'admin123' } });
    expect(cross.code).toBe(1002000000);
  });
});

describe('GET /system/auth/get-permission-info', () => {
  it('answers user, roles, permissions and menus for the signed-in user', async () => {
    const s = await t.login();
    const res = await t.call(authApi.getPermissionInfo, { as: s });
    expect(res.code).toBe(0);
    expect(res.data.user).toEqual({ id: 1, userName: 'admin', nickname: '系统管理员', avatar: '', tenantId: 1 });
    expect(res.data.roles).toEqual(['super_admin']);
    expect(Array.isArray(res.data.permissions)).toBe(true);
    expect(Array.isArray(res.data.menus)).toBe(true);
  });

  it('answers 401 without a token and with an unknown token', async () => {
    expect(await t.call(authApi.getPermissionInfo)).toEqual({ code: 401, data: null, msg: '账号未登录' });
    expect((await t.api({ path: '/system/auth/get-permission-info', token: 'forged' })).code).toBe(401);
  });

  it('answers 403 when the tenant-id header names another tenant than the token', async () => {
    const s = await t.login();
    const res = await t.call(authApi.getPermissionInfo, { as: s, tenantId: 121 });
    expect(res).toEqual({ code: 403, data: null, msg: '您无权访问该租户的数据' });
  });

  it('answers 400 when the tenant-id header is missing or malformed', async () => {
    const s = await t.login();
    const missing = await t.call(authApi.getPermissionInfo, { as: s, tenantId: null });
    expect(missing).toEqual({ code: 400, data: null, msg: '请求的租户标识未传递，请进行排查' });
    const bad = await t.api({ path: '/system/auth/get-permission-info', token: s.accessToken, tenantId: null, headers: { 'tenant-id': '1 OR 1=1' } });
    expect(bad.code).toBe(400);
  });
});

describe('POST /system/auth/refresh-token', () => {
  const refresh = (refreshToken: string, tenantId = 1) =>
    t.call(authApi.refreshToken, { query: { refreshToken }, tenantId });

  it('rotates both tokens, and the old access token stops working', async () => {
    const s = await t.login();
    const res = await refresh(s.refreshToken);
    expect(res.code).toBe(0);
    expect(res.data.userId).toBe(1);
    expect(res.data.accessToken).not.toBe(s.accessToken);
    expect(res.data.refreshToken).not.toBe(s.refreshToken);
    expect((await t.call(authApi.getPermissionInfo, { as: res.data })).code).toBe(0);
    expect((await t.call(authApi.getPermissionInfo, { as: s })).code).toBe(401);
  });

  it('treats reuse of a spent refresh token as theft: the whole session is revoked', async () => {
    const s = await t.login();
    const first = await refresh(s.refreshToken);
    expect(first.code).toBe(0);
    const replay = await refresh(s.refreshToken);
    expect(replay).toEqual({ code: 400, data: null, msg: '无效的刷新令牌' });
    // The tokens handed out by the legitimate refresh are gone too.
    expect((await t.call(authApi.getPermissionInfo, { as: first.data })).code).toBe(401);
    expect((await refresh(first.data.refreshToken)).msg).toBe('无效的刷新令牌');
  });

  it('rejects an unknown refresh token and one presented to another tenant', async () => {
    expect((await refresh('not-a-token')).msg).toBe('无效的刷新令牌');
    const s = await t.login();
    expect((await refresh(s.refreshToken, 121)).msg).toBe('无效的刷新令牌');
  });

  it('answers 400 naming the field when the refresh token is missing', async () => {
    const res = await t.call(authApi.refreshToken);
    expect(res).toEqual({ code: 400, data: null, msg: '刷新令牌不能为空' });
  });
});

describe('POST /system/auth/logout', () => {
  it('revokes the session: access and refresh tokens stop working, and it is logged', async () => {
    const s = await t.login('test', 'test123');
    const res = await t.call(authApi.logout, { as: s });
    expect(res).toEqual({ code: 0, data: true, msg: '' });
    expect((await t.call(authApi.getPermissionInfo, { as: s })).code).toBe(401);
    const r = await t.call(authApi.refreshToken, { query: { refreshToken: s.refreshToken } });
    expect(r.msg).toBe('无效的刷新令牌');
    expect(await lastLoginLog('test')).toMatchObject({ logType: 200, result: 0 });
  });

  it('succeeds without a token (nothing to revoke)', async () => {
    expect(await t.call(authApi.logout)).toEqual({ code: 0, data: true, msg: '' });
  });
});

describe('GET /system/auth/check-use-captcha and login-hints', () => {
  it('says no captcha by default and pre-fills the demo login on the demo start', async () => {
    expect(await t.call(authApi.checkUseCaptcha, { query: { username: 'admin' } })).toEqual({ code: 0, data: false, msg: '' });
    const hints = await t.call(authApi.loginHints, { tenantId: null });
    expect(hints.data).toEqual({ tenantName: '榫卯科技', username: 'admin', password: 'admin123' });
  });
});

describe('access-token expiry', () => {
  it('stops accepting an access token once it has expired, while its refresh token still works', async () => {
    // The clock is moved, not waited for: a real wait raced the sign-in and first use against the
    // token's life, and a busy machine lost that race.
    const short = await testApp({ accessTokenTtlSeconds: 60 });
    try {
      const s = await short.login();
      expect((await short.api({ path: '/system/auth/get-permission-info', token: s.accessToken })).code).toBe(0);
      vi.useFakeTimers({ toFake: ['Date'], now: s.expiresTime + 1 });
      expect((await short.api({ path: '/system/auth/get-permission-info', token: s.accessToken })).code).toBe(401);
      const r = await short.api<{ accessToken: string }>({
        method: 'POST',
        path: '/system/auth/refresh-token',
        query: { refreshToken: s.refreshToken },
      });
      expect((await short.api({ path: '/system/auth/get-permission-info', token: r.data.accessToken })).code).toBe(0);
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });
});
