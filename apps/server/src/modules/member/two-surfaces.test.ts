/**
 * Two API surfaces, two token kinds: a member's token is refused on every admin endpoint that is
 * not public, an administrator's on every app endpoint that is not public, each as a bad token is
 * (401 账号未登录); each works on its own surface; and a member acts only in their own tenant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allEndpoints,
  authApi,
  ErrorCodes,
  memberAuthApi,
  memberUserApi,
  postApi,
  surfaceOf,
  userApi,
  userProfileApi,
  type Endpoint,
} from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../test/testApp.ts';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from './user/member-user.demo.ts';

let t: TestApp;
let admin: Session;
let adminB: Session;
let member: Session;
let memberB: Session;

const [memberOfA, memberOfB] = DEMO_MEMBERS;
const memberLogin = async (mobile: string, tenantId: number): Promise<Session> => ({
  ...(await t.callOk(memberAuthApi.login, { body: { mobile, password: DEMO_MEMBER_PASSWORD }, tenantId })),
  tenantId,
});

beforeAll(async () => {
  t = await testApp();
  [admin, adminB, member, memberB] = await Promise.all([
    t.login(),
    t.login('admin110', 'admin123', 121),
    memberLogin(memberOfA.mobile, 1),
    memberLogin(memberOfB.mobile, 121),
  ]);
});
afterAll(() => t.close());

const key = (e: Endpoint) => `${surfaceOf(e)} ${e.method} ${e.path}`;
/** A call of `e` with `token`, its path parameters filled with anything: the gate answers before they are read. */
const callWith = (e: Endpoint, token: string, tenantId = 1) =>
  t.api({
    method: e.method,
    surface: surfaceOf(e),
    path: e.path.replace(/\{\w+\}/g, 'x'),
    token,
    tenantId,
    body: e.method === 'GET' || e.method === 'DELETE' ? undefined : {},
  });
const guarded = (surface: 'admin' | 'app') => allEndpoints.filter((e) => surfaceOf(e) === surface && !('public' in e.access));

describe('a member’s token on the admin surface', () => {
  it('is refused as no token on every guarded admin endpoint: login, permission and platform ones alike', async () => {
    const endpoints = guarded('admin');
    expect(endpoints.length).toBeGreaterThan(200);
    for (const e of endpoints) expect(await callWith(e, member.accessToken), key(e)).toMatchObject({ code: 401, msg: ErrorCodes.UNAUTHORIZED.msg });
    console.log(`two surfaces: ${endpoints.length} guarded admin endpoints refused a member token`);
  });

  it('is refused by name where it would hurt most: the caller’s menus, a permission screen, the profile', async () => {
    for (const e of [authApi.getPermissionInfo, postApi.page, userApi.page, userProfileApi.get] as Endpoint[]) {
      expect(await t.call(e, { as: member, query: e.query ? { pageNo: 1, pageSize: 10 } : undefined } as never), key(e)).toMatchObject({
        code: 401,
        msg: '账号未登录',
      });
    }
  });

  it('is no refresh token there, and the console’s logout leaves the member signed in', async () => {
    expect((await t.call(authApi.refreshToken, { query: { refreshToken: member.refreshToken } })).code).toBe(ErrorCodes.INVALID_REFRESH_TOKEN.code);
    expect(await t.callOk(authApi.logout, { as: member })).toBe(true);
    expect((await t.call(memberUserApi.get, { as: member })).code).toBe(0);
  });
});

describe('an administrator’s token on the app surface', () => {
  it('is refused as no token on every guarded app endpoint', async () => {
    const endpoints = guarded('app');
    expect(endpoints.map((e) => e.path)).toContain(memberUserApi.get.path);
    for (const e of endpoints) {
      expect(await callWith(e, admin.accessToken), key(e)).toMatchObject({ code: 401, msg: ErrorCodes.UNAUTHORIZED.msg });
      expect(await callWith(e, adminB.accessToken, 121), key(e)).toMatchObject({ code: 401, msg: ErrorCodes.UNAUTHORIZED.msg });
    }
  });

  it('is no refresh token there, and the members’ logout leaves the administrator signed in', async () => {
    expect((await t.call(memberAuthApi.refreshToken, { query: { refreshToken: admin.refreshToken } })).code).toBe(ErrorCodes.INVALID_REFRESH_TOKEN.code);
    expect(await t.callOk(memberAuthApi.logout, { as: admin })).toBe(true);
    expect((await t.call(authApi.getPermissionInfo, { as: admin })).code).toBe(0);
  });
});

describe('each token on its own surface', () => {
  it('works: the administrator’s on the console’s API, the member’s on the members’', async () => {
    expect((await t.callOk(authApi.getPermissionInfo, { as: admin })).user.userName).toBe('admin');
    expect((await t.callOk(memberUserApi.get, { as: member })).mobile).toBe(memberOfA.mobile);
    expect((await t.callOk(memberUserApi.get, { as: memberB })).mobile).toBe(memberOfB.mobile);
  });

  it('serves each surface’s paths below its own base only', async () => {
    const appBelowAdmin = await t.api({ surface: 'admin', path: memberUserApi.get.path, token: member.accessToken });
    const adminBelowApp = await t.api({ surface: 'app', path: authApi.getPermissionInfo.path, token: admin.accessToken });
    expect(appBelowAdmin).toMatchObject({ code: 404, msg: '请求地址不存在' });
    expect(adminBelowApp).toMatchObject({ code: 404, msg: '请求地址不存在' });
  });
});

describe('a member and another tenant', () => {
  it('cannot act in another tenant: a header that is not the token’s tenant is refused', async () => {
    expect(await t.call(memberUserApi.get, { as: member, tenantId: 121 })).toMatchObject({ code: 403, msg: ErrorCodes.TENANT_MISMATCH.msg });
    expect(await t.call(memberUserApi.get, { as: memberB, tenantId: 1 })).toMatchObject({ code: 403, msg: ErrorCodes.TENANT_MISMATCH.msg });
  });

  it('is not a member of another tenant: the same credentials there are unknown', async () => {
    const res = await t.call(memberAuthApi.login, { body: { mobile: memberOfA.mobile, password: DEMO_MEMBER_PASSWORD }, tenantId: 121 });
    expect(res.code).toBe(1004003000);
  });

  it('cannot refresh or end a session through another tenant', async () => {
    expect((await t.call(memberAuthApi.refreshToken, { query: { refreshToken: member.refreshToken }, tenantId: 121 })).code).toBe(
      ErrorCodes.INVALID_REFRESH_TOKEN.code,
    );
    await t.callOk(memberAuthApi.logout, { as: member, tenantId: 121 });
    expect((await t.call(memberUserApi.get, { as: member })).code).toBe(0);
  });
});
