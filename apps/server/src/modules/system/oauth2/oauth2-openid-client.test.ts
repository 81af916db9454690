/**
 * A real OAuth2 client library (openid-client) against the provider: authorization code with
 * PKCE, refresh, the user-info endpoint, and refusal once the tokens screen revoked the token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { API_BASE, oauth2TokenApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { REDIRECT, SECRET, approve, createClient } from './testing/oauth2-helpers.ts';

let t: TestApp;
let admin: Session;
const ORIGIN = 'http://tenon.test';

beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

/** The library's requests go to the app in memory instead of the network. */
const inMemoryFetch: client.CustomFetch = async (url, options) => {
  const { pathname, search } = new URL(url);
  const res = await t.app.inject({
    method: options.method as 'GET',
    url: pathname + search,
    headers: Object.fromEntries(new Headers(options.headers).entries()),
    payload: options.body === undefined || options.body === null ? undefined : String(options.body),
  });
  return new Response(res.body, { status: res.statusCode, headers: res.headers as Record<string, string> });
};

describe('openid-client against the provider', () => {
  it('completes the code flow with PKCE, refreshes, reads the user, and is refused once the token is revoked', async () => {
    const { clientId } = await createClient(t, admin);
    const config = new client.Configuration(
      {
        issuer: ORIGIN,
        authorization_endpoint: `${ORIGIN}/sso`,
        token_endpoint: `${ORIGIN}${API_BASE}/system/oauth2/token`,
      },
      clientId,
      { redirect_uris: [REDIRECT] },
      client.ClientSecretBasic(SECRET),
    );
    config[client.customFetch] = inMemoryFetch;
    client.allowInsecureRequests(config);

    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const authUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'user.read',
      state,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    // The /sso page reads these from its URL and posts the user's approval.
    const q = authUrl.searchParams;
    const approved = await approve(t, admin, {
      client_id: q.get('client_id')!,
      redirect_uri: q.get('redirect_uri')!,
      state: q.get('state')!,
      code_challenge: q.get('code_challenge')!,
      code_challenge_method: q.get('code_challenge_method')!,
      scope: JSON.stringify({ 'user.read': true }),
    });
    expect(approved.code).toBe(0);
    expect(approved.data.startsWith(`${REDIRECT}?code=`)).toBe(true);

    const tokens = await client.authorizationCodeGrant(config, new URL(approved.data), { pkceCodeVerifier: verifier, expectedState: state });
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.scope).toBe('user.read');
    expect(tokens.expires_in).toBe(1800);

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);

    const userInfoUrl = new URL(`${ORIGIN}${API_BASE}/system/oauth2/user/get`);
    const me = await client.fetchProtectedResource(config, refreshed.access_token, userInfoUrl, 'GET');
    expect(await me.json()).toMatchObject({ code: 0, data: { id: admin.userId, username: 'admin' } });
    // The access token the refresh replaced is no longer accepted.
    const stale = await client.fetchProtectedResource(config, tokens.access_token, userInfoUrl, 'GET');
    expect(await stale.json()).toMatchObject({ code: 401 });

    // 令牌管理 lists the token (by its handle, no part of the token) and force-revokes it.
    const listed = (await t.callOk(oauth2TokenApi.page, { query: { clientId }, as: admin })).list;
    expect(listed).toHaveLength(1);
    expect(refreshed.access_token).not.toContain(listed[0]!.accessToken.slice(0, 8));
    expect(await t.callOk(oauth2TokenApi.delete, { query: { accessToken: listed[0]!.accessToken }, as: admin })).toBe(true);

    const refused = await client.fetchProtectedResource(config, refreshed.access_token, userInfoUrl, 'GET');
    expect(await refused.json()).toMatchObject({ code: 401, msg: '账号未登录' });
    await expect(client.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});
