/**
 * 系统接口's document against the running app: the whole contract as OpenAPI 3.1 for the super
 * administrator, refused to a user without the permission, to another tenant's administrator
 * and to anonymous callers (it used to be public at /tri-real-api/openapi.json).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, APP_API_BASE, ErrorCodes, Permissions, allEndpoints, swaggerApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t?.close());

describe('GET /infra/swagger/openapi', () => {
  it('answers the contract as an OpenAPI document, each endpoint with its permission', async () => {
    const doc = await t.callOk(swaggerApi.openapi, { as: admin });
    expect(doc.openapi).toBe('3.1.0');
    const paths = doc.paths as Record<string, Record<string, { 'x-permission'?: string; security?: unknown[] }>>;
    expect(Object.keys(paths)).toHaveLength(new Set(allEndpoints.map((e) => `${e.surface === 'app' ? APP_API_BASE : API_BASE}${e.path}`)).size);
    expect(paths[`${API_BASE}/infra/swagger/openapi`]?.get?.['x-permission']).toBe(Permissions.infra.swagger.list);
    expect(paths[`${API_BASE}/system/auth/login`]?.post?.security).toEqual([]);
    expect(Object.keys(paths)).toContain(`${APP_API_BASE}/member/auth/login`);
  });

  it('refuses a user without the permission, another tenant’s administrator and anonymous callers', async () => {
    const [plain, other] = await Promise.all([t.loginPlain(), t.login('admin110', 'admin123', 121)]);
    expect((await t.call(swaggerApi.openapi, { as: plain })).code).toBe(ErrorCodes.FORBIDDEN.code);
    expect((await t.call(swaggerApi.openapi, { as: other })).code).toBe(ErrorCodes.SYSTEM_TENANT_ONLY.code);
    expect((await t.call(swaggerApi.openapi, {})).code).toBe(ErrorCodes.UNAUTHORIZED.code);
    expect((await t.app.inject({ url: '/tri-real-api/openapi.json' })).statusCode).toBe(404);
  });
});
