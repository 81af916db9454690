// @postgres: the tenant's write lock (FOR UPDATE) and deleting its rows in every table
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { Permissions, authApi, menuApi, tenantApi, tenantPackageApi, type BodyOf } from '@tenon/contracts';
import { dept } from '../dept/dept.schema.ts';
import { notifyMessage } from '../notify/notify.schema.ts';
import { roleMenu, userRole } from '../permission/permission.schema.ts';
import { post } from '../post/post.schema.ts';
import { role } from '../role/role.schema.ts';
import { user } from '../user/user.schema.ts';
import { tenant } from './tenant.schema.ts';
import { readXlsx } from '../../../platform/excel.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { download, permissionMenus, uniq } from '../role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
/** A package of a directory, a menu below it and two buttons: what a new tenant's administrator gets. */
let pkg: { id: number; name: string; menuIds: number[]; permissions: string[]; dir: number; page: number };
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  const dir = await t.callOk(menuApi.create, { body: { name: '客户工作台', type: 1, sort: 1, parentId: 0, path: '/desk', status: 0 }, as: admin });
  const page = await t.callOk(menuApi.create, { body: { name: '客户列表', type: 2, sort: 1, parentId: dir, path: 'customer', component: 'desk/customer/index', status: 0 }, as: admin });
  const permissions = ['desk:customer:create', 'desk:customer:query'];
  const buttons = await permissionMenus(t, permissions);
  const name = uniq('套餐');
  const menuIds = [dir, page, ...buttons];
  const id = await t.callOk(tenantPackageApi.create, { body: { name, status: 0, menuIds }, as: admin });
  pkg = { id, name, menuIds, permissions, dir, page };
});
afterAll(() => t.close());

type TenantResp = { id: number; name: string; contactUserId: number | null; contactName: string; contactMobile: string; status: number; domain: string; packageId: number; expireTime: number; accountCount: number };
type PermissionInfo = { user: { id: number; tenantId: number }; roles: string[]; permissions: string[]; menus: Array<{ id: number; children?: Array<{ id: number }> }> };

const create = (body: BodyOf<typeof tenantApi.create>, s = admin) => t.call(tenantApi.create, { body, as: s });
const update = (body: BodyOf<typeof tenantApi.update>, s = admin) => t.call(tenantApi.update, { body, as: s });
const remove = (id: number, s = admin) => t.call(tenantApi.delete, { query: { id }, as: s });
const get = (id: number, s = admin) => t.call(tenantApi.get, { query: { id }, as: s });
const page = (query: Record<string, string | number> = {}, s = admin) =>
  t.call(tenantApi.page, { query: { pageSize: 100, ...query }, as: s });
const permissionInfo = (s: Session) => t.call(authApi.getPermissionInfo, { as: s });
const loginTo = (tenantId: number, username: string, password: string) =>
  t.call(authApi.login, { body: { username, password }, tenantId });
const inAYear = () => Date.now() + 365 * 86_400_000;

/** A complete create body for a new tenant on the test package. */
const newTenant = (extra: Record<string, unknown> = {}) => {
  const username = uniq('boss');
  return {
    name: uniq('租户'),
    contactName: '李雷',
    contactMobile: '13912345678',
    status: 0,
    domain: 'shop.example.cn',
    packageId: pkg.id,
    expireTime: inAYear(),
    accountCount: 10,
    username,
    password: 'Secret#123',
    ...extra,
  };
};

async function createTenant(extra: Record<string, unknown> = {}) {
  const body = newTenant(extra);
  return { id: await t.callOk(tenantApi.create, { body, as: admin }), body };
}

/** Creates a tenant and signs its administrator in. */
async function tenantWithAdmin(extra: Record<string, unknown> = {}) {
  const { id, body } = await createTenant(extra);
  return { id, body, session: await t.login(body.username, body.password, id) };
}

