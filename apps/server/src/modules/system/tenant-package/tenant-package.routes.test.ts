import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Permissions, authApi, tenantPackageApi, type BodyOf } from '@tenon/contracts';
import { roleMenu } from '../permission/permission.schema.ts';
import { role } from '../role/role.schema.ts';
import { tenantPackage } from './tenant-package.schema.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { permissionMenus, uniq } from '../role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
/** Button menus a, b, c (permissions demo:pkg:a…). */
let menus: { a: number; b: number; c: number };
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  const [a, b, c] = await permissionMenus(t, ['demo:pkg:a', 'demo:pkg:b', 'demo:pkg:c']);
  menus = { a: a!, b: b!, c: c! };
});
afterAll(() => t.close());

type PackageResp = { id: number; name: string; status: number; remark: string; menuIds: number[]; createTime: number };

const create = (body: BodyOf<typeof tenantPackageApi.create>, s = admin) => t.call(tenantPackageApi.create, { body, as: s });
const update = (body: BodyOf<typeof tenantPackageApi.update>, s = admin) => t.call(tenantPackageApi.update, { body, as: s });
const remove = (id: number, s = admin) => t.call(tenantPackageApi.delete, { query: { id }, as: s });
const get = (id: number, s = admin) => t.call(tenantPackageApi.get, { query: { id }, as: s });
const page = (query: Record<string, string | number> = {}, s = admin) =>
  t.call(tenantPackageApi.page, { query: { pageSize: 100, ...query }, as: s });
const simpleList = (s = admin) => t.call(tenantPackageApi.getSimpleList, { as: s });
const roleMenus = async (roleId: number) =>
  (await t.db.select({ menuId: roleMenu.menuId }).from(roleMenu).where(eq(roleMenu.roleId, roleId))).map((r) => r.menuId).sort((x, y) => x - y);
const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);

describe('creating, reading and updating packages', () => {
  it('creates a package answered by get', async () => {
    const res = await create({ name: '基础套餐', status: 0, remark: '小团队', menuIds: [menus.a, menus.b] });
    expect(res.code).toBe(0);
    expect((await get(res.data)).data).toMatchObject({ id: res.data, name: '基础套餐', status: 0, remark: '小团队', menuIds: [menus.a, menus.b] });
  });

  it('keeps names unique and every menu id real', async () => {
    expect(await create({ name: '普通套餐', status: 0, menuIds: [] })).toEqual({ code: 1002016003, data: null, msg: '已经存在该名字的租户套餐' });
    expect(await create({ name: uniq('套餐'), status: 0, menuIds: [menus.a, 999_998, 999_999] })).toEqual({
      code: 1002001010,
      data: null,
      msg: '菜单编号(999998,999999)不存在',
    });
    const id = await t.callOk(tenantPackageApi.create, { body: { name: uniq('套餐'), status: 0, menuIds: [] }, as: admin });
    expect((await update({ id, name: '普通套餐', status: 0, menuIds: [] })).code).toBe(1002016003);
    expect(await create({ name: uniq('套餐'), status: 0, menuIds: [menus.a, menus.a] })).toMatchObject({ code: 400 });
  });

  it('answers 租户套餐不存在 for an unknown id', async () => {
    expect(await get(999_999)).toEqual({ code: 1002016000, data: null, msg: '租户套餐不存在' });
    expect((await update({ id: 999_999, name: 'x', status: 0, menuIds: [] })).code).toBe(1002016000);
    expect((await remove(999_999)).code).toBe(1002016000);
  });
});

describe('the platform’s own menus', () => {
  it('are refused in a package (dictionaries, their hidden data page, mail set-up, tenants, menus), naming them; a tenant’s own screens are taken', async () => {
    const name = uniq('套餐');
    for (const [id, label] of [[105, '字典管理'], [1029, '字典查询'], [1034, '字典数据'], [2740, '邮箱账号'], [2746, '模版查询'], [1224, '租户管理'], [102, '菜单管理'], [1094, '短信渠道']] as const) {
      const res = await create({ name, status: 0, menuIds: [1, 100, id] });
      expect(res.code, label).toBe(1002016004);
      expect(res.msg, label).toContain(label);
    }
    const pkg = await t.callOk(tenantPackageApi.create, { body: { name, status: 0, menuIds: [1, 100, 1001, 2739, 2751, 2752] }, as: admin });
    expect((await update({ id: pkg, name, status: 0, menuIds: [1, 100, 1031] })).code).toBe(1002016004);
    expect((await get(pkg)).data?.menuIds).toEqual([1, 100, 1001, 2739, 2751, 2752]);
  });
});

