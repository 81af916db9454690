/**
 * Test fixtures for the user and role suites: permission menus, roles holding them, and users
 * holding those roles, set up through the API wherever it exists. Menus are inserted directly,
 * since the menu API belongs to another module; the menu cache is dropped after each insert.
 */
import { eq, inArray } from 'drizzle-orm';
import { API_BASE } from '@tenon/contracts';
import { menu } from '../../menu/menu.schema.ts';
import { roleMenu } from '../../permission/permission.schema.ts';
import { tenantPackage } from '../../tenant-package/tenant-package.schema.ts';
import { tenant } from '../../tenant/tenant.schema.ts';
import { CatalogueKeys } from '../../../../platform/catalogue-cache.ts';
import { writeXlsx } from '../../../../platform/excel.ts';
import type { Session, TestApp } from '../../../../test/testApp.ts';

/** Button menus carrying `permissions` (created once per app), by permission. */
export async function permissionMenus(t: TestApp, permissions: string[]): Promise<number[]> {
  const existing = await t.db.select().from(menu).where(inArray(menu.permission, permissions));
  const have = new Map(existing.map((m) => [m.permission, m.id]));
  const missing = permissions.filter((p) => !have.has(p));
  if (missing.length) {
    const rows = await t.db
      .insert(menu)
      .values(missing.map((p) => ({ name: p.slice(0, 50), permission: p, type: 3 })))
      .returning();
    rows.forEach((m) => have.set(m.permission, m.id));
    t.app.catalogue.invalidate(CatalogueKeys.MENUS);
  }
  return permissions.map((p) => have.get(p)!);
}

/** Calls the API and fails the test on a non-zero code: for set-up steps. */
export async function ok<T>(t: TestApp, call: Parameters<TestApp['api']>[0]): Promise<T> {
  const res = await t.api<T>(call);
  if (res.code !== 0) throw new Error(`${call.method ?? 'GET'} ${call.path}: ${res.code} ${res.msg}`);
  return res.data;
}

let seq = 0;
/** A unique suffix for usernames, codes and names within a test file. */
export const uniq = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

export interface RoleSpec {
  permissions: string[];
  dataScope?: number;
  dataScopeDeptIds?: number[];
}

/** A custom role of `as`'s tenant holding `permissions`, created and configured through the API. */
export async function createRole(t: TestApp, as: Session, spec: RoleSpec): Promise<number> {
  const code = uniq('r');
  const call = (method: 'POST' | 'PUT', path: string, body: unknown) =>
    ok(t, { method, path, body, token: as.accessToken, tenantId: as.tenantId });
  const id = await call('POST', '/system/role/create', { name: code, code, sort: 10 });
  await call('POST', '/system/permission/assign-role-menu', { roleId: id, menuIds: await permissionMenus(t, spec.permissions) });
  if (spec.dataScope) {
    const dataScopeDeptIds = spec.dataScopeDeptIds ?? [];
    await call('POST', '/system/permission/assign-role-data-scope', { roleId: id, dataScope: spec.dataScope, dataScopeDeptIds });
  }
  return id as number;
}

export interface UserSpec {
  deptId?: number | null;
  roleIds?: number[];
  username?: string;
  password?: string;
  mobile?: string;
  email?: string;
}

/** A user of `as`'s tenant created through the API; returns its id and username. */
export async function createUser(t: TestApp, as: Session, spec: UserSpec = {}): Promise<{ id: number; username: string; password: string }> {
  const username = spec.username ?? uniq('u');
  const password = spec.password ?? 'secret123';
  const id = await ok<number>(t, {
    method: 'POST',
    path: '/system/user/create',
    token: as.accessToken,
    tenantId: as.tenantId,
    body: { username, nickname: `昵称${username}`.slice(0, 30), password, deptId: spec.deptId ?? null, mobile: spec.mobile, email: spec.email },
  });
  if (spec.roleIds?.length) {
    await ok(t, {
      method: 'POST',
      path: '/system/permission/assign-user-role',
      token: as.accessToken,
      tenantId: as.tenantId,
      body: { userId: id, roleIds: spec.roleIds },
    });
  }
  return { id, username, password };
}

/** A signed-in user holding a new role with `spec`'s permissions and data scope. */
export async function signedInWith(t: TestApp, as: Session, spec: RoleSpec & { deptId?: number | null }) {
  const roleId = await createRole(t, as, spec);
  const u = await createUser(t, as, { deptId: spec.deptId ?? null, roleIds: [roleId] });
  return { ...u, roleId, session: await t.login(u.username, u.password, as.tenantId) };
}

/**
 * Lets the demo tenant 121's administrator (`tenant_admin`, no menus in the seed) use
 * `permissions`: adds the menus to its package and to the role, directly in the database.
 */
export async function grantTenantAdmin(t: TestApp, tenantId: number, roleId: number, permissions: string[]) {
  const ids = await permissionMenus(t, permissions);
  const [tn] = await t.db.select().from(tenant).where(eq(tenant.id, tenantId));
  const [pkg] = await t.db.select().from(tenantPackage).where(eq(tenantPackage.id, tn!.packageId));
  await t.db.update(tenantPackage).set({ menuIds: [...new Set([...pkg!.menuIds, ...ids])] }).where(eq(tenantPackage.id, pkg!.id));
  await t.db.insert(roleMenu).values(ids.map((menuId) => ({ tenantId, roleId, menuId }))).onConflictDoNothing();
  // Written past the API, so past its invalidation: drop the cached grants as the API would.
  t.app.catalogue.invalidateAll();
  return ids;
}

/** A multipart/form-data body with one file part. */
export function multipart(field: string, filename: string, content: Buffer) {
  const boundary = '----tenon-import-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** An xlsx whose first row is `headers` and the rest `rows`. */
export async function xlsx(headers: string[], rows: Array<Array<string | number>>): Promise<Buffer> {
  const file = await writeXlsx('t.xlsx', 'Sheet1', headers.map((header, i) => ({ header, value: (r: Array<string | number>) => r[i] })), rows);
  return file.body;
}

/** Calls a `produces: 'file'` endpoint: the raw reply, so tests can read the bytes or the envelope. */
export function download(t: TestApp, as: Session, path: string, query?: Record<string, string | number>) {
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}${path}`,
    query: query ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) : undefined,
    headers: { 'tenant-id': String(as.tenantId), authorization: `Bearer ${as.accessToken}` },
  });
}

/** POSTs an xlsx to the user import as `as`. */
export function upload(t: TestApp, as: Session, content: Buffer, query: Record<string, string> = {}, field = 'file') {
  const { body, contentType } = multipart(field, 'users.xlsx', content);
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}/system/user/import`,
    query,
    headers: { 'tenant-id': String(as.tenantId), authorization: `Bearer ${as.accessToken}`, 'content-type': contentType },
    payload: body,
  });
}
