// @postgres: hashes every table (md5 of string_agg) before and after each refused call
/**
 * The three security walks of the endpoint table, generated from the contracts:
 * 1. every permission-guarded endpoint refuses a signed-in user without that permission (403);
 * 2. every call that names a tenant-owned record by id answers "not found" to another tenant;
 * 3. every body and every required query is validated: a violating request gets 400;
 * 4. every call on the platform's global catalogues is refused to another tenant's administrator
 *    (holding every permission), and leaves the catalogue as it was.
 * Each walk prints how many endpoints it covered, and fails when a new endpoint escapes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import { allEndpoints, ConfigKeys, ErrorCodes, memberAuthApi, surfaceOf, type Endpoint } from '@tenon/contracts';
import { menu } from '../modules/system/menu/menu.schema.ts';
import { roleMenu } from '../modules/system/permission/permission.schema.ts';
import { tenantPackage } from '../modules/system/tenant-package/tenant-package.schema.ts';
import { testApp, type TestApp, type Session } from '../test/testApp.ts';
import { isolationOf, tablesOf } from './area.ts';
import { areas } from '../areas.ts';

let t: TestApp;
let plain: Session;
let adminA: Session;
let adminB: Session;
/** The demo member of tenant A: walk 3 calls the app surface's guarded endpoints with a member token. */
let memberA: Session;

const key = (e: Endpoint) => `${e.method} ${e.path}`;
const props = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
const required = (schema: unknown) => (schema as { required?: string[] } | undefined)?.required ?? [];

beforeAll(async () => {
  t = await testApp();
  // The walks' records are made by the administrator, who leads their own department and so would
  // approve the leave they ask for: separation of duties is off for them.
  await t.setConfig(ConfigKeys.BPM_FORBID_STARTER_APPROVAL, 'false');
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
  memberA = { ...(await t.callOk(memberAuthApi.login, { body: { mobile: '15601691300', password: 'member123' } })), tenantId: 1 };
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
      // Each surface with its own kind of token, so the request reaches validation.
      const as = { surface: surfaceOf(e), token: (surfaceOf(e) === 'app' ? memberA : adminA).accessToken };
      if (e.body && e.consumes !== 'multipart') {
        const wrong = await t.api({ method: e.method, path: e.path, ...as, payload: '[1,2,3]' });
        expect(wrong.code, `${key(e)} with an array body`).toBe(400);
        if (required(e.body).length > 0) {
          const empty = await t.api({ method: e.method, path: e.path, ...as, body: {} });
          expect(empty.code, `${key(e)} with {}`).toBe(400);
          expect(empty.msg, key(e)).toMatch(/不能为空|格式不正确/);
        }
        bodies++;
      }
      if (e.query && required(e.query).length > 0) {
        const res = await t.api({ method: e.method, path: e.path, ...as, body: e.body ? {} : undefined });
        expect(res.code, `${key(e)} without its query`).toBe(400);
        queries++;
      }
    }
    console.log(`walk 3: ${bodies} bodies and ${queries} required queries refused when they violate their schema`);
  });
});

/**
 * Tables without a tenant column are one catalogue every tenant shares. The features that hold
 * one must declare their guarded endpoints platform-wide (`apiGroup(…, { platform: true })`),
 * but for these, which are about the caller's own tenant's rows (logs, messages, tokens).
 */
const tenantFacingOfGlobalFeatures = new Set([
  'GET /system/notify-message/page',
  'GET /system/mail-log/page',
  'GET /system/mail-log/get',
  'GET /system/sms-log/page',
  'GET /system/sms-log/export-excel',
  'GET /system/oauth2-token/page',
  'DELETE /system/oauth2-token/delete',
]);
/**
 * Global tables that hold no catalogue: the captcha's short-lived puzzles (public calls only), and
 * 访问日志's list of the addresses it holds (written by the log's triggers, by no endpoint).
 */
const internalGlobalTables = new Set(['system_captcha_entry', 'infra_api_access_log_url']);

