import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permissions, permissionApi, roleApi, type BodyOf } from '@tenon/contracts';
import { roleMenu, userRole } from '../permission/permission.schema.ts';
import { role } from './role.schema.ts';
import { readXlsx } from '../../../platform/excel.ts';
import { testApp, type ApiCall, type Session, type TestApp } from '../../../test/testApp.ts';
import { createRole, createUser, download, grantTenantAdmin, uniq } from './testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, [...Object.values(Permissions.system.role), ...Object.values(Permissions.system.permission)]);
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

type RoleResp = {
  id: number;
  name: string;
  code: string;
  sort: number;
  status: number;
  type: number;
  remark: string;
  dataScope: number;
  dataScopeDeptIds: number[];
  createTime: number;
};
const as = (s: Session) => ({ token: s.accessToken, tenantId: s.tenantId });
const create = (body: BodyOf<typeof roleApi.create>, s = admin) => t.call(roleApi.create, { body, as: s });
const update = (body: BodyOf<typeof roleApi.update>, s = admin) => t.call(roleApi.update, { body, as: s });
const get = (id: number, s = admin) => t.call(roleApi.get, { query: { id }, as: s });
const fresh = () => {
  const code = uniq('role');
  return { name: `角色${code}`, code, sort: 5 };
};

describe('POST /system/role/create', () => {
  it('creates a custom role with data scope "all", answered by get', async () => {
    const body = { ...fresh(), remark: '审计用' };
    const res = await create(body);
    expect(res.code).toBe(0);
    expect((await get(res.data)).data).toMatchObject({ ...body, id: res.data, type: 2, status: 0, dataScope: 1, dataScopeDeptIds: [] });
  });

  it('refuses a name or a code already used in the tenant, naming it', async () => {
    const first = fresh();
    await create(first);
    expect(await create({ ...fresh(), name: first.name })).toEqual({ code: 1002002001, data: null, msg: `已经存在名为【${first.name}】的角色` });
    expect(await create({ ...fresh(), code: first.code })).toEqual({ code: 1002002002, data: null, msg: `已经存在标识为【${first.code}】的角色` });
    // The same name and code are free in another tenant.
    expect((await create(first, other)).code).toBe(0);
  });

  it('refuses the super_admin code, which would hold every permission', async () => {
    expect(await create({ ...fresh(), code: 'super_admin' })).toEqual({ code: 1002002005, data: null, msg: '标识【super_admin】不能使用' });
  });

  it('refuses malformed fields with the field named', async () => {
    expect((await create({ ...fresh(), code: '1abc' })).msg).toBe('角色标识格式不正确');
    expect((await create({ ...fresh(), name: '' })).msg).toBe('角色名称不能为空');
    expect((await create({ ...fresh(), name: '  ' })).msg).toBe('角色名称不能为空');
    // Raw: the contract's body type requires the sort this call leaves out.
    expect((await t.api({ method: roleApi.create.method, path: roleApi.create.path, body: { name: 'x', code: 'x' }, token: admin.accessToken })).msg).toBe('显示顺序不能为空');
  });
});

describe('PUT /system/role/update and update-status', () => {
  it('changes a custom role and refuses a name taken by another', async () => {
    const a = fresh();
    const id = (await create(a)).data;
    const b = fresh();
    await create(b);
    expect((await update({ id, ...a, name: '改名', sort: 9, remark: '新备注' })).data).toBe(true);
    expect((await get(id)).data).toMatchObject({ name: '改名', code: a.code, sort: 9, remark: '新备注' });
    // Keeping its own name and code is not a clash.
    expect((await update({ id, ...a })).code).toBe(0);
    expect((await update({ id, ...a, name: b.name })).msg).toBe(`已经存在名为【${b.name}】的角色`);
    expect((await update({ id, ...a, code: 'super_admin' })).msg).toBe('标识【super_admin】不能使用');
  });

  it('disables and enables a custom role', async () => {
    const id = (await create(fresh())).data;
    expect((await t.call(roleApi.updateStatus, { body: { id, status: 1 }, as: admin })).data).toBe(true);
    expect((await get(id)).data.status).toBe(1);
  });
});

describe('built-in roles', () => {
  it('cannot be updated, disabled, re-scoped or deleted', async () => {
    const refused = { code: 1002002003, data: null, msg: '不能操作类型为系统内置的角色' };
    for (const id of [1, 2]) {
      const r = (await get(id)).data;
      expect(await update({ id, name: r.name, code: r.code, sort: 1, remark: '改了' })).toEqual(refused);
      expect(await t.call(roleApi.updateStatus, { body: { id, status: 1 }, as: admin })).toEqual(refused);
      expect(await t.call(permissionApi.assignRoleDataScope, { body: { roleId: id, dataScope: 5 }, as: admin })).toEqual(refused);
      expect(await t.call(roleApi.delete, { query: { id }, as: admin })).toEqual(refused);
      expect((await get(id)).data).toEqual(r);
    }
  });
});

