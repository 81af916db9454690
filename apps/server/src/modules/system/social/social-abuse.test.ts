/**
 * What social login refuses: a replayed state or code, a state spent in another tenant or for
 * another type, an expired state, a binding login with the wrong code, and someone else's
 * unbinding; and what binding does to accounts already bound (it moves, it replaces). Against
 * the Gitee fake (testing/fake-providers.ts): the rules are the round trip's, not a provider's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authApi, ErrorCodes, loginLogApi, socialUserApi, SocialType, userProfileApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { startFakeProviders, type FakeAccount, type FakeProviders } from './testing/fake-providers.ts';
import { useClient } from './testing/social-helpers.ts';
import { MAX_OPEN_STATES, sha256Hex } from './social-auth-state.ts';
import { socialAuthState } from './social.schema.ts';

const REDIRECT = 'http://tenon.test/social-login?type=10';
const SECRET = 'gitee-secret-abuse';
const SPENT = { code: ErrorCodes.SOCIAL_USER_AUTH_FAILURE.code, msg: '社交授权失败，原因是：本次授权已失效或已使用，请重新发起登录' };
const NOT_FOUND = { code: ErrorCodes.SOCIAL_USER_NOT_FOUND.code, msg: '社交授权失败，找不到对应的用户' };

let t: TestApp;
let admin: Session;
let otherAdmin: Session;
let fake: FakeProviders;
let n = 0;
const account = (): FakeAccount => ({ id: String(9000 + ++n), name: `码云用户${n}`, avatar: '' });

beforeAll(async () => {
  fake = await startFakeProviders();
  t = await testApp({ socialProviderBaseUrls: { 10: fake.base } });
  [admin, otherAdmin] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
  await useClient(t, admin, SocialType.GITEE, { clientId: 'gitee-app', clientSecret: SECRET });
  await useClient(t, otherAdmin, SocialType.GITEE, { clientId: 'gitee-app-121', clientSecret: SECRET });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Starter = { accessToken: string; tenantId?: number };

/** `as`: the signed-in user starting it (the profile's 绑定); none for a sign-in. */
async function newState(tenantId = 1, type: SocialType = SocialType.GITEE, as?: Starter) {
  const url = new URL(await t.callOk(authApi.socialAuthRedirect, { query: { type, redirectUri: REDIRECT }, tenantId, ...(as ? { as } : {}) }));
  return url.searchParams.get('state')!;
}

/** A callback as the provider sends it back: a fresh code for `who`. */
async function callback(who: FakeAccount, tenantId = 1, as?: Starter) {
  return { type: SocialType.GITEE, code: fake.issue(who, SECRET), state: await newState(tenantId, SocialType.GITEE, as) };
}

const socialLogin = (body: Awaited<ReturnType<typeof callback>>, tenantId = 1) => t.call(authApi.socialLogin, { body, tenantId });
const bindingLogin = (username: string, cb: { type: number; code: string; state: string }) =>
  t.call(authApi.login, { body: { username, password: 'test123', socialType: cb.type, socialCode: cb.code, socialState: cb.state } });
const asUser = (tokens: { accessToken: string }) => ({ ...tokens, tenantId: 1 });

