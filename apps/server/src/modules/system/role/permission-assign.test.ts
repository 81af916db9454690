/**
 * permissionApi: who holds which role, what a role grants, and the proof that grants apply to
 * the very next request of an affected user (the gate derives them per call).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permissions, permissionApi, roleApi, userApi } from '@tenon/contracts';
import { menu } from '../menu/menu.schema.ts';
import { role } from './role.schema.ts';
import { testApp, type ApiCall, type Session, type TestApp } from '../../../test/testApp.ts';
import { createRole, createUser, grantTenantAdmin, permissionMenus, signedInWith, uniq } from './testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
let other: Session;
const P = Permissions.system;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, [...Object.values(P.role), ...Object.values(P.permission), P.user.query]);
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

const as = (s: Session) => ({ token: s.accessToken, tenantId: s.tenantId });
const assignUserRole = (userId: number, roleIds: number[], s = admin) =>
  t.call(permissionApi.assignUserRole, { body: { userId, roleIds }, as: s });
const listUserRoles = (userId: number, s = admin) => t.call(permissionApi.listUserRoles, { query: { userId }, as: s });
const assignRoleMenu = (roleId: number, menuIds: number[], s = admin) =>
  t.call(permissionApi.assignRoleMenu, { body: { roleId, menuIds }, as: s });
const listRoleMenus = (roleId: number, s = admin) => t.call(permissionApi.listRoleMenus, { query: { roleId }, as: s });
const userPage = (s: Session) => t.call(userApi.page, { as: s });

describe('POST /system/permission/assign-user-role', () => {
  it("replaces the user's roles, as list-user-roles then answers", async () => {
    const [r1, r2] = [await createRole(t, admin, { permissions: [] }), await createRole(t, admin, { permissions: [] })];
    const u = await createUser(t, admin);
    expect(await assignUserRole(u.id, [r1, r2])).toEqual({ code: 0, data: true, msg: '' });
    expect((await listUserRoles(u.id)).data.sort()).toEqual([r1, r2].sort());
    await assignUserRole(u.id, [r2]);
    expect((await listUserRoles(u.id)).data).toEqual([r2]);
    await assignUserRole(u.id, []);
    expect((await listUserRoles(u.id)).data).toEqual([]);
  });

  it("accepts only the tenant's roles and users", async () => {
    const u = await createUser(t, admin);
    // 109 is tenant 121's tenant_admin; 110 is tenant 121's administrator.
    expect(await assignUserRole(u.id, [2, 109])).toEqual({ code: 1002002000, data: null, msg: '角色不存在' });
    expect((await listUserRoles(u.id)).data).toEqual([]);
    expect(await assignUserRole(110, [2])).toEqual({ code: 1002003003, data: null, msg: '用户不存在' });
    expect((await listUserRoles(110)).msg).toBe('用户不存在');
    expect((await listUserRoles(1, other)).msg).toBe('用户不存在');
    expect((await assignUserRole(1, [109], other)).msg).toBe('用户不存在');
  });

  it('refuses to newly grant a disabled role, but lets a user keep one they hold', async () => {
    const r = await createRole(t, admin, { permissions: [] });
    const u = await createUser(t, admin, { roleIds: [r] });
    const name = (await t.db.select().from(role).where(eq(role.id, r)))[0]!.name;
    await t.call(roleApi.updateStatus, { body: { id: r, status: 1 }, as: admin });
    expect((await assignUserRole(u.id, [r, 2])).code).toBe(0);
    const v = await createUser(t, admin);
    expect(await assignUserRole(v.id, [r])).toEqual({ code: 1002002004, data: null, msg: `名字为【${name}】的角色已被禁用` });
  });

  it('lets only a super administrator grant or take away super_admin', async () => {
    const delegate = await signedInWith(t, admin, { permissions: [P.permission.assignUserRole, P.user.query] });
    const u = await createUser(t, admin);
    const denied = { code: 1002002006, data: null, msg: '只有超级管理员才能授予或收回【super_admin】角色' };
    expect(await assignUserRole(u.id, [1], delegate.session)).toEqual(denied);
    expect(await assignUserRole(delegate.id, [delegate.roleId, 1], delegate.session)).toEqual(denied);
    expect((await listUserRoles(delegate.id)).data).toEqual([delegate.roleId]);
    // Other roles are the delegate's to assign.
    expect((await assignUserRole(u.id, [2], delegate.session)).code).toBe(0);
    // The super administrator may; and the delegate may then not touch that user's roles at all.
    expect((await assignUserRole(u.id, [1, 2])).code).toBe(0);
    expect((await assignUserRole(u.id, [2], delegate.session)).code).toBe(1002003013);
    expect((await listUserRoles(u.id)).data.sort()).toEqual([1, 2]);
  });
});

describe('grants apply on the very next request', () => {
  it('a user loses a permission when their role is deleted', async () => {
    const v = await signedInWith(t, admin, { permissions: [P.user.query] });
    expect((await userPage(v.session)).code).toBe(0);
    await t.call(roleApi.delete, { query: { id: v.roleId }, as: admin });
    expect((await userPage(v.session)).code).toBe(403);
  });

  it("a user loses and regains a permission as their role's menus are reassigned", async () => {
    const v = await signedInWith(t, admin, { permissions: [P.user.query] });
    const [queryMenu] = await permissionMenus(t, [P.user.query]);
    expect((await assignRoleMenu(v.roleId, [])).code).toBe(0);
    expect((await userPage(v.session)).code).toBe(403);
    await assignRoleMenu(v.roleId, [queryMenu!]);
    expect((await userPage(v.session)).code).toBe(0);
  });

  it('a user loses a permission when their role is disabled or taken from them', async () => {
    const v = await signedInWith(t, admin, { permissions: [P.user.query] });
    await t.call(roleApi.updateStatus, { body: { id: v.roleId, status: 1 }, as: admin });
    expect((await userPage(v.session)).code).toBe(403);
    await t.call(roleApi.updateStatus, { body: { id: v.roleId, status: 0 }, as: admin });
    expect((await userPage(v.session)).code).toBe(0);
    await assignUserRole(v.id, []);
    expect((await userPage(v.session)).code).toBe(403);
  });
});

describe('POST /system/permission/assign-role-menu', () => {
  it('stores exactly the given menus, as list-role-menus then answers', async () => {
    const ids = await permissionMenus(t, [P.user.query, P.user.create, P.user.update]);
    const r = await createRole(t, admin, { permissions: [] });
    expect(await assignRoleMenu(r, ids)).toEqual({ code: 0, data: true, msg: '' });
    expect((await listRoleMenus(r)).data.sort()).toEqual([...ids].sort());
    await assignRoleMenu(r, [ids[1]!]);
    expect((await listRoleMenus(r)).data).toEqual([ids[1]]);
  });

  it('refuses a menu that does not exist, naming its id', async () => {
    const r = await createRole(t, admin, { permissions: [] });
    expect(await assignRoleMenu(r, [987_654])).toEqual({ code: 1002001010, data: null, msg: '菜单编号(987654)不存在' });
  });

  it("refuses in another tenant a menu outside its package, naming it, and changes nothing", async () => {
    const [outside] = await t.db.insert(menu).values({ name: '套餐外的菜单', permission: `x:${uniq('m')}:query`, type: 3 }).returning();
    const [inside] = await permissionMenus(t, [P.user.query]);
    const theirs = (await t.call(roleApi.create, { body: { name: uniq('n'), code: uniq('c'), sort: 1 }, as: other })).data;
    expect((await assignRoleMenu(theirs, [inside!], other)).code).toBe(0);
    expect(await assignRoleMenu(theirs, [inside!, outside!.id], other)).toEqual({ code: 1002001011, data: null, msg: '菜单【套餐外的菜单】不在租户套餐内' });
    expect((await listRoleMenus(theirs, other)).data).toEqual([inside]);
    // The system tenant has no package: any menu may be granted.
    const mine = await createRole(t, admin, { permissions: [] });
    expect((await assignRoleMenu(mine, [outside!.id])).code).toBe(0);
  });

  it('answers every menu the tenant may grant for super_admin', async () => {
    const all = await t.db.select({ id: menu.id }).from(menu);
    expect((await listRoleMenus(1)).data.sort()).toEqual(all.map((m) => m.id).sort());
  });
});

describe('POST /system/permission/assign-role-data-scope', () => {
  it("keeps chosen departments only for 'chosen departments', and only the tenant's", async () => {
    const r = await createRole(t, admin, { permissions: [] });
    const scope = (dataScope: number, dataScopeDeptIds?: number[], s = admin) =>
      t.call(permissionApi.assignRoleDataScope, { body: { roleId: r, dataScope, dataScopeDeptIds }, as: s });
    const read = async () => (await t.call(roleApi.get, { query: { id: r }, as: admin })).data;
    expect((await scope(2, [103, 105])).data).toBe(true);
    expect(await read()).toMatchObject({ dataScope: 2, dataScopeDeptIds: [103, 105] });
    expect((await scope(4, [103])).code).toBe(0);
    expect(await read()).toMatchObject({ dataScope: 4, dataScopeDeptIds: [] });
    // 110 is tenant 121's department.
    expect(await scope(2, [103, 110])).toEqual({ code: 1002004002, data: null, msg: '当前部门不存在' });
    expect(await read()).toMatchObject({ dataScope: 4, dataScopeDeptIds: [] });
    expect((await scope(6)).msg).toBe('数据范围不能大于 5');
  });
});

describe('permissions', () => {
  it('refuses each permission call to a user without its permission', async () => {
    const plain = await t.login('test', 'test123');
    const calls: ApiCall[] = [
      { path: '/system/permission/list-user-roles', query: { userId: 1 } },
      { method: 'POST', path: '/system/permission/assign-user-role', body: { userId: 100, roleIds: [1] } },
      { path: '/system/permission/list-role-menus', query: { roleId: 1 } },
      { method: 'POST', path: '/system/permission/assign-role-menu', body: { roleId: 2, menuIds: [] } },
      { method: 'POST', path: '/system/permission/assign-role-data-scope', body: { roleId: 2, dataScope: 1 } },
    ];
    for (const c of calls) expect((await t.api({ ...c, ...as(plain) })).code, c.path).toBe(403);
  });
});
