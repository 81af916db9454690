// @postgres: two refreshes racing with one token; a spent token revokes its family
/**
 * Issue 21's OAuth2 edges: client secrets cannot be guessed without limit, a reused refresh token
 * revokes its whole family, and check-token answers a client only about its own tokens.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigKeys, ErrorCodes, configApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { REDIRECT, SECRET, approve, createClient, protocol } from './testing/oauth2-helpers.ts';

let t: TestApp;
let admin: Session;
const limits = { perAddress: 0, perClient: 0 };
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  const limit = async (key: string) => Number((await t.callOk(configApi.page, { query: { key }, as: admin })).list[0]!.value);
  limits.perAddress = await limit(ConfigKeys.LOGIN_MAX_FAILURES_PER_USER);
  limits.perClient = await limit(ConfigKeys.LOGIN_MAX_FAILURES_PER_ACCOUNT);
});
afterAll(() => t.close());

const run = randomBytes(2);
let addresses = 0;
const nextAddress = () => `10.${run[0]}.${run[1]}.${++addresses}`;

const userInfo = (token: string) => t.api({ path: '/system/oauth2/user/get', token, tenantId: null });
const codeOf = (redirect: string) => new URL(redirect).searchParams.get('code')!;

describe('client secret guessing', () => {
  const grant = (clientId: string, secret: string, remoteAddress: string) =>
    protocol(t, '/system/oauth2/token', { grant_type: 'client_credentials' }, { basic: [clientId, secret], headers: { 'tenant-id': '1' }, remoteAddress });
  const lockedAnswer = {
    status: 401,
    json: { error: 'invalid_client', error_description: expect.stringMatching(/^OAuth2 客户端认证失败次数过多，请 \d+ 分钟后再试$/), code: ErrorCodes.OAUTH2_CLIENT_AUTH_TOO_MANY_ATTEMPTS.code },
  };
  const clientCredentials = () => createClient(t, admin, { authorizedGrantTypes: ['client_credentials'] });

  it('refuses the right secret after the limit of wrong ones, at every endpoint, while another client still works', async () => {
    expect(limits.perAddress).toBeLessThan(10);
    const { clientId } = await clientCredentials();
    const token = (await grant(clientId, SECRET, '127.0.0.1')).json.access_token as string;
    const ip = nextAddress();
    for (let i = 0; i < 10; i++) {
      const res = await grant(clientId, `wrong-${i}`, ip);
      if (i < limits.perAddress) expect(res).toEqual({ status: 401, json: { error: 'invalid_client', error_description: `无效 client_secret: ${clientId}`, code: 1002020006 } });
      else expect(res).toEqual(lockedAnswer);
    }
    // The 11th attempt, with the right secret: still refused until the window has passed.
    expect(await grant(clientId, SECRET, ip)).toEqual(lockedAnswer);
    const creds = { client_id: clientId, client_secret: SECRET };
    const locked = { code: ErrorCodes.OAUTH2_CLIENT_AUTH_TOO_MANY_ATTEMPTS.code, msg: expect.stringMatching(/^OAuth2 客户端认证失败次数过多/) };
    expect((await protocol(t, '/system/oauth2/check-token', { token, ...creds }, { remoteAddress: ip })).json).toMatchObject(locked);
    expect((await protocol(t, '/system/oauth2/token', { token, ...creds }, { method: 'DELETE', remoteAddress: ip })).json).toMatchObject(locked);
    // Another client from the same address is not locked.
    const other = await clientCredentials();
    expect((await grant(other.clientId, SECRET, ip)).status).toBe(200);
    // Nor this client from its own address: the guesser locked only itself out (the client id is public).
    expect((await grant(clientId, SECRET, nextAddress())).status).toBe(200);
  });

  it('counts wrong secrets sent to check-token and revoke too, and an unknown client id as a wrong secret', async () => {
    const { clientId } = await clientCredentials();
    const ip = nextAddress();
    for (let i = 0; i < limits.perAddress; i++) {
      const creds = { token: 'x', client_id: clientId, client_secret: `wrong-${i}` };
      const res = i % 2 ? await protocol(t, '/system/oauth2/check-token', creds, { remoteAddress: ip }) : await protocol(t, '/system/oauth2/token', creds, { method: 'DELETE', remoteAddress: ip });
      expect(res.json).toMatchObject({ code: ErrorCodes.OAUTH2_CLIENT_CLIENT_SECRET_ERROR.code });
    }
    expect(await grant(clientId, SECRET, ip)).toEqual(lockedAnswer);
    for (let i = 0; i < limits.perAddress; i++) expect((await grant('no-such-client-here', SECRET, ip)).json).toMatchObject({ error: 'invalid_client', code: 1002020000 });
    expect(await grant('no-such-client-here', SECRET, ip)).toEqual(lockedAnswer);
  });

  it('a right secret forgives only its own address’s failures: a guess spread over addresses locks the client everywhere, its successes notwithstanding', async () => {
    const { clientId } = await clientCredentials();
    const home = nextAddress();
    let failures = 0;
    while (failures < limits.perClient) {
      const ip = nextAddress();
      for (let i = 0; i < limits.perAddress && failures < limits.perClient; i++, failures++) {
        expect((await grant(clientId, 'wrong', ip)).json).toMatchObject({ error: 'invalid_client', code: 1002020006 });
      }
      // The client keeps signing in meanwhile; that buys the guesser nothing.
      if (failures < limits.perClient) expect((await grant(clientId, SECRET, home)).status).toBe(200);
    }
    expect(await grant(clientId, SECRET, home)).toEqual(lockedAnswer);
    expect(await grant(clientId, SECRET, nextAddress())).toEqual(lockedAnswer);
  });
});

describe('refresh token reuse', () => {
  const refresh = (clientId: string, refreshToken: string) =>
    protocol(t, '/system/oauth2/token', { grant_type: 'refresh_token', refresh_token: refreshToken }, { basic: [clientId, SECRET] });
  const checkToken = (clientId: string, token: string) => protocol(t, '/system/oauth2/check-token', { token, client_id: clientId, client_secret: SECRET });
  const invalidRefresh = { status: 400, json: { error: 'invalid_grant', error_description: '无效的刷新令牌', code: ErrorCodes.OAUTH2_GRANT_REFRESH_TOKEN_INVALID.code } };
  const tokensOf = async () => {
    const { clientId } = await createClient(t, admin);
    const code = codeOf((await approve(t, admin, { client_id: clientId })).data);
    const { json } = await protocol(t, '/system/oauth2/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT }, { basic: [clientId, SECRET] });
    return { clientId, access: json.access_token as string, refresh: json.refresh_token as string };
  };

  it('revokes the access and refresh tokens the rotation gave when a rotated refresh token is presented again', async () => {
    const first = await tokensOf();
    const rotated = await refresh(first.clientId, first.refresh);
    expect(rotated.status).toBe(200);
    const access = rotated.json.access_token as string;
    const next = rotated.json.refresh_token as string;
    expect((await userInfo(access)).code).toBe(0);
    expect(await refresh(first.clientId, first.refresh)).toEqual(invalidRefresh);
    expect((await userInfo(access)).code).toBe(401);
    expect((await checkToken(first.clientId, access)).json).toMatchObject({ code: ErrorCodes.OAUTH2_ACCESS_TOKEN_INVALID.code });
    expect(await refresh(first.clientId, next)).toEqual(invalidRefresh);
  });

  it('revokes the family however many rotations ago the reused token was spent', async () => {
    const first = await tokensOf();
    const second = (await refresh(first.clientId, first.refresh)).json;
    const third = (await refresh(first.clientId, second.refresh_token as string)).json;
    expect((await userInfo(third.access_token as string)).code).toBe(0);
    expect(await refresh(first.clientId, first.refresh)).toEqual(invalidRefresh);
    expect((await userInfo(third.access_token as string)).code).toBe(401);
    expect(await refresh(first.clientId, third.refresh_token as string)).toEqual(invalidRefresh);
  });

  it('two refreshes racing with one token: one answers, the other is reuse and revokes what the first got', async () => {
    const first = await tokensOf();
    const answers = await Promise.all([refresh(first.clientId, first.refresh), refresh(first.clientId, first.refresh)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const won = answers.find((a) => a.status === 200)!.json;
    expect((await userInfo(won.access_token as string)).code).toBe(401);
    expect(await refresh(first.clientId, won.refresh_token as string)).toEqual(invalidRefresh);
  });

  it('another client presenting a spent token is refused without touching the family (tokens are bound to their client)', async () => {
    const first = await tokensOf();
    const rotated = (await refresh(first.clientId, first.refresh)).json;
    const other = await createClient(t, admin);
    expect(await refresh(other.clientId, first.refresh)).toEqual(invalidRefresh);
    expect((await userInfo(rotated.access_token as string)).code).toBe(0);
    expect((await refresh(first.clientId, rotated.refresh_token as string)).status).toBe(200);
  });
});

describe('check-token across clients', () => {
  it('answers another client’s token as an unknown one; the token’s own client still reads it', async () => {
    const a = await createClient(t, admin, { authorizedGrantTypes: ['client_credentials'] });
    const b = await createClient(t, admin, { authorizedGrantTypes: ['client_credentials'] });
    const token = (await protocol(t, '/system/oauth2/token', { grant_type: 'client_credentials' }, { basic: [a.clientId, SECRET], headers: { 'tenant-id': '1' } })).json.access_token as string;
    const check = (clientId: string, tok: string) => protocol(t, '/system/oauth2/check-token', { token: tok, client_id: clientId, client_secret: SECRET });
    const unknown = (await check(b.clientId, 'no-such-token')).json;
    expect(unknown).toMatchObject({ code: ErrorCodes.OAUTH2_ACCESS_TOKEN_INVALID.code, msg: '访问令牌无效或已过期' });
    expect((await check(b.clientId, token)).json).toEqual(unknown);
    expect((await check(a.clientId, token)).json).toMatchObject({ code: 0, data: { client_id: a.clientId, access_token: token } });
  });
});
