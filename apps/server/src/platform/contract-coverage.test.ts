/**
 * Walks the whole endpoint table against the running app: every contract is served, every
 * API route comes from a contract, and the gate enforces each endpoint's access rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, allEndpoints, type Endpoint } from '@tenon/contracts';
import { testApp, type TestApp, type Session } from '../test/testApp.ts';

let t: TestApp;
let plainUser: Session;
beforeAll(async () => {
  t = await testApp();
  plainUser = await t.login('test', 'test123');
});
afterAll(() => t.close());

const call = (e: Endpoint, token?: string) =>
  t.api({ method: e.method, path: e.path, token, body: e.method === 'GET' ? undefined : {}, tenantId: 1 });

describe('the endpoint table and the server agree', () => {
  it('serves every contract endpoint, and nothing that is not in the contract', () => {
    const served = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const declared = allEndpoints.map((e) => `${e.method} ${API_BASE}${e.path}`).sort();
    expect(served).toEqual(declared);
    expect(t.app.apiRoutes.every((r) => r.endpoint)).toBe(true);
  });

  it('refuses every non-public endpoint to an anonymous caller with 401', async () => {
    const guarded = allEndpoints.filter((e) => !('public' in e.access));
    for (const e of guarded) expect((await call(e)).code, `${e.method} ${e.path}`).toBe(401);
    console.log(`access walk: ${guarded.length} non-public endpoints refused anonymously`);
  });

  it('refuses every permission-guarded endpoint to a user without that permission with 403', async () => {
    const guarded = allEndpoints.filter((e) => 'permission' in e.access);
    for (const e of guarded) expect((await call(e, plainUser.accessToken)).code, `${e.method} ${e.path}`).toBe(403);
    console.log(`permission walk: ${guarded.length} permission-guarded endpoints refused without the permission`);
  });
});

describe('GET /tri-real-api/openapi.json', () => {
  it('publishes the contract as an OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/tri-real-api/openapi.json' });
    const doc = res.json() as { openapi: string; paths: Record<string, object> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain(`${API_BASE}/system/auth/login`);
  });
});