describe('social login refuses', () => {
  it('a replayed callback, whether it asked for a binding or signed in', async () => {
    const who = account();
    const cb = await callback(who);
    expect((await socialLogin(cb)).code).toBe(ErrorCodes.AUTH_THIRD_LOGIN_NOT_BIND.code);
    expect(await socialLogin(cb)).toMatchObject(SPENT);
    expect((await bindingLogin('lisi', cb)).code).toBe(0);

    const direct = await callback(who);
    expect((await socialLogin(direct)).code).toBe(0);
    expect(await socialLogin(direct)).toMatchObject(SPENT);
  });

  it('the same state with another code, as a replayed state', async () => {
    const cb = await callback(account());
    expect((await socialLogin(cb)).code).toBe(ErrorCodes.AUTH_THIRD_LOGIN_NOT_BIND.code);
    expect(await socialLogin({ ...cb, code: fake.issue(account(), SECRET) })).toMatchObject(SPENT);
  });

  it('a state made in another tenant, and leaves it usable in its own', async () => {
    const cb = await callback(account(), 1);
    expect(await socialLogin(cb, 121)).toMatchObject(SPENT);
    expect((await socialLogin(cb, 1)).code).toBe(ErrorCodes.AUTH_THIRD_LOGIN_NOT_BIND.code);
  });

  it('a state made for another type, and leaves it usable for its own', async () => {
    const cb = await callback(account());
    expect(await t.call(authApi.socialLogin, { body: { ...cb, type: SocialType.DINGTALK } })).toMatchObject(SPENT);
    expect((await socialLogin(cb)).code).toBe(ErrorCodes.AUTH_THIRD_LOGIN_NOT_BIND.code);
  });

  it('an expired state', async () => {
    const cb = await callback(account());
    await t.db.update(socialAuthState).set({ expiresTime: Date.now() - 1 }).where(eq(socialAuthState.stateHash, sha256Hex(cb.state)));
    expect(await socialLogin(cb)).toMatchObject(SPENT);
  });

  it('a state it never made, without calling the provider', async () => {
    fake.calls.length = 0;
    expect(await socialLogin({ type: SocialType.GITEE, code: fake.issue(account(), SECRET), state: 'made-up-state' })).toMatchObject(SPENT);
    expect(fake.calls).toEqual([]);
  });

  it('a binding login with the wrong code or another trip’s state, starting no session; the right one binds once', async () => {
    const who = account();
    const cb = await callback(who);
    expect((await socialLogin(cb)).code).toBe(ErrorCodes.AUTH_THIRD_LOGIN_NOT_BIND.code);

    expect(await bindingLogin('zhangsan', { ...cb, code: 'not-the-code' })).toMatchObject(NOT_FOUND);
    expect(await bindingLogin('zhangsan', { ...cb, state: await newState() })).toMatchObject(NOT_FOUND);
    expect(await bindingLogin('zhangsan', { ...cb, type: SocialType.DINGTALK })).toMatchObject(NOT_FOUND);
    expect(await bindingLogin('zhangsan', { ...cb, code: '' })).toMatchObject(NOT_FOUND);
    const logs = (await t.callOk(loginLogApi.page, { query: { username: 'zhangsan', pageSize: 100 }, as: admin })).list;
    expect(logs.filter((l) => l.logType === 100).map((l) => l.result)).toEqual([100, 100, 100, 100]);

    const bound = await bindingLogin('zhangsan', cb);
    expect(bound.code).toBe(0);
    expect((await t.callOk(userProfileApi.get, { as: asUser(bound.data) })).socialUsers).toEqual([{ type: SocialType.GITEE, openid: who.id }]);
    // Bound once: the same trip cannot bind it to anyone else.
    expect(await bindingLogin('lisi', cb)).toMatchObject(NOT_FOUND);
  });

  it('a binding login whose round trip waited past its expiry', async () => {
    const cb = await callback(account());
    expect((await socialLogin(cb)).code).toBe(ErrorCodes.AUTH_THIRD_LOGIN_NOT_BIND.code);
    await t.db.update(socialAuthState).set({ expiresTime: Date.now() - 1 }).where(eq(socialAuthState.stateHash, sha256Hex(cb.state)));
    expect(await bindingLogin('zhangsan', cb)).toMatchObject(NOT_FOUND);
  });
});

describe('binding', () => {
  it('moves an account bound to one user when another binds it, and replaces a user’s account of the same type', async () => {
    const first = account();
    const second = account();
    const lisi = await t.callOk(authApi.login, { body: { username: 'lisi', password: 'test123' } });
    const zhaoliu = await t.callOk(authApi.login, { body: { username: 'zhaoliu', password: 'test123' } });

    expect(await t.callOk(socialUserApi.bind, { body: await callback(first, 1, asUser(lisi)), as: asUser(lisi) })).toBe(true);
    expect(await t.callOk(socialUserApi.bind, { body: await callback(first, 1, asUser(zhaoliu)), as: asUser(zhaoliu) })).toBe(true);
    expect((await t.callOk(socialUserApi.getBindList, { as: asUser(lisi) })).map((s) => s.openid)).toEqual([]);
    expect((await t.callOk(socialUserApi.getBindList, { as: asUser(zhaoliu) })).map((s) => s.openid)).toEqual([first.id]);

    expect(await t.callOk(socialUserApi.bind, { body: await callback(second, 1, asUser(zhaoliu)), as: asUser(zhaoliu) })).toBe(true);
    expect((await t.callOk(socialUserApi.getBindList, { as: asUser(zhaoliu) })).map((s) => s.openid)).toEqual([second.id]);
    // The account that was replaced signs in as nobody now.
    expect((await socialLogin(await callback(first))).code).toBe(ErrorCodes.AUTH_THIRD_LOGIN_NOT_BIND.code);
    expect((await socialLogin(await callback(second))).data).toMatchObject({ userId: zhaoliu.userId });
  });

  it('refuses the profile’s bind for a spent state', async () => {
    const lisi = await t.callOk(authApi.login, { body: { username: 'lisi', password: 'test123' } });
    const cb = await callback(account(), 1, asUser(lisi));
    expect(await t.callOk(socialUserApi.bind, { body: cb, as: asUser(lisi) })).toBe(true);
    expect(await t.call(socialUserApi.bind, { body: cb, as: asUser(lisi) })).toMatchObject(SPENT);
  });

  it('refuses the profile’s bind of a round trip someone else started (a link carrying their code binds nothing)', async () => {
    const lisi = await t.callOk(authApi.login, { body: { username: 'lisi', password: 'test123' } });
    const zhaoliu = await t.callOk(authApi.login, { body: { username: 'zhaoliu', password: 'test123' } });
    const NOT_YOURS = { code: ErrorCodes.SOCIAL_USER_AUTH_FAILURE.code, msg: '社交授权失败，原因是：这次授权不是由你发起的，请在个人中心重新绑定' };
    const attacker = account();
    // Started signed out (a sign-in's round trip), and started by another user.
    expect(await t.call(socialUserApi.bind, { body: await callback(attacker), as: asUser(lisi) })).toMatchObject(NOT_YOURS);
    expect(await t.call(socialUserApi.bind, { body: await callback(attacker, 1, asUser(zhaoliu)), as: asUser(lisi) })).toMatchObject(NOT_YOURS);
    expect((await t.callOk(socialUserApi.getBindList, { as: asUser(lisi) })).map((s) => s.openid)).not.toContain(attacker.id);
    expect((await socialLogin(await callback(attacker))).code).toBe(ErrorCodes.AUTH_THIRD_LOGIN_NOT_BIND.code);
  });

  it('unbinds only the caller’s own account: someone else’s stays bound', async () => {
    const who = account();
    const zhangsan = await t.callOk(authApi.login, { body: { username: 'zhangsan', password: 'test123' } });
    await t.callOk(socialUserApi.bind, { body: await callback(who, 1, asUser(zhangsan)), as: asUser(zhangsan) });

    expect(await t.callOk(socialUserApi.unbind, { body: { type: SocialType.GITEE, openid: who.id }, as: admin })).toBe(true);
    expect((await t.callOk(socialUserApi.getBindList, { as: asUser(zhangsan) })).map((s) => s.openid)).toEqual([who.id]);
    expect((await socialLogin(await callback(who))).data).toMatchObject({ userId: zhangsan.userId });

    expect(await t.callOk(socialUserApi.unbind, { body: { type: SocialType.GITEE, openid: who.id }, as: asUser(zhangsan) })).toBe(true);
    expect(await t.callOk(socialUserApi.getBindList, { as: asUser(zhangsan) })).toEqual([]);
    expect((await socialLogin(await callback(who))).code).toBe(ErrorCodes.AUTH_THIRD_LOGIN_NOT_BIND.code);
  });
});

