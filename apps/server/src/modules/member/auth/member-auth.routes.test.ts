/** The members' sign-in on the app surface: login by mobile, refresh, logout, and the member's own profile. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCodes, MemberErrorCodes, memberAuthApi, memberUserApi } from '@tenon/contracts';
import { testApp, type TestApp } from '../../../test/testApp.ts';
import { memberUser } from '../user/member-user.schema.ts';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../user/member-user.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ loginMaxFailuresPerUser: 3 });
});
afterAll(() => t.close());

const [memberA] = DEMO_MEMBERS;
const login = (mobile: string, password: string, tenantId = 1) => t.call(memberAuthApi.login, { body: { mobile, password }, tenantId });
const signIn = async (mobile: string = memberA.mobile, tenantId = 1) => {
  const res = await login(mobile, DEMO_MEMBER_PASSWORD, tenantId);
  expect(res.code, res.msg).toBe(0);
  return { ...res.data, tenantId };
};

describe('POST /member/auth/login (app surface)', () => {
  it('answers the four token fields for the demo member, and notes the sign-in', async () => {
    const res = await login(memberA.mobile, DEMO_MEMBER_PASSWORD);
    expect(res.code).toBe(0);
    expect(Object.keys(res.data).sort()).toEqual(['accessToken', 'expiresTime', 'refreshToken', 'userId']);
    expect(res.data.expiresTime - Date.now()).toBeGreaterThan(29 * 60_000);
    const [row] = await t.db.select().from(memberUser).where(eq(memberUser.id, res.data.userId));
    expect(row).toMatchObject({ tenantId: 1, mobile: memberA.mobile, loginIp: '127.0.0.1' });
    expect(row!.loginDate).toBeGreaterThan(Date.now() - 60_000);
  });

  it('gives one message for a wrong password and for an unknown mobile', async () => {
    const wrong = await login(memberA.mobile, 'nope');
    const unknown = await login('13900000000', 'nope');
    expect(wrong).toEqual({ code: MemberErrorCodes.MEMBER_AUTH_LOGIN_BAD_CREDENTIALS.code, data: null, msg: '登录失败，账号密码不正确' });
    expect(unknown).toEqual(wrong);
  });

  it('goes through the login throttle: repeated failures lock the mobile from this address', async () => {
    for (let i = 0; i < 3; i++) expect((await login('13911111111', 'x')).code).toBe(MemberErrorCodes.MEMBER_AUTH_LOGIN_BAD_CREDENTIALS.code);
    const res = await login('13911111111', 'x');
    expect(res.code).toBe(ErrorCodes.AUTH_LOGIN_TOO_MANY_ATTEMPTS.code);
    expect(res.msg).toMatch(/^登录失败次数过多，请 \d+ 分钟后再试$/);
  });

  it('refuses a disabled member only after the right password, and their tokens stop working', async () => {
    const session = await signIn();
    const where = and(eq(memberUser.tenantId, 1), eq(memberUser.mobile, memberA.mobile));
    await t.db.update(memberUser).set({ status: 1 }).where(where);
    try {
      expect((await login(memberA.mobile, 'nope')).code).toBe(MemberErrorCodes.MEMBER_AUTH_LOGIN_BAD_CREDENTIALS.code);
      expect(await login(memberA.mobile, DEMO_MEMBER_PASSWORD)).toMatchObject({ code: 1004003001, msg: '登录失败，账号被禁用' });
      expect((await t.call(memberUserApi.get, { as: session })).code).toBe(401);
      expect((await t.call(memberAuthApi.refreshToken, { query: { refreshToken: session.refreshToken } })).code).toBe(ErrorCodes.INVALID_REFRESH_TOKEN.code);
    } finally {
      await t.db.update(memberUser).set({ status: 0 }).where(where);
    }
  });

  it('validates its body as the console does', async () => {
    const res = await t.api({ method: 'POST', surface: 'app', path: '/member/auth/login', body: { mobile: '12345', password: 'x' } });
    expect(res.code).toBe(400);
    expect((await t.api({ method: 'POST', surface: 'app', path: '/member/auth/login', body: { mobile: memberA.mobile, password: 'x' }, tenantId: null })).msg).toBe(
      ErrorCodes.TENANT_ID_MISSING.msg,
    );
  });
});

describe('GET /member/user/get', () => {
  it('answers the signed-in member’s own account', async () => {
    const session = await signIn();
    const res = await t.call(memberUserApi.get, { as: session });
    expect(res).toMatchObject({ code: 0, data: { id: session.userId, mobile: memberA.mobile, nickname: memberA.nickname, avatar: '' } });
    expect(Object.keys(res.data).sort()).toEqual(['avatar', 'id', 'mobile', 'nickname']);
  });

  it('refuses an anonymous caller and a made-up token', async () => {
    expect((await t.call(memberUserApi.get)).code).toBe(401);
    expect((await t.call(memberUserApi.get, { as: { accessToken: 'f'.repeat(48) } }))).toMatchObject({ code: 401, msg: '账号未登录' });
  });
});

describe('refresh and logout', () => {
  it('exchanges a refresh token once; presenting it again ends the session', async () => {
    const session = await signIn();
    const next = await t.callOk(memberAuthApi.refreshToken, { query: { refreshToken: session.refreshToken } });
    expect(next.accessToken).not.toBe(session.accessToken);
    expect((await t.call(memberUserApi.get, { as: session })).code).toBe(401);
    expect((await t.call(memberUserApi.get, { as: next })).code).toBe(0);
    expect((await t.call(memberAuthApi.refreshToken, { query: { refreshToken: session.refreshToken } })).code).toBe(ErrorCodes.INVALID_REFRESH_TOKEN.code);
    expect((await t.call(memberUserApi.get, { as: next })).code).toBe(401);
    expect((await t.call(memberAuthApi.refreshToken, { query: { refreshToken: next.refreshToken } })).code).toBe(ErrorCodes.INVALID_REFRESH_TOKEN.code);
  });

  it('refuses an access token as a refresh token, and a refresh token of another tenant', async () => {
    const session = await signIn();
    expect((await t.call(memberAuthApi.refreshToken, { query: { refreshToken: session.accessToken } })).code).toBe(ErrorCodes.INVALID_REFRESH_TOKEN.code);
    expect((await t.call(memberAuthApi.refreshToken, { query: { refreshToken: session.refreshToken }, tenantId: 121 })).code).toBe(
      ErrorCodes.INVALID_REFRESH_TOKEN.code,
    );
    expect((await t.call(memberAuthApi.refreshToken, { query: { refreshToken: session.refreshToken } })).code).toBe(0);
  });

  it('logs out every token of the session, and answers true again after', async () => {
    const session = await signIn();
    expect(await t.callOk(memberAuthApi.logout, { as: session })).toBe(true);
    expect((await t.call(memberUserApi.get, { as: session })).code).toBe(401);
    expect((await t.call(memberAuthApi.refreshToken, { query: { refreshToken: session.refreshToken } })).code).toBe(ErrorCodes.INVALID_REFRESH_TOKEN.code);
    expect(await t.callOk(memberAuthApi.logout, { as: session })).toBe(true);
  });
});
