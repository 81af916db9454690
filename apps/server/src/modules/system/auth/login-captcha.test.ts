/**
 * The captcha as the login meets it: required while 配置管理's switch is on, and for a username
 * after five failures or an address after ten, whatever the client claims; a verification serves one
 * login. check-use-captcha tells the login page the same.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ConfigKeys, configApi, loginLogApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { createUser } from '../role/testing/rbac.fixtures.ts';
import { solvedVerification } from '../captcha/testing/captcha.fixtures.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

/** Addresses no other run shares. */
const run = randomBytes(2);
const address = (n: number) => `10.${run[0]}.${run[1]}.${n}`;

const inject = async (method: 'GET' | 'POST', path: string, remoteAddress: string, body?: unknown) =>
  (
    await t.app.inject({
      method,
      url: `${API_BASE}${path}`,
      headers: { 'tenant-id': '1', ...(body ? { 'content-type': 'application/json' } : {}) },
      payload: body ? JSON.stringify(body) : undefined,
      remoteAddress,
    })
  ).json<{ code: number; msg: string; data: unknown }>();
const login = (body: { username: string; password: string; captchaVerification?: string }, ip: string) =>
  inject('POST', '/system/auth/login', ip, body);
const useCaptcha = async (username: string, ip: string) =>
  (await inject('GET', `/system/auth/check-use-captcha?username=${encodeURIComponent(username)}`, ip)).data;

const refused = (reason: string) => ({ code: 1002000004, data: null, msg: `验证码不正确，原因：${reason}` });

async function setSwitch(value: 'true' | 'false') {
  const list = (await t.call(configApi.page, { query: { key: ConfigKeys.CAPTCHA_ENABLED, pageSize: 100 }, as: admin })).data.list;
  const row = list.find((c) => c.key === ConfigKeys.CAPTCHA_ENABLED)!;
  expect((await t.call(configApi.update, { body: { ...row, value }, as: admin })).code).toBe(0);
}

describe('while the switch is on', () => {
  beforeAll(() => setSwitch('true'));
  afterAll(() => setSwitch('false'));

  it('the login needs a solved puzzle, and each verification signs in once', async () => {
    const { username, password } = await createUser(t, admin);
    const ip = address(1);
    expect(await useCaptcha(username, ip)).toBe(true);
    expect(await login({ username, password }, ip)).toEqual(refused('验证码不能为空'));
    expect(await login({ username, password, captchaVerification: 'made-up' }, ip)).toEqual(refused('验证码已失效，请重新获取'));

    const verification = await solvedVerification(t.app, ip);
    expect(await login({ username, password, captchaVerification: verification }, ip)).toMatchObject({ code: 0 });
    expect(await login({ username, password, captchaVerification: verification }, ip)).toEqual(refused('验证码已失效，请重新获取'));

    const logged = await t.call(loginLogApi.page, { query: { username, pageSize: 10 }, as: admin });
    expect(logged.data.list.map((r) => r.result).sort()).toEqual([0, 30, 30, 30]);
  });

  it('a wrong password with a good verification still fails, and the verification is spent', async () => {
    const { username, password } = await createUser(t, admin);
    const ip = address(2);
    const verification = await solvedVerification(t.app, ip);
    expect((await login({ username, password: 'wrong-guess', captchaVerification: verification }, ip)).code).toBe(1002000000);
    expect(await login({ username, password, captchaVerification: verification }, ip)).toEqual(refused('验证码已失效，请重新获取'));
  });
});

describe('while the switch is off', () => {
  it('signs in without a captcha, and ignores one sent anyway', async () => {
    const { username, password } = await createUser(t, admin);
    expect(await useCaptcha(username, address(3))).toBe(false);
    expect(await login({ username, password }, address(3))).toMatchObject({ code: 0 });
    expect(await login({ username, password, captchaVerification: 'anything' }, address(3))).toMatchObject({ code: 0 });
  });

  it('five failures of a username ask for the captcha for it, from any address; the server asks whatever the page does', async () => {
    const { username, password } = await createUser(t, admin);
    const other = await createUser(t, admin);
    const [ip, elsewhere] = [address(4), address(5)];
    for (let i = 0; i < 5; i++) {
      expect(await useCaptcha(username, i < 4 ? ip : elsewhere)).toBe(false);
      expect((await login({ username, password: 'wrong-guess' }, i < 4 ? ip : elsewhere)).code).toBe(1002000000);
    }
    expect(await useCaptcha(username, ip)).toBe(true);
    expect(await useCaptcha(username, elsewhere)).toBe(true);
    expect(await useCaptcha(other.username, ip)).toBe(false);

    expect(await login({ username, password }, address(8))).toEqual(refused('验证码不能为空'));
    expect(await login(other, ip)).toMatchObject({ code: 0 });
    expect(await login({ username, password, captchaVerification: await solvedVerification(t.app, elsewhere) }, elsewhere)).toMatchObject({ code: 0 });
  });

  it('ten failures from one address, whatever the usernames, ask everyone there for the captcha', async () => {
    const { username, password } = await createUser(t, admin);
    const [ip, elsewhere] = [address(6), address(7)];
    for (let i = 0; i < 10; i++) expect((await login({ username: `nobody-${i}`, password: 'wrong-guess' }, ip)).code).toBe(1002000000);
    expect(await useCaptcha(username, ip)).toBe(true);
    expect(await useCaptcha(username, elsewhere)).toBe(false);
    expect(await login({ username, password }, ip)).toEqual(refused('验证码不能为空'));
    expect(await login({ username, password }, elsewhere)).toMatchObject({ code: 0 });
  });
});