describe('DELETE /system/role/delete', () => {
  it('deletes the role with its user and menu assignments', async () => {
    const roleId = await createRole(t, admin, { permissions: [Permissions.system.user.query] });
    const u = await createUser(t, admin, { roleIds: [roleId] });
    expect((await t.db.select().from(roleMenu).where(eq(roleMenu.roleId, roleId))).length).toBe(1);
    expect(await t.call(roleApi.delete, { query: { id: roleId }, as: admin })).toEqual({ code: 0, data: true, msg: '' });
    expect((await get(roleId)).msg).toBe('角色不存在');
    expect(await t.db.select().from(roleMenu).where(eq(roleMenu.roleId, roleId))).toEqual([]);
    expect(await t.db.select().from(userRole).where(eq(userRole.roleId, roleId))).toEqual([]);
    expect((await t.call(permissionApi.listUserRoles, { query: { userId: u.id }, as: admin })).data).toEqual([]);
  });
});

describe("another tenant's roles do not exist", () => {
  it('answers 角色不存在 to every call naming one, and changes nothing', async () => {
    const theirs = (await create(fresh(), other)).data;
    const before = (await get(theirs, other)).data;
    const calls: ApiCall[] = [
      { path: '/system/role/get', query: { id: theirs } },
      { method: 'PUT', path: '/system/role/update', body: { id: theirs, ...fresh() } },
      { method: 'PUT', path: '/system/role/update-status', body: { id: theirs, status: 1 } },
      { method: 'DELETE', path: '/system/role/delete', query: { id: theirs } },
      { path: '/system/permission/list-role-menus', query: { roleId: theirs } },
      { method: 'POST', path: '/system/permission/assign-role-menu', body: { roleId: theirs, menuIds: [] } },
      { method: 'POST', path: '/system/permission/assign-role-data-scope', body: { roleId: theirs, dataScope: 5 } },
    ];
    for (const c of calls) expect(await t.api({ ...c, ...as(admin) }), c.path).toEqual({ code: 1002002000, data: null, msg: '角色不存在' });
    expect((await get(theirs, other)).data).toEqual(before);
    // And the built-in roles of the system tenant do not exist for tenant 121.
    expect((await get(1, other)).msg).toBe('角色不存在');
    const mine = (await t.db.select({ id: role.id }).from(role).where(eq(role.tenantId, 121))).map((r) => r.id);
    const page = await t.call(roleApi.page, { query: { pageSize: 100 }, as: other });
    expect(page.data.list.map((r) => r.id).sort()).toEqual(mine.sort());
  });
});

describe('GET /system/role/page and list-all-simple', () => {
  it('filters by name and code (contains), status and creation time, in display order', async () => {
    const tag = uniq('pg');
    const a = (await create({ name: `${tag}甲`, code: `${tag}a`, sort: 2 })).data;
    const b = (await create({ name: `${tag}乙`, code: `${tag}b`, sort: 1, status: 1 })).data;
    const ids = async (q: Record<string, string | number>) =>
      (await t.call(roleApi.page, { query: { pageSize: 100, ...q }, as: admin })).data.list.map((r) => r.id);
    expect(await ids({ name: tag })).toEqual([b, a]);
    expect(await ids({ code: `${tag}A`.toUpperCase() })).toEqual([a]);
    expect(await ids({ name: tag, status: 1 })).toEqual([b]);
    expect(await ids({ name: tag, 'createTime[0]': '2099-01-01 00:00:00', 'createTime[1]': '2099-12-31 00:00:00' })).toEqual([]);
    const simple = await t.call(roleApi.listAllSimple, { as: admin });
    expect(simple.data.find((r) => r.id === a)).toEqual({ id: a, name: `${tag}甲`, code: `${tag}a` });
    expect(simple.data.some((r) => r.id === b)).toBe(false);
  });
});

describe('GET /system/role/export', () => {
  it('downloads 角色数据.xlsx with the filtered roles and dictionary labels', async () => {
    const tag = uniq('ex');
    const id = await createRole(t, admin, { permissions: [], dataScope: 2, dataScopeDeptIds: [103, 104] });
    await t.call(roleApi.update, { body: { id, name: `${tag}角色`, code: tag, sort: 3 }, as: admin });
    const res = await t.download(roleApi.export, { query: { name: tag }, as: admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('角色数据.xlsx'));
    const rows = await readXlsx(res.rawPayload);
    expect(rows.map((r) => r.values)).toEqual([
      expect.objectContaining({
        角色编号: String(id),
        角色名称: `${tag}角色`,
        角色标识: tag,
        显示顺序: '3',
        数据范围: '指定部门数据权限',
        数据范围部门: '103,104',
        状态: '开启',
      }),
    ]);
    const all = await readXlsx((await t.download(roleApi.export, { as: admin })).rawPayload);
    expect(all.map((r) => r.values['角色标识'])).toEqual(expect.arrayContaining(['super_admin', 'common']));
    expect(all.map((r) => r.values['角色标识'])).not.toContain('tenant_admin');
  });
});
