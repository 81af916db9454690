/**
 * The password grant is a sign-in like the console's: the same throttle and keys (a lock earned
 * on one holds on the other), and every attempt in the login log as a username login.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ConfigKeys, configApi, loginLogApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { createUser } from '../role/testing/rbac.fixtures.ts';
import { SECRET, createClient } from './testing/oauth2-helpers.ts';

let t: TestApp;
let admin: Session;
let clientId: string;
let limit: number;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  clientId = (await createClient(t, admin, { authorizedGrantTypes: ['password', 'refresh_token'] })).clientId;
  const [row] = (await t.call(configApi.page, { query: { key: ConfigKeys.LOGIN_MAX_FAILURES_PER_USER }, as: admin })).data.list;
  limit = Number(row!.value);
});
afterAll(() => t.close());

const run = randomBytes(2);
let addresses = 0;
const nextAddress = () => `10.${run[0]}.${run[1]}.${++addresses}`;

const grant = async (username: string, password: string, ip: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/system/oauth2/token`,
    headers: { 'tenant-id': '1', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password, scope: 'user.read', client_id: clientId, client_secret: SECRET }).toString(),
    remoteAddress: ip,
  });
  return { status: res.statusCode, json: res.json<Record<string, unknown>>() };
};
const consoleLogin = async (username: string, password: string, ip: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/system/auth/login`,
      headers: { 'tenant-id': '1', 'content-type': 'application/json' },
      payload: JSON.stringify({ username, password }),
      remoteAddress: ip,
    })
  ).json<{ code: number; msg: string }>();
const locked = (json: Record<string, unknown>) =>
  expect(json).toEqual({ error: 'invalid_grant', error_description: expect.stringMatching(/^登录失败次数过多，请 \d+ 分钟后再试$/), code: 1002000010 });

describe('the password grant’s throttle', () => {
  it('locks after the limit of wrong passwords, even for the right one, and the console login sees the same lock', async () => {
    const { username, password } = await createUser(t, admin);
    const ip = nextAddress();
    for (let i = 0; i < limit; i++) {
      expect(await grant(username, 'wrong-guess', ip)).toEqual({ status: 400, json: { error: 'invalid_grant', error_description: '用户名或密码不正确', code: 1002021013 } });
    }
    const refused = await grant(username, password, ip);
    expect(refused.status).toBe(400);
    locked(refused.json);
    expect((await consoleLogin(username, password, ip)).code).toBe(1002000010);
    // Only that address is locked out of the account.
    expect((await grant(username, password, nextAddress())).status).toBe(200);
  });

  it('counts the console login’s failures too', async () => {
    const { username, password } = await createUser(t, admin);
    const ip = nextAddress();
    for (let i = 0; i < limit; i++) expect((await consoleLogin(username, 'wrong-guess', ip)).code).toBe(1002000000);
    locked((await grant(username, password, ip)).json);
  });

  it('a right password forgives the address’s earlier failures, as the login does', async () => {
    const { username, password } = await createUser(t, admin);
    const ip = nextAddress();
    for (let i = 0; i < limit - 1; i++) await grant(username, 'wrong-guess', ip);
    expect((await grant(username, password, ip)).status).toBe(200);
    for (let i = 0; i < limit - 1; i++) await grant(username, 'wrong-guess', ip);
    expect((await grant(username, password, ip)).status).toBe(200);
  });

  it('writes every attempt to the login log as a username login, with the login’s results', async () => {
    const { id, username, password } = await createUser(t, admin);
    const ip = nextAddress();
    await grant(username, password, ip);
    for (let i = 0; i < limit; i++) await grant(username, 'wrong-guess', ip);
    await grant(username, password, ip);
    await grant('nobody-here', 'x', ip);
    const logged = await t.callOk(loginLogApi.page, { query: { username, pageSize: 50 }, as: admin });
    expect(logged.list.map((r) => [r.logType, r.result, r.userIp]).reverse()).toEqual([
      [100, 0, ip],
      ...Array.from({ length: limit }, () => [100, 10, ip]),
      [100, 40, ip],
    ]);
    expect(logged.list.filter((r) => r.result !== 40).every((r) => r.userId === id)).toBe(true);
    const unknown = await t.callOk(loginLogApi.page, { query: { username: 'nobody-here', pageSize: 5 }, as: admin });
    expect(unknown.list.map((r) => [r.logType, r.result])).toEqual([[100, 10]]);
  });

  it('refuses a disabled user only after the right password', async () => {
    const { id, username, password } = await createUser(t, admin);
    await t.api({ method: 'PUT', path: '/system/user/update-status', token: admin.accessToken, body: { id, status: 1 } });
    const ip = nextAddress();
    expect((await grant(username, 'wrong-guess', ip)).json).toMatchObject({ error: 'invalid_grant', error_description: '用户名或密码不正确' });
    expect((await grant(username, password, ip)).json).toMatchObject({ error: 'invalid_grant', error_description: '登录失败，账号被禁用' });
    const logged = await t.callOk(loginLogApi.page, { query: { username, pageSize: 5 }, as: admin });
    expect(logged.list.map((r) => r.result)).toEqual([20, 10]);
  });
});
