/**
 * The three security walks of the endpoint table, generated from the contracts:
 * 1. every permission-guarded endpoint refuses a signed-in user without that permission (403);
 * 2. every call that names a tenant-owned record by id answers "not found" to another tenant;
 * 3. every body and every required query is validated: a violating request gets 400.
 * Each walk prints how many endpoints it covered, and fails when a new endpoint escapes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { allEndpoints, type Endpoint } from '@tenon/contracts';
import { menu } from '../modules/system/menu/menu.schema.ts';
import { roleMenu } from '../modules/system/permission/permission.schema.ts';
import { tenantPackage } from '../modules/system/tenant-package/tenant-package.schema.ts';
import { testApp, type TestApp, type Session } from '../test/testApp.ts';
import { isolationOf } from './area.ts';
import { areas } from '../areas.ts';

let t: TestApp;
let plain: Session;
let adminA: Session;
let adminB: Session;

const key = (e: Endpoint) => `${e.method} ${e.path}`;
const props = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
const required = (schema: unknown) => (schema as { required?: string[] } | undefined)?.required ?? [];

beforeAll(async () => {
  t = await testApp();
  // Give tenant B's administrator every permission of the contract (through its package and
  // role), so that walk 2 reaches the record lookup instead of stopping at the permission gate.
  const perms = [...new Set(allEndpoints.flatMap((e) => ('permission' in e.access ? [e.access.permission] : [])))];
  const inserted = await t.db
    .insert(menu)
    .values(perms.map((permission, i) => ({ id: 90_000 + i, name: `walk ${permission}`, permission, type: 3, parentId: 0 })))
    .returning({ id: menu.id });
  await t.db.execute(sql`SELECT setval(pg_get_serial_sequence('system_menu', 'id'), 99999)`);
  const ids = inserted.map((m) => m.id);
  await t.db.update(tenantPackage).set({ menuIds: ids }).where(eq(tenantPackage.id, 111));
  await t.db.insert(roleMenu).values(ids.map((menuId) => ({ tenantId: 121, roleId: 109, menuId })));
  t.app.catalogue.invalidate('menus:enabled');
  [plain, adminA, adminB] = await Promise.all([t.loginPlain(), t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

describe('walk 1: permissions', () => {
  it('refuses every permission-guarded endpoint to a user without the permission', async () => {
    const guarded = allEndpoints.filter((e) => 'permission' in e.access);
    for (const e of guarded) {
      const res = await t.api({ method: e.method, path: e.path, token: plain.accessToken, body: e.method === 'GET' || e.method === 'DELETE' ? undefined : {} });
      expect(res.code, key(e)).toBe(403);
    }
    console.log(`walk 1: ${guarded.length} permission-guarded endpoints answered 403 without the permission`);
  });
});

/**
 * Tenant-owned records that calls name by id, declared by each area's features next to the
 * entities they describe (`isolation` in `<feature>.feature.ts`): how to create one in tenant A
 * (as its admin), and, for each call, the request that names it. Global records (menus,
 * tenants, packages) and calls about the caller's own records (profile, my messages) are not
 * in this walk.
 */
const isolation = isolationOf(areas);

describe('walk 2: tenant isolation', () => {
  it('covers every call that names a record of a tenant-owned entity by id', () => {
    const naming = allEndpoints.filter(
      (e) =>
        isolation.paths.some((p) => e.path.startsWith(p)) &&
        [...props(e.query), ...props(e.body)].some((p) => p === 'id' || p === 'userId' || p === 'roleId'),
    );
    const covered = new Set(isolation.records.flatMap((r) => Object.keys(r.calls)));
    expect(naming.map(key).filter((k) => !covered.has(k))).toEqual([]);
  });

  it('answers "not found" to tenant B for tenant A’s records, and leaves them untouched', async () => {
    let n = 0;
    for (const r of isolation.records) {
      const entity = r.api;
      const created = await t.api<number>({ method: 'POST', path: `${entity}/create`, token: adminA.accessToken, body: r.create() });
      expect(created.code, `create ${entity}: ${created.msg}`).toBe(0);
      for (const [call, build] of Object.entries(r.calls)) {
        const [method, path] = call.split(' ') as [Endpoint['method'], string];
        const req = build(created.data);
        const res = await t.api({ method, path, token: adminB.accessToken, tenantId: 121, query: req.query as never, body: req.body });
        expect(res.code, `${call}: ${res.msg}`).not.toBe(0);
        expect(res.msg, call).toMatch(/不存在/);
        n++;
      }
      const still = await t.api({ path: `${entity}/get`, query: { id: created.data }, token: adminA.accessToken });
      expect(still.code, `${entity} still there for tenant A`).toBe(0);
    }
    console.log(`walk 2: ${n} calls on ${isolation.records.length} tenant-owned entities answered "not found" across tenants`);
  });
});

describe('walk 3: schemas', () => {
  it('refuses a body of the wrong shape, a body missing required fields, and a missing required query', async () => {
    let bodies = 0;
    let queries = 0;
    for (const e of allEndpoints) {
      if (e.body && e.consumes !== 'multipart') {
        const wrong = await t.api({ method: e.method, path: e.path, token: adminA.accessToken, payload: '[1,2,3]' });
        expect(wrong.code, `${key(e)} with an array body`).toBe(400);
        if (required(e.body).length > 0) {
          const empty = await t.api({ method: e.method, path: e.path, token: adminA.accessToken, body: {} });
          expect(empty.code, `${key(e)} with {}`).toBe(400);
          expect(empty.msg, key(e)).toMatch(/不能为空|格式不正确/);
        }
        bodies++;
      }
      if (e.query && required(e.query).length > 0) {
        const res = await t.api({ method: e.method, path: e.path, token: adminA.accessToken, body: e.body ? {} : undefined });
        expect(res.code, `${key(e)} without its query`).toBe(400);
        queries++;
      }
    }
    console.log(`walk 3: ${bodies} bodies and ${queries} required queries refused when they violate their schema`);
  });
});
