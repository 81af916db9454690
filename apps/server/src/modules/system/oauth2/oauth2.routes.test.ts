/** 应用管理 and 令牌管理 through the API: the system tenant's clients, each tenant's own tokens. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, oauth2ClientApi, oauth2TokenApi } from '@tenon/contracts';
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

describe('应用管理', () => {
  it('shows the reference clients on a first start, default with 1800 s / 43200 s', async () => {
    const page = await t.callOk(oauth2ClientApi.page, { query: { pageSize: 100 }, as: admin });
    expect(page.list.map((c) => c.clientId)).toEqual(expect.arrayContaining(['default', 'yudao-sso-demo-by-code', 'yudao-sso-demo-by-password', 'tenon-demo-public']));
    expect(page.list.find((c) => c.clientId === 'default')).toMatchObject({ accessTokenValiditySeconds: 1800, refreshTokenValiditySeconds: 43200, secretSet: true });
  });

  it('creates, reads, pages, updates (keeping the secret when none is sent) and deletes; never answers the secret', async () => {
    const { id, clientId } = await createClient(t, admin, { description: '说明', logo: 'http://127.0.0.1/logo.png' });
    const got = await t.callOk(oauth2ClientApi.get, { query: { id }, as: admin });
    expect(got).toMatchObject({ id, clientId, description: '说明', secretSet: true, redirectUris: [REDIRECT], scopes: ['user.read', 'user.write'] });
    expect(JSON.stringify(got)).not.toContain(SECRET);
    expect((await t.callOk(oauth2ClientApi.page, { query: { name: got.name }, as: admin })).list.map((c) => c.id)).toEqual([id]);
    const { id: _id, secretSet: _s, createTime: _c, ...rest } = got;
    await t.callOk(oauth2ClientApi.update, { body: { ...rest, id, name: '改名应用', authorizedGrantTypes: ['client_credentials'] }, as: admin });
    expect(await t.callOk(oauth2ClientApi.get, { query: { id }, as: admin })).toMatchObject({ name: '改名应用', secretSet: true });
    const grant = await protocol(t, '/system/oauth2/token', { grant_type: 'client_credentials' }, { basic: [clientId, SECRET], headers: { 'tenant-id': '1' } });
    expect(grant.status).toBe(200);
    expect(await t.callOk(oauth2ClientApi.delete, { query: { id }, as: admin })).toBe(true);
    expect(await t.call(oauth2ClientApi.get, { query: { id }, as: admin })).toMatchObject({ code: ErrorCodes.OAUTH2_CLIENT_NOT_EXISTS.code, msg: 'OAuth2 客户端不存在' });
  });

  it('refuses a taken client id, a redirect URI that is no http(s) URL, and an unknown grant type', async () => {
    const { clientId } = await createClient(t, admin);
    await expect(createClient(t, admin, { clientId })).rejects.toThrow(/OAuth2 客户端编号已存在/);
    const base = { clientId: 'x-1', name: 'x', status: 0, accessTokenValiditySeconds: 1, refreshTokenValiditySeconds: 1, authorizedGrantTypes: ['password'] };
    expect((await t.api({ method: 'POST', path: '/system/oauth2-client/create', body: { ...base, redirectUris: ['javascript:alert(1)'] }, token: admin.accessToken })).code).toBe(400);
    expect((await t.api({ method: 'POST', path: '/system/oauth2-client/create', body: { ...base, redirectUris: [REDIRECT], authorizedGrantTypes: ['magic'] }, token: admin.accessToken })).code).toBe(400);
  });

  it('is the system tenant’s: another tenant’s administrator is refused', async () => {
    expect((await t.call(oauth2ClientApi.page, { query: {}, as: other })).code).toBe(ErrorCodes.SYSTEM_TENANT_ONLY.code);
  });
});

describe('令牌管理', () => {
  const passwordToken = async (clientId: string, tenantId: number, username: string) =>
    (
      await protocol(
        t,
        '/system/oauth2/token',
        { grant_type: 'password', username, password: 'admin123', scope: 'user.read', client_id: clientId, client_secret: SECRET },
        { headers: { 'tenant-id': String(tenantId) } },
      )
    ).json.access_token as string;

  it('lists and revokes only the caller’s tenant’s tokens, by handle or by the whole access token', async () => {
    const { clientId } = await createClient(t, admin, { authorizedGrantTypes: ['password', 'refresh_token'] });
    const mine = await passwordToken(clientId, 1, 'admin');
    const theirs = await passwordToken(clientId, 121, 'admin110');
    const page = await t.callOk(oauth2TokenApi.page, { query: { clientId }, as: admin });
    expect(page.list).toEqual([expect.objectContaining({ userId: admin.userId, clientId, userType: 2, tenantId: 1, scopes: ['user.read'], refreshToken: '' })]);
    expect(mine).not.toContain(page.list[0]!.accessToken.slice(0, 8));
    const theirRow = (await t.callOk(oauth2TokenApi.page, { query: { clientId }, as: other })).list[0]!;
    // Another tenant's token is not there for tenant 1: deleting it by handle or by value is "not found".
    const notFound = { code: ErrorCodes.OAUTH2_ACCESS_TOKEN_NOT_EXISTS.code, msg: '访问令牌不存在' };
    expect(await t.call(oauth2TokenApi.delete, { query: { accessToken: theirRow.accessToken }, as: admin })).toMatchObject(notFound);
    expect(await t.call(oauth2TokenApi.delete, { query: { accessToken: theirs }, as: admin })).toMatchObject(notFound);
    expect((await t.callOk(oauth2TokenApi.page, { query: { clientId }, as: other })).total).toBe(1);
    await t.callOk(oauth2TokenApi.delete, { query: { accessToken: theirs }, as: other });
    expect((await t.callOk(oauth2TokenApi.page, { query: { clientId }, as: other })).total).toBe(0);
    expect((await t.api({ method: 'DELETE', path: '/system/oauth2-token/delete', token: admin.accessToken })).code).toBe(400);
  });

  it('stops a client’s tokens when the client is disabled, and removes them when it is deleted', async () => {
    const { id, clientId } = await createClient(t, admin, { authorizedGrantTypes: ['password'] });
    const token = await passwordToken(clientId, 1, 'admin');
    const me = () => t.api({ path: '/system/oauth2/user/get', token, tenantId: null });
    expect((await me()).code).toBe(0);
    const { id: _i, secretSet: _s, createTime: _c, ...rest } = await t.callOk(oauth2ClientApi.get, { query: { id }, as: admin });
    await t.callOk(oauth2ClientApi.update, { body: { ...rest, id, status: 1, authorizedGrantTypes: ['password'] }, as: admin });
    expect((await me()).code).toBe(401);
    await t.callOk(oauth2ClientApi.update, { body: { ...rest, id, status: 0, authorizedGrantTypes: ['password'] }, as: admin });
    expect((await me()).code).toBe(0);
    await t.callOk(oauth2ClientApi.delete, { query: { id }, as: admin });
    expect((await t.callOk(oauth2TokenApi.page, { query: { clientId }, as: admin })).total).toBe(0);
    expect((await me()).code).toBe(401);
  });
});
