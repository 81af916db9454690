/**
 * The session check and the grant are cached (catalogue-cache.ts `remember`): every change that
 * affects them must hold at the caller's very next request. Each case first makes the cache hold
 * the old answer (two reads), then changes through the API, then reads once.
 * With TEST_REDIS_URL, a second instance on the same database must see the same changes (the
 * invalidation travels over Redis).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@tenon/contracts';
import { role } from '../modules/system/role/role.schema.ts';
import { tenant } from '../modules/system/tenant/tenant.schema.ts';
import { tenantPackage } from '../modules/system/tenant-package/tenant-package.schema.ts';
import { createRole, createUser, grantTenantAdmin, ok, permissionMenus } from '../modules/system/role/testing/rbac.fixtures.ts';
import { secondInstance } from '../test/secondInstance.ts';
import { testApp, type Session, type TestApp } from '../test/testApp.ts';

const PERM = 'demo:cache:query';

interface Instance {
  /** get-permission-info's answer as `s` sees it (code and, on success, permissions and nickname). */
  info(s: Session): Promise<{ code: number; permissions?: string[]; nickname?: string }>;
}

function onTestApp(t: TestApp): Instance {
  return {
    async info(s) {
      const r = await t.api<{ permissions: string[]; user: { nickname: string } }>({ path: '/system/auth/get-permission-info', token: s.accessToken, tenantId: s.tenantId });
      return r.code === 0 ? { code: 0, permissions: r.data.permissions, nickname: r.data.user.nickname } : { code: r.code };
    },
  };
}

function onFastify(app: FastifyInstance): Instance {
  return {
    async info(s) {
      const r = (
        await app.inject({ method: 'GET', url: `${API_BASE}/system/auth/get-permission-info`, headers: { 'tenant-id': String(s.tenantId), authorization: `Bearer ${s.accessToken}` } })
      ).json<{ code: number; data: { permissions: string[]; user: { nickname: string } } }>();
      return r.code === 0 ? { code: 0, permissions: r.data.permissions, nickname: r.data.user.nickname } : { code: r.code };
    },
  };
}

/**
 * The changes, each as: set up a signed-in caller, then change something. `expected` is what
 * get-permission-info answers afterwards.
 */
