/**
 * /register as a visitor meets it: closed until 配置管理 opens it, always behind the captcha,
 * under 用户管理's rules and the login throttle, and signed in with the configured role.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ConfigKeys, authApi, configApi, loginLogApi, userApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { solvedVerification } from '../captcha/testing/captcha.fixtures.ts';
import { tenant } from '../tenant/tenant.schema.ts';
import { socialClient } from '../social/social.schema.ts';
import { user } from '../user/user.schema.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

/** Addresses no other run shares, one per test, so the throttle's counts stay apart. */
const run = randomBytes(2);
let addresses = 0;
const nextAddress = () => `10.${run[0]}.${run[1]}.${++addresses}`;
let names = 0;
const newUsername = () => `reg${run.toString('hex')}${++names}`;

type Answer = { code: number; msg: string; data: { userId: number; accessToken: string } | null };
const register = async (body: Record<string, string>, ip: string, tenantId = 1) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/system/auth/register`,
      headers: { 'tenant-id': String(tenantId), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress: ip,
    })
  ).json<Answer>();
const registerSolved = async (fields: { username: string; nickname?: string; password?: string }, ip: string, tenantId = 1) =>
  register({ nickname: '新同事', password: 'secret123', ...fields, captchaVerification: await solvedVerification(t.app, ip) }, ip, tenantId);
const captchaRefused = (reason: string) => ({ code: 1002000008, data: null, msg: `验证码不正确，原因：${reason}` });

async function setConfig(key: string, value: string) {
  const list = (await t.call(configApi.page, { query: { key, pageSize: 100 }, as: admin })).data.list;
  const row = list.find((c) => c.key === key)!;
  expect((await t.call(configApi.update, { body: { ...row, value }, as: admin })).code).toBe(0);
}
const options = (tenantId = 1) => t.callOk(authApi.loginOptions, { tenantId });

describe('while registration is off (the default)', () => {
  it('refuses every registration, before looking at the captcha', async () => {
    expect((await options()).registerEnabled).toBe(false);
    expect(await register({ username: newUsername(), nickname: '访客', password: 'secret123', captchaVerification: 'x' }, nextAddress())).toEqual({
      code: 1002000011,
      data: null,
      msg: '注册功能未开启，请联系管理员',
    });
  });
});

describe('while registration is on', () => {
  beforeAll(() => setConfig(ConfigKeys.REGISTER_ENABLED, 'true'));
  afterAll(() => setConfig(ConfigKeys.REGISTER_ENABLED, 'false'));

  it('login-options says so', async () => {
    expect((await options()).registerEnabled).toBe(true);
  });

  it('creates an enabled user with the configured role and signs them in, logged as a username login', async () => {
    const username = newUsername();
    const res = await registerSolved({ username, nickname: '  新同事  ' }, nextAddress());
    expect(res.code).toBe(0);
    const session = { ...res.data!, tenantId: 1 };
    const info = await t.callOk(authApi.getPermissionInfo, { as: session });
    expect(info.user).toMatchObject({ id: res.data!.userId, userName: username, nickname: '新同事' });
    expect(info.roles).toEqual(['common']);

    const listed = await t.callOk(userApi.page, { query: { username, pageSize: 10 }, as: admin });
    expect(listed.list).toEqual([expect.objectContaining({ username, nickname: '新同事', status: 0, deptId: null })]);
    const logged = await t.callOk(loginLogApi.page, { query: { username, pageSize: 10 }, as: admin });
    expect(logged.list.map((r) => [r.logType, r.result])).toEqual([[100, 0]]);
    // The password they chose is theirs: the ordinary login takes it.
    expect((await t.call(authApi.login, { body: { username, password: 'secret123' } })).code).toBe(0);
  });

  it('always asks for the captcha, and a verification serves once', async () => {
    const ip = nextAddress();
    const username = newUsername();
    const body = { username, nickname: '访客', password: 'secret123' };
    expect(await register({ ...body, captchaVerification: '' }, ip)).toMatchObject({ code: 400 });
    expect(await register({ ...body, captchaVerification: 'made-up' }, ip)).toEqual(captchaRefused('验证码已失效，请重新获取'));
    const verification = await solvedVerification(t.app, ip);
    expect((await register({ ...body, captchaVerification: verification }, ip)).code).toBe(0);
    expect(await register({ ...body, username: newUsername(), captchaVerification: verification }, ip)).toEqual(captchaRefused('验证码已失效，请重新获取'));
    const logged = await t.callOk(loginLogApi.page, { query: { username, pageSize: 10 }, as: admin });
    expect(logged.list.map((r) => r.result).sort()).toEqual([0, 30]);
  });

  it('applies 用户管理’s rules: a taken username, a bad password, an empty nickname', async () => {
    const ip = nextAddress();
    expect(await registerSolved({ username: 'admin' }, ip)).toEqual({ code: 1002003000, data: null, msg: '用户账号已经存在' });
    expect((await registerSolved({ username: 'a b' }, ip)).code).toBe(400);
    expect((await registerSolved({ username: newUsername(), password: '123' }, ip)).msg).toBe('密码长度不能少于 6 个字符');
    expect(await registerSolved({ username: newUsername(), nickname: '   ' }, ip)).toMatchObject({ code: 400, msg: '昵称不能为空' });
  });

  it("stops at the tenant's account quota, and writes nothing", async () => {
    const [row] = await t.db.select().from(tenant).where(eq(tenant.id, 121));
    const total = (await t.db.select({ id: user.id }).from(user).where(eq(user.tenantId, 121))).length;
    await t.db.update(tenant).set({ accountCount: total }).where(eq(tenant.id, 121));
    try {
      const username = newUsername();
      expect(await registerSolved({ username }, nextAddress(), 121)).toEqual({ code: 1002003008, data: null, msg: `创建用户失败，原因：超过租户最大租户配额(${total})！` });
      await t.db.update(tenant).set({ accountCount: total + 1 }).where(eq(tenant.id, 121));
      expect((await registerSolved({ username }, nextAddress(), 121)).code).toBe(0);
    } finally {
      await t.db.update(tenant).set({ accountCount: row!.accountCount }).where(eq(tenant.id, 121));
    }
  });

  it('gives no role, and no error, in a tenant without the configured role; the role follows the key', async () => {
    // 小租户 (121) has only its administrators' role.
    const inSmall = await registerSolved({ username: newUsername() }, nextAddress(), 121);
    expect(inSmall.code).toBe(0);
    expect((await t.callOk(authApi.getPermissionInfo, { as: { ...inSmall.data!, tenantId: 121 } })).roles).toEqual([]);

    await setConfig(ConfigKeys.REGISTER_ROLE_CODE, 'test');
    try {
      const res = await registerSolved({ username: newUsername() }, nextAddress());
      expect((await t.callOk(authApi.getPermissionInfo, { as: { ...res.data!, tenantId: 1 } })).roles).toEqual(['test']);
    } finally {
      await setConfig(ConfigKeys.REGISTER_ROLE_CODE, 'common');
    }
  });

  it('refuses a disabled or expired tenant as the login does', async () => {
    await t.db.update(tenant).set({ status: 1 }).where(eq(tenant.id, 121));
    t.app.catalogue.invalidateAll(); // written past the API, so past its cache invalidation
    try {
      expect(await registerSolved({ username: newUsername() }, nextAddress(), 121)).toEqual({ code: 1002015001, data: null, msg: '名字为【小租户】的租户已被禁用' });
    } finally {
      await t.db.update(tenant).set({ status: 0 }).where(eq(tenant.id, 121));
      t.app.catalogue.invalidateAll(); // written past the API, so past its cache invalidation
    }
    const [row] = await t.db.select().from(tenant).where(eq(tenant.id, 121));
    await t.db.update(tenant).set({ expireTime: Date.now() - 1000 }).where(eq(tenant.id, 121));
    t.app.catalogue.invalidateAll(); // written past the API, so past its cache invalidation
    try {
      expect((await registerSolved({ username: newUsername() }, nextAddress(), 121)).code).toBe(1002015002);
    } finally {
      await t.db.update(tenant).set({ expireTime: row!.expireTime }).where(eq(tenant.id, 121));
      t.app.catalogue.invalidateAll(); // written past the API, so past its cache invalidation
    }
  });

  it('locks an address after repeated refusals, even with a solved captcha; another address still registers', async () => {
    const ip = nextAddress();
    // The test app's limit per username and address (LOGIN_MAX_FAILURES_PER_USER).
    const limit = Number((await t.call(configApi.page, { query: { key: ConfigKeys.LOGIN_MAX_FAILURES_PER_USER }, as: admin })).data.list[0]!.value);
    for (let i = 0; i < limit; i++) {
      expect((await register({ username: newUsername(), nickname: '访客', password: 'secret123', captchaVerification: 'guess' }, ip)).code).toBe(1002000008);
    }
    const locked = await registerSolved({ username: newUsername() }, ip);
    expect(locked).toMatchObject({ code: 1002000010, msg: expect.stringMatching(/^登录失败次数过多，请 \d+ 分钟后再试$/) });
    expect((await registerSolved({ username: newUsername() }, nextAddress())).code).toBe(0);
  });
});

describe('login-options', () => {
  it("lists the tenant's enabled social clients of the console, by type", async () => {
    // The demo's placeholders (disabled) hold types these rows need: one client per type.
    await t.db.delete(socialClient);
    await t.db.insert(socialClient).values([
      { tenantId: 1, name: '钉钉登录', socialType: 20, clientId: 'ding' },
      { tenantId: 1, name: '码云登录', socialType: 10, clientId: 'gitee' },
      { tenantId: 1, name: '已停用', socialType: 30, clientId: 'wecom', status: 1 },
      { tenantId: 1, name: '会员端', socialType: 31, clientId: 'member', userType: 1 },
      { tenantId: 121, name: '别的租户', socialType: 90, clientId: 'oidc' },
    ]);
    expect((await options()).socials).toEqual([
      { type: 10, name: '码云登录' },
      { type: 20, name: '钉钉登录' },
    ]);
    expect((await options(121)).socials).toEqual([{ type: 90, name: '别的租户' }]);
  });

  it('needs a tenant', async () => {
    expect((await t.call(authApi.loginOptions, { tenantId: null })).code).not.toBe(0);
  });
});
