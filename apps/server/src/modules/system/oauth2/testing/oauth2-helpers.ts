/** Test helpers of the OAuth2 tests: form-encoded protocol calls and a client made through the API. */
import { API_BASE, oauth2ClientApi, type BodyOf } from '@tenon/contracts';
import type { Session, TestApp } from '../../../../test/testApp.ts';

export const REDIRECT = 'http://127.0.0.1:18080/callback';
export const SECRET = 'client-secret-1234';

let seq = 0;
export async function createClient(t: TestApp, admin: Session, over: Partial<BodyOf<typeof oauth2ClientApi.create>> = {}) {
  const clientId = `test-client-${Date.now() % 100000}-${++seq}`;
  const body: BodyOf<typeof oauth2ClientApi.create> = {
    clientId,
    secret: SECRET,
    name: `测试应用${seq}`,
    status: 0,
    accessTokenValiditySeconds: 1800,
    refreshTokenValiditySeconds: 43200,
    redirectUris: [REDIRECT],
    authorizedGrantTypes: ['authorization_code', 'refresh_token'],
    scopes: ['user.read', 'user.write'],
    autoApproveScopes: [],
    ...over,
  };
  const id = await t.callOk(oauth2ClientApi.create, { body, as: admin });
  return { id, clientId };
}

/** A form-encoded POST (or a DELETE with a query) to a protocol endpoint; answers status and JSON. */
export async function protocol(
  t: TestApp,
  path: string,
  params: Record<string, string>,
  opts: { method?: 'POST' | 'DELETE'; headers?: Record<string, string>; basic?: [string, string]; remoteAddress?: string } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.basic) headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(opts.basic[0])}:${encodeURIComponent(opts.basic[1])}`).toString('base64')}`;
  const body = new URLSearchParams(params).toString();
  const from = opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {};
  const res =
    opts.method === 'DELETE'
      ? await t.app.inject({ method: 'DELETE', url: `${API_BASE}${path}?${body}`, headers, ...from })
      : await t.app.inject({ method: 'POST', url: `${API_BASE}${path}`, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: body, ...from });
  return { status: res.statusCode, json: res.json() as Record<string, unknown> };
}

/** The /sso page's approval, as the signed-in user: answers the redirect the page would follow. */
export async function approve(t: TestApp, as: Session, params: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/system/oauth2/authorize`,
    headers: { authorization: `Bearer ${as.accessToken}`, 'tenant-id': String(as.tenantId), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ response_type: 'code', redirect_uri: REDIRECT, scope: JSON.stringify({ 'user.read': true }), ...params }).toString(),
  });
  return res.json() as { code: number; data: string; msg: string };
}