function cases(t: () => TestApp, admin: () => Session) {
  const as = (s: Session) => ({ token: s.accessToken, tenantId: s.tenantId });
  const freshUser = async () => {
    const roleId = await createRole(t(), admin(), { permissions: [PERM] });
    const u = await createUser(t(), admin(), { roleIds: [roleId] });
    return { ...u, roleId, session: await t().login(u.username, u.password) };
  };
  const unauthorized = { code: 401 };
  return [
    {
      name: 'logout',
      run: async () => {
        const { session } = await freshUser();
        return { session, change: () => ok(t(), { method: 'POST', path: '/system/auth/logout', ...as(session) }), expected: unauthorized };
      },
    },
    {
      name: '强退 (oauth2-token delete)',
      run: async () => {
        const { session } = await freshUser();
        return {
          session,
          change: () => ok(t(), { method: 'DELETE', path: '/system/oauth2-token/delete', query: { accessToken: session.accessToken }, ...as(admin()) }),
          expected: unauthorized,
        };
      },
    },
    {
      name: 'refresh (the old access token)',
      run: async () => {
        const { session } = await freshUser();
        return {
          session,
          change: () => ok(t(), { method: 'POST', path: '/system/auth/refresh-token', query: { refreshToken: session.refreshToken }, tenantId: 1 }),
          expected: unauthorized,
        };
      },
    },
    {
      name: 'password reset by an administrator',
      run: async () => {
        const { id, session } = await freshUser();
        return { session, change: () => ok(t(), { method: 'PUT', path: '/system/user/update-password', body: { id, password: 'another123' }, ...as(admin()) }), expected: unauthorized };
      },
    },
    {
      name: 'user disabled',
      run: async () => {
        const { id, session } = await freshUser();
        return { session, change: () => ok(t(), { method: 'PUT', path: '/system/user/update-status', body: { id, status: 1 }, ...as(admin()) }), expected: unauthorized };
      },
    },
    {
      name: 'user deleted',
      run: async () => {
        const { id, session } = await freshUser();
        return { session, change: () => ok(t(), { method: 'DELETE', path: '/system/user/delete', query: { id }, ...as(admin()) }), expected: unauthorized };
      },
    },
    {
      name: 'user renamed (the session shows the new nickname)',
      run: async () => {
        const { id, username, session } = await freshUser();
        return {
          session,
          change: () => ok(t(), { method: 'PUT', path: '/system/user/update', body: { id, username, nickname: '改过的昵称', deptId: null }, ...as(admin()) }),
          expected: { code: 0, nickname: '改过的昵称' },
        };
      },
    },
    {
      name: 'user roles changed',
      run: async () => {
        const { id, session } = await freshUser();
        return { session, change: () => ok(t(), { method: 'POST', path: '/system/permission/assign-user-role', body: { userId: id, roleIds: [] }, ...as(admin()) }), expected: { code: 0, permissions: [] } };
      },
    },
    {
      name: 'role menus changed',
      run: async () => {
        const { roleId, session } = await freshUser();
        return { session, change: () => ok(t(), { method: 'POST', path: '/system/permission/assign-role-menu', body: { roleId, menuIds: [] }, ...as(admin()) }), expected: { code: 0, permissions: [] } };
      },
    },
    {
      name: 'role disabled',
      run: async () => {
        const { roleId, session } = await freshUser();
        return { session, change: () => ok(t(), { method: 'PUT', path: '/system/role/update-status', body: { id: roleId, status: 1 }, ...as(admin()) }), expected: { code: 0, permissions: [] } };
      },
    },
    {
      name: 'menu disabled',
      run: async () => {
        const perm = `demo:cache:menu${Date.now().toString(36)}`;
        const roleId = await createRole(t(), admin(), { permissions: [perm] });
        const u = await createUser(t(), admin(), { roleIds: [roleId] });
        const session = await t().login(u.username, u.password);
        const [menuId] = await permissionMenus(t(), [perm]);
        return {
          session,
          change: () =>
            ok(t(), { method: 'PUT', path: '/system/menu/update', body: { id: menuId, name: perm, permission: perm, type: 3, sort: 0, parentId: 0, status: 1 }, ...as(admin()) }),
          expected: { code: 0, permissions: [] },
        };
      },
    },
  ];
}

/** The demo tenant (121) and its administrator, for the tenant-wide changes. */
function tenantCases(t: () => TestApp, admin: () => Session) {
  const asAdmin = () => ({ token: admin().accessToken, tenantId: 1 });
  const tenantBody = async () => {
    const tn = await ok<Record<string, unknown>>(t(), { path: '/system/tenant/get', query: { id: 121 }, ...asAdmin() });
    const { createTime: _c, ...body } = tn;
    return body;
  };
  return [
    {
      name: 'tenant disabled',
      run: async () => {
        const session = await t().login('admin110', 'admin123', 121);
        const body = await tenantBody();
        return {
          session,
          change: () => ok(t(), { method: 'PUT', path: '/system/tenant/update', body: { ...body, status: 1 }, ...asAdmin() }),
          undo: () => ok(t(), { method: 'PUT', path: '/system/tenant/update', body, ...asAdmin() }),
          expected: { code: 401 },
        };
      },
    },
    {
      name: 'tenant package changed',
      run: async () => {
        const [tn] = await t().db.select().from(tenant).where(eq(tenant.id, 121));
        const [adminRole] = await t().db.select().from(role).where(and(eq(role.tenantId, 121), eq(role.code, 'tenant_admin')));
        const roleId = adminRole!.id;
        await grantTenantAdmin(t(), 121, roleId, [PERM]);
        const session = await t().login('admin110', 'admin123', 121);
        const [pkg] = await t().db.select().from(tenantPackage).where(eq(tenantPackage.id, tn!.packageId));
        const [menuId] = await permissionMenus(t(), [PERM]);
        const body = { id: pkg!.id, name: pkg!.name, status: pkg!.status, remark: pkg!.remark, menuIds: pkg!.menuIds.filter((m) => m !== menuId) };
        return {
          session,
          change: () => ok(t(), { method: 'PUT', path: '/system/tenant-package/update', body, ...asAdmin() }),
          expected: { code: 0, permissions: expect.not.arrayContaining([PERM]) },
          warm: { code: 0, permissions: expect.arrayContaining([PERM]) },
        };
      },
    },
  ];
}