describe('三方用户 across tenants', () => {
  it('lists and reads a tenant’s social users in that tenant only', async () => {
    const who = account();
    expect((await socialLogin(await callback(who))).code).toBe(ErrorCodes.AUTH_THIRD_LOGIN_NOT_BIND.code);
    const [mine] = (await t.callOk(socialUserApi.page, { query: { openid: who.id }, as: admin })).list;
    expect(mine).toMatchObject({ openid: who.id, nickname: who.name });
    expect((await t.callOk(socialUserApi.get, { query: { id: mine!.id }, as: admin })).openid).toBe(who.id);

    expect((await t.callOk(socialUserApi.page, { query: { openid: who.id }, as: otherAdmin })).total).toBe(0);
    expect(await t.call(socialUserApi.get, { query: { id: mine!.id }, as: otherAdmin })).toMatchObject({ code: ErrorCodes.SOCIAL_USER_NOT_EXISTS.code, msg: '社交用户不存在' });
  });
});

describe('a flood of sign-ins started', () => {
  it('is refused once the tenant has its most round trips under way, without touching another tenant; expired ones make room', async () => {
    const expiresTime = Date.now() + 60_000;
    const rows = Array.from({ length: MAX_OPEN_STATES }, (_, i) => ({ tenantId: 1, stateHash: sha256Hex(`flood-${i}`), socialType: 10, redirectUri: REDIRECT, expiresTime }));
    await t.db.insert(socialAuthState).values(rows);
    const res = await t.call(authApi.socialAuthRedirect, { query: { type: SocialType.GITEE, redirectUri: REDIRECT } });
    expect(res).toMatchObject({ code: ErrorCodes.SOCIAL_USER_AUTH_FAILURE.code, msg: '社交授权失败，原因是：发起登录的请求过多，请稍后再试' });
    expect(await newState(121)).toBeTruthy();

    await t.db.update(socialAuthState).set({ expiresTime: Date.now() - 1 }).where(eq(socialAuthState.redirectUri, REDIRECT));
    expect(await newState()).toBeTruthy();
  });
});

describe('the login throttle', () => {
  it('locks an address out of social login after repeated refused callbacks, valid ones included', async () => {
    let res = await socialLogin({ type: SocialType.GITEE, code: 'c', state: 'guess-0' });
    for (let i = 1; i <= 30 && res.code !== ErrorCodes.AUTH_LOGIN_TOO_MANY_ATTEMPTS.code; i++) {
      expect(res).toMatchObject(SPENT);
      res = await socialLogin({ type: SocialType.GITEE, code: 'c', state: `guess-${i}` });
    }
    expect(res.code).toBe(ErrorCodes.AUTH_LOGIN_TOO_MANY_ATTEMPTS.code);
    expect((await socialLogin(await callback(account()))).code).toBe(ErrorCodes.AUTH_LOGIN_TOO_MANY_ATTEMPTS.code);

    const refused = (await t.callOk(loginLogApi.page, { query: { pageSize: 100 }, as: admin })).list.filter((l) => l.logType === 101 && l.result !== 0);
    expect(refused.length).toBeGreaterThanOrEqual(30);
  });
});