describe('walk 4: the platform’s global catalogues', () => {
  const globalTables = tablesOf(areas).filter((table) => !('tenantId' in getTableColumns(table)));
  const catalogueTables = globalTables.filter((table) => !internalGlobalTables.has(getTableName(table)));
  // pg and PGlite answer `execute` in slightly different shapes.
  const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
  const snapshot = async () => {
    const sums: Record<string, string> = {};
    for (const table of catalogueTables) {
      const name = getTableName(table);
      const [row] = rowsOf<{ sum: string }>(await t.db.execute(sql.raw(`SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS sum FROM ${name} x`)));
      sums[name] = row!.sum;
    }
    return sums;
  };

  it('declares every guarded endpoint of a feature holding a global table platform-wide', () => {
    const featuresWithGlobal = new Set(
      areas.flatMap((a) => a.features.filter((f) => (f.tables ?? []).some((table) => catalogueTables.includes(table))).map((f) => `${a.name}/${f.name}`)),
    );
    expect([...featuresWithGlobal].sort()).toEqual([
      'infra/codegen',
      'infra/config',
      'infra/data-source-config',
      'infra/file',
      'infra/job',
      'system/dict',
      'system/error-code',
      'system/mail',
      'system/menu',
      'system/notify',
      'system/oauth2',
      'system/sensitive-word',
      'system/sms',
      'system/tenant',
      'system/tenant-package',
    ]);
    const undeclared = t.app.apiRoutes
      .filter((r) => r.endpoint && r.feature && featuresWithGlobal.has(r.feature) && 'permission' in r.endpoint.access && !r.endpoint.platform)
      .map((r) => key(r.endpoint!))
      .filter((k) => !tenantFacingOfGlobalFeatures.has(k));
    expect(undeclared).toEqual([]);
  });

  it('refuses every platform call, read or write, to a second tenant’s administrator holding every permission, and changes nothing', async () => {
    const before = await snapshot();
    const platform = allEndpoints.filter((e) => e.platform);
    const writes = platform.filter((e) => e.method !== 'GET');
    for (const e of platform) {
      const res = await t.api({ method: e.method, path: e.path.replace(/\{\w+\}/g, 'x'), token: adminB.accessToken, tenantId: 121, body: e.method === 'GET' || e.method === 'DELETE' ? undefined : {} });
      expect(res.code, key(e)).toBe(ErrorCodes.SYSTEM_TENANT_ONLY.code);
      expect(res.msg, key(e)).toBe(ErrorCodes.SYSTEM_TENANT_ONLY.msg);
    }
    // What was tried from outside: well-formed writes on tenant 1's rows.
    const [commonStatus] = rowsOf<{ id: number }>(await t.db.execute(sql`SELECT id FROM system_dict_data WHERE dict_type = 'common_status' ORDER BY id LIMIT 1`));
    const [dictType] = rowsOf<{ id: number }>(await t.db.execute(sql`SELECT id FROM system_dict_type ORDER BY id LIMIT 1`));
    const [mailAccount] = rowsOf<{ id: number }>(await t.db.execute(sql`SELECT id FROM system_mail_account ORDER BY id LIMIT 1`));
    const tries: Array<{ method: Endpoint['method']; path: string; body?: unknown; query?: Record<string, number> }> = [
      { method: 'PUT', path: '/system/dict-data/update', body: { id: commonStatus!.id, label: '被改了', value: '0', dictType: 'common_status', sort: 1, status: 0 } },
      { method: 'POST', path: '/system/dict-type/create', body: { name: '外来', type: 'intruder_type', status: 0 } },
      { method: 'DELETE', path: '/system/dict-type/delete', query: { id: dictType!.id } },
      ...(mailAccount ? [{ method: 'PUT' as const, path: '/system/mail-account/update', body: { id: mailAccount.id, mail: 'x@evil.test', username: 'x', host: 'evil.test', port: 25, sslEnable: false, starttlsEnable: false } }] : []),
      { method: 'POST', path: '/system/mail-template/create', body: { name: '外来', code: 'intruder', accountId: mailAccount?.id ?? 1, nickname: 'x', title: 'x', content: 'x', status: 0 } },
    ];
    for (const req of tries) {
      const res = await t.api({ ...req, token: adminB.accessToken, tenantId: 121 });
      expect(res.code, `${req.method} ${req.path}`).toBe(ErrorCodes.SYSTEM_TENANT_ONLY.code);
    }
    expect(await snapshot()).toEqual(before);
    console.log(`walk 4: ${platform.length} platform calls (${writes.length} writes) on ${catalogueTables.length} global tables refused to another tenant`);
  });

  it('still answers the shared reads every tenant needs', async () => {
    const res = await t.api({ path: '/system/dict-data/list-all-simple', token: adminB.accessToken, tenantId: 121 });
    expect(res.code).toBe(0);
    expect((res.data as unknown[]).length).toBeGreaterThan(0);
  });
});