async function check(
  reader: Instance,
  c: { session: Session; change: () => Promise<unknown>; expected: object; warm?: object; undo?: () => Promise<unknown> },
  other?: Instance,
) {
  // Both instances hold the old answer.
  for (const r of [reader, other]) {
    if (!r) continue;
    const before = await r.info(c.session);
    expect(before.code).toBe(0);
    if (c.warm) expect(before).toMatchObject(c.warm);
    expect(await r.info(c.session)).toEqual(before);
  }
  await c.change();
  expect(await reader.info(c.session)).toMatchObject(c.expected);
  if (other) await expect.poll(() => other.info(c.session), { timeout: 15_000 }).toMatchObject(c.expected);
  await c.undo?.();
}

describe('the cached session check and grant, on one instance', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await testApp();
    admin = await t.login();
  });
  afterAll(() => t.close());

  for (const c of [...cases(() => t, () => admin), ...tenantCases(() => t, () => admin)]) {
    it(`holds at the next request: ${c.name}`, async () => check(onTestApp(t), await c.run()));
  }

  it('never serves a session past its tenant’s expiry', async () => {
    // The clock is moved, not waited for: a real wait raced the sign-in and two reads against the
    // expiry, and a slow machine lost that race (401 before the expiry was meant to pass).
    const body = await ok<Record<string, unknown>>(t, { path: '/system/tenant/get', query: { id: 121 }, token: admin.accessToken, tenantId: 1 });
    const { createTime: _c, ...tenantBody } = body;
    const expireTime = Date.now() + 10 * 60_000;
    await ok(t, { method: 'PUT', path: '/system/tenant/update', body: { ...tenantBody, expireTime }, token: admin.accessToken, tenantId: 1 });
    try {
      const session = await t.login('admin110', 'admin123', 121);
      const me = onTestApp(t);
      expect((await me.info(session)).code).toBe(0);
      expect((await me.info(session)).code).toBe(0);
      vi.useFakeTimers({ toFake: ['Date'], now: expireTime + 1 });
      expect((await me.info(session)).code).toBe(401);
    } finally {
      vi.useRealTimers();
      await ok(t, { method: 'PUT', path: '/system/tenant/update', body: tenantBody, token: admin.accessToken, tenantId: 1 });
    }
  });

  it('does not let a refused write empty the cache', async () => {
    const cache = t.app.catalogue as unknown as { generation: number };
    const before = cache.generation;
    const plain = await t.loginPlain();
    const refused = await t.api({ method: 'PUT', path: '/system/tenant/update', body: {}, token: plain.accessToken });
    expect(refused.code).not.toBe(0);
    expect((await t.api({ method: 'POST', path: '/system/user/create', body: {} })).code).toBe(401);
    expect(cache.generation).toBe(before);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('the cached session check and grant, on two instances sharing Redis', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  let b: FastifyInstance;
  let admin: Session;
  beforeAll(async () => {
    t = await testApp({ redisUrl });
    other = await secondInstance(t, redisUrl!);
    b = other.app;
    admin = await t.login();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  for (const c of [...cases(() => t, () => admin), ...tenantCases(() => t, () => admin)]) {
    it(`holds on the other instance: ${c.name}`, async () => check(onTestApp(t), await c.run(), onFastify(b)));
  }
});