/** Row counts of everything a tenant creation writes. */
const footprint = async () => {
  const n = async (table: typeof tenant | typeof user | typeof role | typeof userRole | typeof roleMenu) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  return { tenants: await n(tenant), users: await n(user), roles: await n(role), userRoles: await n(userRole), roleMenus: await n(roleMenu) };
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

describe('POST /system/tenant/create', () => {
  it('creates the tenant with its administrator, who logs in and holds exactly the package', async () => {
    const body = newTenant({ contactMobile: '+8613912345678' });
    const res = await create(body);
    expect(res.code).toBe(0);
    const created = (await get(res.data)).data;
    expect(created).toMatchObject({ name: body.name, contactName: '李雷', contactMobile: '+8613912345678', packageId: pkg.id, accountCount: 10, status: 0 });

    const session = await t.login(body.username, 'Secret#123', res.data);
    const info = (await permissionInfo(session)).data;
    expect(info.user).toMatchObject({ id: created.contactUserId, tenantId: res.data });
    expect(info.roles).toEqual(['tenant_admin']);
    expect(info.permissions).toEqual(pkg.permissions);
    expect(info.menus.map((m) => m.id)).toEqual([pkg.dir]);
    expect(info.menus[0]!.children!.map((m) => m.id)).toEqual([pkg.page]);

    const [adminUser] = await t.db.select().from(user).where(eq(user.id, created.contactUserId!));
    expect(adminUser).toMatchObject({ tenantId: res.data, username: body.username, nickname: '李雷', mobile: '13912345678' });
    expect(adminUser!.password).toMatch(/^\$argon2id\$/);
    const [adminRole] = await t.db.select().from(role).where(eq(role.tenantId, res.data));
    expect(adminRole).toMatchObject({ code: 'tenant_admin', type: 1, dataScope: 1 });
    const granted = await t.db.select({ menuId: roleMenu.menuId }).from(roleMenu).where(eq(roleMenu.roleId, adminRole!.id));
    expect(granted.map((g) => g.menuId).sort((a, b) => a - b)).toEqual([...pkg.menuIds].sort((a, b) => a - b));
    // Its users see only their own tenant.
    expect((await t.call(tenantApi.listAllSimple, { as: session })).data).toEqual([{ id: res.data, name: body.name }]);
  });

  it('refuses a taken name, an unknown or disabled package, and writes nothing', async () => {
    const before = await footprint();
    expect(await create(newTenant({ name: '小租户' }))).toEqual({ code: 1002015003, data: null, msg: '名字为【小租户】的租户已存在' });
    expect(await create(newTenant({ packageId: 999_999 }))).toEqual({ code: 1002016000, data: null, msg: '租户套餐不存在' });
    const offName = uniq('停用套餐');
    const off = await t.callOk(tenantPackageApi.create, { body: { name: offName, status: 1, menuIds: [] }, as: admin });
    expect(await create(newTenant({ packageId: off }))).toEqual({ code: 1002016002, data: null, msg: `名字为【${offName}】的租户套餐已被禁用` });
    expect(await footprint()).toEqual(before);
  });

  it('refuses malformed input with a sentence naming the field', async () => {
    expect((await create(newTenant({ username: 'a!' }))).msg).toContain('用户名称');
    expect((await create(newTenant({ password: '123' }))).msg).toContain('用户密码');
    expect((await create(newTenant({ contactMobile: '123' }))).msg).toContain('手机号码');
  });

  it('leaves nothing half-written when a step fails midway', async () => {
    const before = await footprint();
    // Make the user-role insert, which comes after the tenant, user and role, fail.
    await t.db.execute(sql`ALTER TABLE system_user_role ADD CONSTRAINT tenon_test_no_insert CHECK (user_id < 0) NOT VALID`);
    const body = newTenant();
    try {
      const res = await create(body);
      expect(res.code).toBe(500);
      expect(res.msg).toMatch(/^系统异常/);
    } finally {
      await t.db.execute(sql`ALTER TABLE system_user_role DROP CONSTRAINT tenon_test_no_insert`);
    }
    expect(await footprint()).toEqual(before);
    expect(await t.db.select().from(tenant).where(eq(tenant.name, body.name))).toEqual([]);
    // The same request succeeds once the fault is gone.
    expect((await create(body)).code).toBe(0);
  });
});

describe('PUT /system/tenant/update', () => {
  it('updates the tenant’s fields, keeping names unique', async () => {
    const { id, body } = await createTenant();
    const { username: _u, password: _p, ...fields } = body;
    expect((await update({ ...fields, id, contactName: '韩梅梅', domain: 'new.example.cn', accountCount: 50 })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ contactName: '韩梅梅', domain: 'new.example.cn', accountCount: 50 });
    expect(await update({ ...fields, id, name: '小租户' })).toEqual({ code: 1002015003, data: null, msg: '名字为【小租户】的租户已存在' });
    expect((await update({ ...fields, id: 999_999 })).code).toBe(1002015000);
  });

  it('moving to another package re-syncs every role: tenant_admin gets exactly it, others lose what it lacks', async () => {
    const { id, body, session } = await tenantWithAdmin();
    const [custom] = await t.db.insert(role).values({ tenantId: id, name: '销售', code: 'sales', type: 2 }).returning();
    await t.db.insert(roleMenu).values([pkg.dir, pkg.page].map((menuId) => ({ tenantId: id, roleId: custom!.id, menuId })));
    const [extra] = await permissionMenus(t, ['desk:report:query']);
    const next = await t.callOk(tenantPackageApi.create, { body: { name: uniq('套餐'), status: 0, menuIds: [pkg.dir, extra] }, as: admin });

    const { username: _u, password: _p, ...fields } = body;
    expect((await update({ ...fields, id, packageId: next })).code).toBe(0);
    const menusOf = async (roleId: number) =>
      (await t.db.select({ menuId: roleMenu.menuId }).from(roleMenu).where(eq(roleMenu.roleId, roleId))).map((r) => r.menuId).sort((a, b) => a - b);
    const [adminRole] = await t.db.select().from(role).where(eq(role.tenantId, id)).orderBy(role.id);
    expect(await menusOf(adminRole!.id)).toEqual([pkg.dir, extra!].sort((a, b) => a - b));
    expect(await menusOf(custom!.id)).toEqual([pkg.dir]);
    expect((await permissionInfo(session)).data.permissions).toEqual(['desk:report:query']);
  });

  it('needs an enabled package to move to, but a tenant may stay on one disabled since', async () => {
    const { id, body } = await createTenant();
    const { username: _u, password: _p, ...fields } = body;
    const offName = uniq('停用套餐');
    const off = await t.callOk(tenantPackageApi.create, { body: { name: offName, status: 1, menuIds: [] }, as: admin });
    expect((await update({ ...fields, id, packageId: off })).msg).toBe(`名字为【${offName}】的租户套餐已被禁用`);
    const stay = await t.callOk(tenantPackageApi.create, { body: { name: uniq('套餐'), status: 0, menuIds: [] }, as: admin });
    await t.callOk(tenantApi.update, { body: { ...fields, id, packageId: stay }, as: admin });
    await t.db.execute(sql`UPDATE system_tenant_package SET status = 1 WHERE id = ${stay}`);
    expect((await update({ ...fields, id, packageId: stay, contactName: '王五' })).code).toBe(0);
  });
});

describe('the system tenant', () => {
  it('cannot be updated or deleted', async () => {
    const denied = { code: 1002015004, data: null, msg: '系统租户不能进行修改、删除等操作！' };
    expect(await update({ id: 1, ...newTenant({ name: '榫卯科技' }) })).toEqual(denied);
    expect(await remove(1)).toEqual(denied);
    expect((await get(1)).data.name).toBe('榫卯科技');
  });
});

describe('disabled and expired tenants, through update', () => {
  it('a disabled tenant cannot log in, and its open sessions stop at once; enabling it again lets it in', async () => {
    const { id, body, session } = await tenantWithAdmin();
    const { username: _u, password: _p, ...fields } = body;
    await t.callOk(tenantApi.update, { body: { ...fields, id, status: 1 }, as: admin });
    expect(await loginTo(id, body.username, body.password)).toEqual({ code: 1002015001, data: null, msg: `名字为【${body.name}】的租户已被禁用` });
    expect((await permissionInfo(session)).code).toBe(401);
    await t.callOk(tenantApi.update, { body: { ...fields, id, status: 0 }, as: admin });
    expect((await loginTo(id, body.username, body.password)).code).toBe(0);
  });

  it('an expired tenant cannot log in, and its open sessions stop at once', async () => {
    const { id, body, session } = await tenantWithAdmin();
    const { username: _u, password: _p, ...fields } = body;
    await t.callOk(tenantApi.update, { body: { ...fields, id, expireTime: Date.now() - 60_000 }, as: admin });
    expect(await loginTo(id, body.username, body.password)).toEqual({ code: 1002015002, data: null, msg: `名字为【${body.name}】的租户已过期` });
    expect((await permissionInfo(session)).code).toBe(401);
  });
});

describe('DELETE /system/tenant/delete', () => {
  it('removes every row the tenant owns in every tenant-owned table, and its sessions end at once', async () => {
    const { id, body, session } = await tenantWithAdmin();
    await t.db.insert(dept).values({ tenantId: id, name: '总部', parentId: 0 });
    await t.db.insert(post).values({ tenantId: id, code: 'ceo', name: '董事长' });
    await t.db.insert(notifyMessage).values({
      tenantId: id,
      userId: session.userId,
      templateId: 1,
      templateCode: 'x',
      templateNickname: 'x',
      templateContent: 'x',
      templateType: 1,
    });
    // The access log rows of the tenant's own requests so far are written in batches: out before
    // the delete, so that they are among what it removes (a row written later, of a request
    // refused after the delete, is a log of that refusal, checked below).
    await t.app.apiLogs.flush();
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' });
    await t.app.apiLogs.flush();
    const tables = rowsOf<{ table_name: string }>(
      await t.db.execute(sql`SELECT table_name FROM information_schema.columns WHERE column_name = 'tenant_id' AND table_schema = current_schema()`),
    );
    expect(tables.length).toBeGreaterThanOrEqual(10);
    for (const { table_name } of tables) {
      const [{ n }] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} WHERE tenant_id = ${id}`));
      expect(Number(n), table_name).toBe(0);
    }
    expect((await permissionInfo(session)).code).toBe(401);
    expect(await loginTo(id, body.username, body.password)).toEqual({ code: 1002015000, data: null, msg: '租户不存在' });
    expect((await get(id)).code).toBe(1002015000);
    // Other tenants keep everything.
    expect((await t.login('admin110', 'admin123', 121)).userId).toBe(110);
  });

  it('answers 租户不存在 for an unknown id', async () => {
    expect(await remove(999_999)).toEqual({ code: 1002015000, data: null, msg: '租户不存在' });
  });
});

describe('GET /system/tenant/page and export-excel', () => {
  it('pages newest first with name, contact, status and creation-time filters', async () => {
    const a = await createTenant({ name: uniq('筛选租户'), contactName: '筛选联系人甲', contactMobile: '13700000001' });
    const b = await createTenant({ name: uniq('筛选租户'), contactName: '筛选联系人乙', status: 1 });
    expect((await page({ name: '筛选租户' })).data.list.map((x) => x.id)).toEqual([b.id, a.id]);
    expect((await page({ name: '筛选租户', status: 1 })).data.list.map((x) => x.id)).toEqual([b.id]);
    expect((await page({ contactName: '联系人甲' })).data.list.map((x) => x.id)).toEqual([a.id]);
    expect((await page({ contactMobile: '1370000000' })).data.list.map((x) => x.id)).toEqual([a.id]);
    expect((await page({ name: '筛选租户', 'createTime[0]': '2000-01-01 00:00:00', 'createTime[1]': '2000-12-31 23:59:59' })).data.total).toBe(0);
    const all = (await page()).data;
    expect(all.total).toBe(all.list.length);
    expect(all.list.map((x) => x.id)).toEqual(expect.arrayContaining([1, 121, a.id, b.id]));
  });

  it('exports 租户列表.xlsx with the filtered tenants, package by name and status by label', async () => {
    const { id, body } = await createTenant({ name: uniq('导出租户'), status: 1 });
    const res = await t.download(tenantApi.exportExcel, { query: { name: body.name }, as: admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('租户列表.xlsx'));
    const rows = await readXlsx(res.rawPayload);
    expect(rows.map((r) => r.values)).toEqual([
      expect.objectContaining({ 租户编号: String(id), 租户名: body.name, 租户套餐: pkg.name, 联系人: '李雷', 租户状态: '关闭', 账号额度: '10' }),
    ]);
    expect(rows[0]!.values.过期时间).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const system = await readXlsx((await t.download(tenantApi.exportExcel, { query: { name: '榫卯科技' }, as: admin })).rawPayload);
    expect(system[0]!.values).toMatchObject({ 租户编号: '1', 租户套餐: '系统租户', 租户状态: '开启' });
  });
});

describe('users of other tenants', () => {
  let other: Session;
  beforeAll(async () => {
    // Were the tenant permissions in tenant 121's package (the package API refuses them, so they
    // are written straight to the table), its administrator would still hold none of them.
    const ids = await permissionMenus(t, Object.values(Permissions.system.tenant));
    await t.db.execute(sql`UPDATE system_tenant_package SET menu_ids = ${JSON.stringify(ids)}::jsonb WHERE id = 111`);
    t.app.catalogue.invalidate('menus:enabled');
    other = await t.login('admin110', 'admin123', 121);
  });

  it('cannot manage tenants', async () => {
    const denied = { code: 403, data: null, msg: '只有系统租户的用户可以进行该操作' };
    expect(await create(newTenant(), other)).toEqual(denied);
    expect(await update({ id: 121, ...newTenant({ name: '小租户', packageId: 111 }) }, other)).toEqual(denied);
    expect(await remove(121, other)).toEqual(denied);
    expect(await page({}, other)).toEqual(denied);
    expect((await t.download(tenantApi.exportExcel, { as: other })).json()).toEqual(denied);
  });

  it('read no tenant through 租户管理, their own neither; the simple list names only their own', async () => {
    const denied = { code: 403, data: null, msg: '只有系统租户的用户可以进行该操作' };
    expect(await get(121, other)).toEqual(denied);
    expect(await get(1, other)).toEqual(denied);
    expect((await t.call(tenantApi.listAllSimple, { as: other, tenantId: 121 })).data).toEqual([{ id: 121, name: '小租户' }]);
  });

  it('a system-tenant user without the permission gets 403', async () => {
    expect((await page({}, await t.login('test', 'test123'))).code).toBe(403);
  });
});
