/**
 * Walks the whole endpoint table against the running app: every contract is served, every
 * API route comes from a contract, and anonymous callers are refused (the permission, tenant
 * and schema walks are in security-walks.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, apiBaseOf, surfaceOf, type Endpoint } from '@tenon/contracts';
import { testApp, type TestApp } from '../test/testApp.ts';
import { routerPath } from './route.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const call = (e: Endpoint) =>
  t.api({ method: e.method, surface: surfaceOf(e), path: e.path, body: e.method === 'GET' ? undefined : {}, tenantId: 1 });

describe('the endpoint table and the server agree', () => {
  it('serves every contract endpoint, and nothing that is not in the contract', () => {
    const served = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    // Each below its surface's base: the console's API or the members'.
    const declared = allEndpoints.map((e) => `${e.method} ${apiBaseOf(e)}${routerPath(e.path)}`).sort();
    expect(served).toEqual(declared);
    expect(t.app.apiRoutes.length).toBe(allEndpoints.length);
    expect(t.app.apiRoutes.every((r) => r.endpoint)).toBe(true);
  });

  it('refuses every non-public endpoint to an anonymous caller with 401, on both surfaces', async () => {
    const guarded = allEndpoints.filter((e) => !('public' in e.access));
    expect(guarded.some((e) => surfaceOf(e) === 'app')).toBe(true);
    for (const e of guarded) expect((await call(e)).code, `${e.method} ${e.path}`).toBe(401);
    console.log(`access walk: ${guarded.length} non-public endpoints refused anonymously`);
  });
});
