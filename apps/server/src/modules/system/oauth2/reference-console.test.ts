/**
 * The reference's own Vue 2 console against our server (issue 22): its /sso page's authorize call
 * (fields in the query string, no body) and its 令牌管理 (the console's sessions listed beside
 * the clients' tokens, 强退 by what the list shows, an unknown handle refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ErrorCodes, authApi, oauth2TokenApi, type OAuth2Token } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { REDIRECT, SECRET, createClient, protocol } from './testing/oauth2-helpers.ts';

let t: TestApp;
let admin: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

describe('POST /system/oauth2/authorize with its fields in the query string (the reference’s /sso page)', () => {
  const authorize = (query: Record<string, string>, opts: { body?: string; contentType?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}/system/oauth2/authorize?${new URLSearchParams(query).toString()}`,
      headers: {
        authorization: `Bearer ${admin.accessToken}`,
        'tenant-id': '1',
        ...(opts.contentType ? { 'content-type': opts.contentType } : {}),
      },
      ...(opts.body !== undefined ? { payload: opts.body } : {}),
    });
  const fields = (clientId: string) => ({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    state: 'st1',
    auto_approve: 'false',
    scope: JSON.stringify({ 'user.read': true }),
  });

  it('approves with no body and no content type (how its HTTP client sends it), and the code is exchanged', async () => {
    const { clientId } = await createClient(t, admin);
    const res = (await authorize(fields(clientId))).json() as { code: number; data: string; msg: string };
    expect(res).toMatchObject({ code: 0, msg: '' });
    const url = new URL(res.data);
    expect(url.searchParams.get('state')).toBe('st1');
    const code = url.searchParams.get('code')!;
    const token = await protocol(t, '/system/oauth2/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, state: 'st1' }, { basic: [clientId, SECRET] });
    expect(token.status).toBe(200);
    expect(token.json.scope).toBe('user.read');
  });

  it('approves with the form content type and an empty body', async () => {
    const { clientId } = await createClient(t, admin);
    const res = (await authorize(fields(clientId), { body: '', contentType: 'application/x-www-form-urlencoded' })).json() as { code: number; data: string };
    expect(res.code).toBe(0);
    expect(res.data).toMatch(/^http:\/\/127\.0\.0\.1:18080\/callback\?code=/);
  });

  it('merges query and body field by field, the body winning where both carry a field', async () => {
    const { clientId } = await createClient(t, admin);
    const body = new URLSearchParams({ state: 'from-body', scope: JSON.stringify({ 'user.read': true }) }).toString();
    const res = (await authorize({ ...fields(clientId), state: 'from-query' }, { body, contentType: 'application/x-www-form-urlencoded' })).json() as {
      code: number;
      data: string;
    };
    expect(res.code).toBe(0);
    expect(new URL(res.data).searchParams.get('state')).toBe('from-body');
  });

  it('still requires response_type, client_id and redirect_uri from one part or the other', async () => {
    const { clientId } = await createClient(t, admin);
    const { redirect_uri: _r, ...rest } = fields(clientId);
    expect((await authorize(rest)).json()).toMatchObject({ code: 400, msg: 'redirect_uri不能为空' });
    const json = await authorize({}, { body: JSON.stringify({ response_type: 'code', redirect_uri: REDIRECT }), contentType: 'application/json' });
    expect(json.json()).toMatchObject({ code: 400, msg: 'client_id不能为空' });
    // A field too long is refused in the query as in the body.
    expect((await authorize({ ...fields(clientId), state: 'x'.repeat(1025) })).json()).toMatchObject({ code: 400 });
  });
});

describe('令牌管理 lists the console’s own sessions, and 强退 ends them', () => {
  /** Signs in from a given client address, as the login form does. */
  const signIn = async (username: string, password: string, remoteAddress: string, tenantId = 1): Promise<Session> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/system/auth/login`,
      headers: { 'tenant-id': String(tenantId), 'content-type': 'application/json' },
      payload: JSON.stringify({ username, password }),
      remoteAddress,
    });
    const body = res.json() as { code: number; data: Omit<Session, 'tenantId'> };
    expect(body.code).toBe(0);
    return { ...body.data, tenantId };
  };
  const sessionsOf = async (userId: number, as: Session = admin) =>
    (await t.callOk(oauth2TokenApi.page, { query: { userId, clientId: 'default', pageSize: 100 }, as })).list;
  const works = async (s: Session) => (await t.call(authApi.getPermissionInfo, { as: s })).code === 0;
  const notFound = { code: ErrorCodes.OAUTH2_ACCESS_TOKEN_NOT_EXISTS.code, msg: '访问令牌不存在' };

  it('shows a session with client default, its user, tenant, address and times, and a handle that is no token', async () => {
    const s = await signIn('test', 'test123', '10.1.2.3');
    const rows = await sessionsOf(s.userId);
    const row = rows.find((r) => r.userIp === '10.1.2.3')!;
    expect(row).toMatchObject({ userId: s.userId, userType: 2, tenantId: 1, clientId: 'default', scopes: [], refreshToken: '', expiresTime: s.expiresTime });
    expect(row.createTime).toBeLessThanOrEqual(Date.now());
    // The handle is neither token nor any part of one, and opens nothing.
    for (const secret of [s.accessToken, s.refreshToken]) expect(secret).not.toContain(row.accessToken.slice(0, 6));
    expect(row.accessToken).not.toBe(s.accessToken);
    expect((await t.call(authApi.getPermissionInfo, { as: { accessToken: row.accessToken } })).code).toBe(401);
    expect((await t.call(authApi.refreshToken, { query: { refreshToken: row.accessToken } })).code).not.toBe(0);
  });

  it('强退 by the handle ends the session at once: its access token and its refresh token fail', async () => {
    const s = await signIn('test', 'test123', '10.1.2.4');
    const row = (await sessionsOf(s.userId)).find((r) => r.userIp === '10.1.2.4')!;
    expect(await works(s)).toBe(true);
    expect(await t.callOk(oauth2TokenApi.delete, { query: { accessToken: row.accessToken }, as: admin })).toBe(true);
    expect(await works(s)).toBe(false);
    expect((await t.call(authApi.refreshToken, { query: { refreshToken: s.refreshToken } })).code).not.toBe(0);
    expect((await sessionsOf(s.userId)).map((r) => r.accessToken)).not.toContain(row.accessToken);
    // A second 强退 of the same handle, and an unknown one, say so.
    expect(await t.call(oauth2TokenApi.delete, { query: { accessToken: row.accessToken }, as: admin })).toMatchObject(notFound);
    expect(await t.call(oauth2TokenApi.delete, { query: { accessToken: 'no-such-handle' }, as: admin })).toMatchObject(notFound);
  });

  it('keeps the handle and the sign-in address through a refresh, and 强退 then ends the refreshed pair', async () => {
    const s = await signIn('test', 'test123', '10.1.2.5');
    const handle = (await sessionsOf(s.userId)).find((r) => r.userIp === '10.1.2.5')!.accessToken;
    const refreshed = await t.callOk(authApi.refreshToken, { query: { refreshToken: s.refreshToken } });
    const rows = (await sessionsOf(s.userId)).filter((r) => r.accessToken === handle);
    expect(rows).toEqual([expect.objectContaining({ userIp: '10.1.2.5', expiresTime: refreshed.expiresTime })]);
    await t.callOk(oauth2TokenApi.delete, { query: { accessToken: handle }, as: admin });
    expect(await works({ ...s, ...refreshed })).toBe(false);
    expect((await t.call(authApi.refreshToken, { query: { refreshToken: refreshed.refreshToken } })).code).not.toBe(0);
  });

  it('强退 by the whole access token works too (the reference’s way), and a logged-out session is not listed', async () => {
    const s = await signIn('test', 'test123', '10.1.2.6');
    await t.callOk(oauth2TokenApi.delete, { query: { accessToken: s.accessToken }, as: admin });
    expect(await works(s)).toBe(false);
    const gone = await signIn('test', 'test123', '10.1.2.7');
    await t.callOk(authApi.logout, { as: gone });
    expect((await sessionsOf(gone.userId)).some((r) => r.userIp === '10.1.2.7')).toBe(false);
  });

  it('is tenant-scoped: another tenant’s administrator neither sees nor ends the session', async () => {
    const s = await signIn('test', 'test123', '10.1.2.8');
    const handle = (await sessionsOf(s.userId)).find((r) => r.userIp === '10.1.2.8')!.accessToken;
    const theirs = (await t.callOk(oauth2TokenApi.page, { query: { pageSize: 100 }, as: other })).list;
    expect(theirs.map((r) => r.accessToken)).not.toContain(handle);
    expect(theirs.every((r: OAuth2Token) => r.tenantId === 121)).toBe(true);
    expect(await t.call(oauth2TokenApi.delete, { query: { accessToken: handle }, as: other })).toMatchObject(notFound);
    expect(await t.call(oauth2TokenApi.delete, { query: { accessToken: s.accessToken }, as: other })).toMatchObject(notFound);
    expect(await works(s)).toBe(true);
    // Tenant 121's own administrator's session is there for them, with client default.
    expect(theirs).toContainEqual(expect.objectContaining({ userId: other.userId, clientId: 'default', tenantId: 121 }));
  });

  it('keeps the reference’s filters: userId, userType, clientId (a client’s id shows no sessions)', async () => {
    const s = await signIn('test', 'test123', '10.1.2.9');
    const { clientId } = await createClient(t, admin, { authorizedGrantTypes: ['password'] });
    const granted = await protocol(
      t,
      '/system/oauth2/token',
      { grant_type: 'password', username: 'test', password: 'test123', scope: 'user.read', client_id: clientId, client_secret: SECRET },
      { headers: { 'tenant-id': '1' } },
    );
    expect(granted.status).toBe(200);
    const all = (await t.callOk(oauth2TokenApi.page, { query: { userId: s.userId, pageSize: 100 }, as: admin })).list;
    expect(all.every((r) => r.userId === s.userId)).toBe(true);
    expect(all.map((r) => r.clientId)).toEqual(expect.arrayContaining(['default', clientId]));
    // Newest first, whatever the kind: the client's token was issued after the sign-in.
    expect(all[0]).toMatchObject({ clientId, scopes: ['user.read'], userIp: '' });
    const ofClient = (await t.callOk(oauth2TokenApi.page, { query: { clientId }, as: admin }));
    expect(ofClient.total).toBe(1);
    expect(ofClient.list[0]!.accessToken).not.toBe(granted.json.access_token);
    expect((await t.callOk(oauth2TokenApi.page, { query: { userType: 1 }, as: admin })).total).toBe(0);
    const page = await t.callOk(oauth2TokenApi.page, { query: { userType: 2, pageSize: 1, pageNo: 2 }, as: admin });
    expect(page.list).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
    // The client's token is revoked by its handle as a session is.
    await t.callOk(oauth2TokenApi.delete, { query: { accessToken: ofClient.list[0]!.accessToken }, as: admin });
    expect((await t.api({ path: '/system/oauth2/user/get', token: granted.json.access_token as string, tenantId: null })).code).toBe(401);
  });
});
