// @postgres: a code is answered once; its reuse revokes what it bought
/** The protocol's refusals (abuse cases) and its other grants, through the endpoints a client calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ErrorCodes, oauth2OpenApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { REDIRECT, SECRET, approve, createClient, protocol } from './testing/oauth2-helpers.ts';
import { oauth2Code } from './oauth2.schema.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};
const codeOf = (redirect: string) => new URL(redirect).searchParams.get('code')!;
const exchange = (clientId: string, code: string, extra: Record<string, string> = {}) =>
  protocol(t, '/system/oauth2/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, ...extra }, { basic: [clientId, SECRET] });
const userInfo = (token: string) => t.api({ path: '/system/oauth2/user/get', token, tenantId: null });

describe('redirect-URI tampering', () => {
  it('refuses an authorization for a redirect URI not registered exactly (no prefix, suffix or case match)', async () => {
    const { clientId } = await createClient(t, admin);
    for (const tampered of [`${REDIRECT}/evil`, `${REDIRECT}?next=https://evil.example`, REDIRECT.toUpperCase(), 'http://127.0.0.1:18080', 'https://evil.example/callback']) {
      const res = await approve(t, admin, { client_id: clientId, redirect_uri: tampered });
      expect(res).toMatchObject({ code: ErrorCodes.OAUTH2_CLIENT_REDIRECT_URI_NOT_MATCH.code, msg: `无效 redirect_uri: ${tampered}` });
    }
  });

  it('refuses a code exchanged with another redirect URI than it was issued for', async () => {
    const { clientId } = await createClient(t, admin, { redirectUris: [REDIRECT, 'http://127.0.0.1:18080/other'] });
    const code = codeOf((await approve(t, admin, { client_id: clientId })).data);
    const res = await exchange(clientId, code, { redirect_uri: 'http://127.0.0.1:18080/other' });
    expect(res).toMatchObject({ status: 400, json: { error: 'invalid_grant', error_description: 'redirect_uri 不匹配' } });
  });
});

describe('code replay', () => {
  it('answers a code once; a second use is refused and revokes the tokens the first one bought', async () => {
    const { clientId } = await createClient(t, admin);
    const code = codeOf((await approve(t, admin, { client_id: clientId })).data);
    const first = await exchange(clientId, code);
    expect(first.status).toBe(200);
    const token = first.json.access_token as string;
    expect((await userInfo(token)).code).toBe(0);
    const replay = await exchange(clientId, code);
    expect(replay).toMatchObject({ status: 400, json: { error: 'invalid_grant', error_description: 'code 不存在' } });
    expect((await userInfo(token)).code).toBe(401);
  });

  it('refuses a code past its five minutes, and a code of another client', async () => {
    const { clientId } = await createClient(t, admin);
    const other = await createClient(t, admin);
    const stale = codeOf((await approve(t, admin, { client_id: clientId })).data);
    await t.db.update(oauth2Code).set({ expiresTime: Date.now() - 1 }).where(eq(oauth2Code.clientId, clientId));
    expect((await exchange(clientId, stale)).json).toMatchObject({ error: 'invalid_grant', error_description: 'code 已过期' });
    const code = codeOf((await approve(t, admin, { client_id: clientId })).data);
    expect((await exchange(other.clientId, code)).json).toMatchObject({ error: 'invalid_grant', error_description: 'client_id 不匹配' });
  });
});

describe('PKCE', () => {
  it('refuses a wrong or missing verifier, and a verifier for a code issued without a challenge', async () => {
    const { clientId } = await createClient(t, admin);
    const { challenge } = pkce();
    const withChallenge = () => approve(t, admin, { client_id: clientId, code_challenge: challenge, code_challenge_method: 'S256' });
    expect((await exchange(clientId, codeOf((await withChallenge()).data), { code_verifier: pkce().verifier })).json).toMatchObject({
      error: 'invalid_grant',
      error_description: 'code_verifier 不匹配',
    });
    expect((await exchange(clientId, codeOf((await withChallenge()).data))).json).toMatchObject({ error: 'invalid_grant' });
    const plainCode = codeOf((await approve(t, admin, { client_id: clientId })).data);
    expect((await exchange(clientId, plainCode, { code_verifier: pkce().verifier })).json).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses the plain method, and a public client without S256; a public client with it gets its tokens', async () => {
    const { clientId } = await createClient(t, admin, { secret: undefined });
    const { verifier, challenge } = pkce();
    expect(await approve(t, admin, { client_id: clientId, code_challenge: verifier.slice(0, 43), code_challenge_method: 'plain' })).toMatchObject({
      code: ErrorCodes.OAUTH2_GRANT_PKCE_REQUIRED.code,
    });
    expect(await approve(t, admin, { client_id: clientId })).toMatchObject({ code: ErrorCodes.OAUTH2_GRANT_PKCE_REQUIRED.code });
    const code = codeOf((await approve(t, admin, { client_id: clientId, code_challenge: challenge, code_challenge_method: 'S256' })).data);
    const res = await protocol(t, '/system/oauth2/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier, client_id: clientId });
    expect(res.status).toBe(200);
  });
});

describe('scope escalation', () => {
  it('refuses a scope the client was not given, at the authorize page and in the password grant', async () => {
    const { clientId } = await createClient(t, admin, { scopes: ['user.read'], authorizedGrantTypes: ['authorization_code', 'password'] });
    expect(await approve(t, admin, { client_id: clientId, scope: JSON.stringify({ 'user.read': true, 'user.write': true }) })).toMatchObject({
      code: ErrorCodes.OAUTH2_CLIENT_SCOPE_OVER.code,
      msg: '授权范围过大',
    });
    const res = await protocol(
      t,
      '/system/oauth2/token',
      { grant_type: 'password', username: 'admin', password: 'admin123', scope: 'user.read user.write' },
      { basic: [clientId, SECRET], headers: { 'tenant-id': '1' } },
    );
    expect(res).toMatchObject({ status: 400, json: { error: 'invalid_scope' } });
  });

  it('grants only the scopes the user ticked: a token without user.write cannot change the user', async () => {
    const { clientId } = await createClient(t, admin);
    const approved = await approve(t, admin, { client_id: clientId, scope: JSON.stringify({ 'user.read': true, 'user.write': false }) });
    const { json } = await exchange(clientId, codeOf(approved.data));
    expect(json.scope).toBe('user.read');
    const update = await t.api({ method: 'PUT', path: '/system/oauth2/user/update', token: json.access_token as string, tenantId: null, body: { nickname: '改名' } });
    expect(update.code).toBe(403);
  });

  it('a token with user.write changes the user as the profile screen would', async () => {
    const { clientId } = await createClient(t, admin);
    const approved = await approve(t, admin, { client_id: clientId, scope: JSON.stringify({ 'user.read': true, 'user.write': true }) });
    const token = (await exchange(clientId, codeOf(approved.data))).json.access_token as string;
    const update = (body: object) => t.api({ method: 'PUT', path: '/system/oauth2/user/update', token, tenantId: null, body });
    expect((await update({ nickname: '授权改名', sex: 1 })).code).toBe(0);
    expect((await userInfo(token)).data).toMatchObject({ nickname: '授权改名', sex: 1 });
    expect((await update({ nickname: '   ' })).msg).toBe('用户昵称不能为空');
  });
});

describe('the /sso page', () => {
  it('answers access_denied when every scope is refused', async () => {
    const { clientId } = await createClient(t, admin);
    const res = await approve(t, admin, { client_id: clientId, state: 's1', scope: JSON.stringify({ 'user.read': false }) });
    const url = new URL(res.data);
    expect(url.origin + url.pathname).toBe(REDIRECT);
    expect(Object.fromEntries(url.searchParams)).toEqual({ error: 'access_denied', error_description: 'User denied access', state: 's1' });
    // No scope at all is no approval either, asked for automatically or not.
    expect(new URL((await approve(t, admin, { client_id: clientId, scope: '{}' })).data).searchParams.get('error')).toBe('access_denied');
    expect((await approve(t, admin, { client_id: clientId, scope: '{}', auto_approve: 'true' })).data).toBe('');
  });

  it('approves automatically only the auto-approve scopes; otherwise answers empty so the page asks', async () => {
    const { clientId } = await createClient(t, admin, { autoApproveScopes: ['user.read'] });
    const info = await t.callOk(oauth2OpenApi.authorizeInfo, { query: { clientId }, as: admin });
    expect(info.scopes).toEqual([
      { key: 'user.read', value: true },
      { key: 'user.write', value: false },
    ]);
    const auto = (scope: object) => approve(t, admin, { client_id: clientId, auto_approve: 'true', scope: JSON.stringify(scope) });
    expect((await auto({ 'user.read': true })).data).toMatch(/^http:\/\/127\.0\.0\.1:18080\/callback\?code=/);
    expect((await auto({ 'user.read': true, 'user.write': true })).data).toBe('');
  });

  it('issues an implicit token only to a client that enables it', async () => {
    const { clientId } = await createClient(t, admin);
    expect(await approve(t, admin, { client_id: clientId, response_type: 'token' })).toMatchObject({ code: ErrorCodes.OAUTH2_CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS.code });
    const implicit = await createClient(t, admin, { authorizedGrantTypes: ['implicit'] });
    const res = await approve(t, admin, { client_id: implicit.clientId, response_type: 'token', state: 'x' });
    const fragment = new URLSearchParams(new URL(res.data).hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect((await userInfo(fragment.get('access_token')!)).data).toMatchObject({ username: 'admin' });
  });
});

describe('client authentication and the other grants', () => {
  it('refuses a wrong secret, an unknown client and a disabled one with invalid_client (401)', async () => {
    const { clientId } = await createClient(t, admin, { authorizedGrantTypes: ['client_credentials'] });
    const grant = (id: string, secret: string) => protocol(t, '/system/oauth2/token', { grant_type: 'client_credentials' }, { basic: [id, secret], headers: { 'tenant-id': '1' } });
    expect(await grant(clientId, 'wrong-secret')).toMatchObject({ status: 401, json: { error: 'invalid_client' } });
    expect(await grant('no-such-client', SECRET)).toMatchObject({ status: 401, json: { error: 'invalid_client' } });
    const ok = await grant(clientId, SECRET);
    expect(ok.status).toBe(200);
    expect(ok.json.refresh_token).toBeUndefined();
    const disabled = await createClient(t, admin, { status: 1, authorizedGrantTypes: ['client_credentials'] });
    expect(await grant(disabled.clientId, SECRET)).toMatchObject({ status: 401, json: { error: 'invalid_client', error_description: 'OAuth2 客户端已禁用' } });
    expect(await protocol(t, '/system/oauth2/token', { grant_type: 'password' }, { basic: [clientId, SECRET] })).toMatchObject({ json: { error: 'unsupported_grant_type' } });
  });

  it('password grant (client params instead of Basic), check-token and revoke', async () => {
    const { clientId } = await createClient(t, admin, { authorizedGrantTypes: ['password', 'refresh_token'] });
    const creds = { client_id: clientId, client_secret: SECRET };
    const bad = await protocol(t, '/system/oauth2/token', { grant_type: 'password', username: 'admin', password: 'nope', scope: 'user.read', ...creds }, { headers: { 'tenant-id': '1' } });
    expect(bad).toMatchObject({ status: 400, json: { error: 'invalid_grant', error_description: '用户名或密码不正确' } });
    const { json } = await protocol(t, '/system/oauth2/token', { grant_type: 'password', username: 'admin', password: 'admin123', scope: 'user.read', ...creds }, { headers: { 'tenant-id': '1' } });
    const token = json.access_token as string;
    const checked = await protocol(t, '/system/oauth2/check-token', { token, ...creds });
    expect(checked.json).toMatchObject({ code: 0, data: { client_id: clientId, user_id: admin.userId, tenant_id: 1, scopes: ['user.read'] } });
    const other = await createClient(t, admin);
    expect((await protocol(t, '/system/oauth2/token', { token, client_id: other.clientId, client_secret: SECRET }, { method: 'DELETE' })).json).toMatchObject({ code: 0, data: false });
    expect((await protocol(t, '/system/oauth2/token', { token, ...creds }, { method: 'DELETE' })).json).toMatchObject({ code: 0, data: true });
    expect((await protocol(t, '/system/oauth2/check-token', { token, ...creds })).json).toMatchObject({ code: ErrorCodes.OAUTH2_ACCESS_TOKEN_INVALID.code });
  });

  it('refuses a form body on an endpoint that takes JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/tri-real-api/admin-api/system/auth/login', headers: { 'content-type': 'application/x-www-form-urlencoded', 'tenant-id': '1' }, payload: 'username=admin' });
    expect(res.json()).toMatchObject({ code: 400 });
  });
});