describe('editing the menus of a package in use', () => {
  it('brings every tenant on it back inside: tenant_admin holds exactly the package, other roles lose what left it', async () => {
    await t.callOk(tenantPackageApi.update, { body: { id: 111, name: '普通套餐', status: 0, menuIds: [menus.a, menus.b] }, as: admin });
    // Tenant 121's tenant_admin (109) holds a and b; a custom role of its own holds a and b too.
    expect(await roleMenus(109)).toEqual(sorted([menus.a, menus.b]));
    const [custom] = await t.db.insert(role).values({ tenantId: 121, name: '客服', code: uniq('cs'), type: 2 }).returning();
    await t.db.insert(roleMenu).values([menus.a, menus.b].map((menuId) => ({ tenantId: 121, roleId: custom!.id, menuId })));

    await t.callOk(tenantPackageApi.update, { body: { id: 111, name: '普通套餐', status: 0, menuIds: [menus.b, menus.c] }, as: admin });
    expect(await roleMenus(109)).toEqual(sorted([menus.b, menus.c]));
    expect(await roleMenus(custom!.id)).toEqual([menus.b]);

    const other = await t.login('admin110', 'admin123', 121);
    const info = await t.call(authApi.getPermissionInfo, { as: other });
    expect(info.data.permissions).toEqual(['demo:pkg:b', 'demo:pkg:c']);
  });

  it('leaves tenants on other packages alone', async () => {
    await t.db.insert(roleMenu).values({ tenantId: 1, roleId: 2, menuId: menus.c }).onConflictDoNothing();
    const id = await t.callOk(tenantPackageApi.create, { body: { name: uniq('套餐'), status: 0, menuIds: [menus.c] }, as: admin });
    await t.callOk(tenantPackageApi.update, { body: { id, name: uniq('套餐'), status: 0, menuIds: [] }, as: admin });
    expect(await t.db.select().from(roleMenu).where(and(eq(roleMenu.roleId, 2), eq(roleMenu.menuId, menus.c)))).toHaveLength(1);
  });
});

describe('DELETE /system/tenant-package/delete', () => {
  it('refuses a package a tenant uses, and deletes an unused one', async () => {
    expect(await remove(111)).toEqual({ code: 1002016001, data: null, msg: '租户正在使用该套餐，请给租户重新设置套餐后再尝试删除' });
    const id = await t.callOk(tenantPackageApi.create, { body: { name: uniq('套餐'), status: 0, menuIds: [] }, as: admin });
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' });
    expect((await get(id)).code).toBe(1002016000);
  });
});

describe('GET /system/tenant-package/page and get-simple-list', () => {
  it('pages newest first with name, status and remark filters', async () => {
    const on = await t.callOk(tenantPackageApi.create, { body: { name: '筛选套餐甲', status: 0, remark: '备注甲', menuIds: [] }, as: admin });
    const off = await t.callOk(tenantPackageApi.create, { body: { name: '筛选套餐乙', status: 1, menuIds: [] }, as: admin });
    expect((await page({ name: '筛选套餐' })).data.list.map((p) => p.id)).toEqual([off, on]);
    expect((await page({ name: '筛选套餐', status: 1 })).data.list.map((p) => p.id)).toEqual([off]);
    expect((await page({ remark: '备注甲' })).data.list.map((p) => p.id)).toEqual([on]);
    expect((await page({ 'createTime[0]': '2000-01-01 00:00:00', 'createTime[1]': '2001-01-01 00:00:00' })).data.total).toBe(0);

    const simple = (await simpleList()).data;
    expect(simple.map((p) => p.id)).toContain(on);
    expect(simple.map((p) => p.id)).not.toContain(off);
    expect(simple.find((p) => p.id === 111)).toEqual({ id: 111, name: '普通套餐' });
  });
});

describe('other tenants', () => {
  it('cannot read or manage packages, and get an empty simple list', async () => {
    // Even were the package permissions in tenant 121's package (the API refuses them: written
    // straight to the table), its administrator holds none of them.
    const ids = await permissionMenus(t, Object.values(Permissions.system.tenantPackage));
    await t.db.update(tenantPackage).set({ menuIds: ids }).where(eq(tenantPackage.id, 111));
    t.app.catalogue.invalidate('menus:enabled');
    const other = await t.login('admin110', 'admin123', 121);
    const denied = { code: 403, data: null, msg: '只有系统租户的用户可以进行该操作' };
    expect(await get(111, other)).toEqual(denied);
    expect(await page({}, other)).toEqual(denied);
    expect(await create({ name: uniq('套餐'), status: 0, menuIds: [] }, other)).toEqual(denied);
    expect(await update({ id: 111, name: '普通套餐', status: 0, menuIds: [] }, other)).toEqual(denied);
    expect(await remove(111, other)).toEqual(denied);
    expect((await simpleList(other)).data).toEqual([]);
  });

  it('answers 403 to a user of the system tenant without the permission', async () => {
    expect((await page({}, await t.login('test', 'test123'))).code).toBe(403);
  });
});
