// @postgres: the contains filter, taken literally; package menu ids as jsonb (@>, jsonb_agg) and the tree in raw SQL
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permissions, authApi, menuApi, tenantPackageApi, type BodyOf } from '@tenon/contracts';
import { roleMenu } from '../permission/permission.schema.ts';
import { tenantPackage } from '../tenant-package/tenant-package.schema.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { uniq } from '../role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
let tester: Session;
beforeAll(async () => {
  t = await testApp();
  [admin, tester] = await Promise.all([t.login(), t.login('test', 'test123')]);
});
afterAll(() => t.close());

type MenuResp = { id: number; name: string; permission: string; type: number; sort: number; parentId: number; path: string; icon: string; component: string | null; componentName: string | null; status: number; visible: boolean; keepAlive: boolean; alwaysShow: boolean };
type Simple = { id: number; name: string; parentId: number; type: number };

const create = (body: BodyOf<typeof menuApi.create>, s = admin) => t.call(menuApi.create, { body, as: s });
const update = (body: BodyOf<typeof menuApi.update>, s = admin) => t.call(menuApi.update, { body, as: s });
const remove = (id: number, s = admin) => t.call(menuApi.delete, { query: { id }, as: s });
const get = (id: number, s = admin) => t.call(menuApi.get, { query: { id }, as: s });
const list = (query: Record<string, string | number> = {}, s = admin) => t.call(menuApi.list, { query, as: s });
const simple = (s = admin) => t.call(menuApi.listAllSimple, { as: s });
const permissionInfo = (s: Session) => t.call(authApi.getPermissionInfo, { as: s });

/** A top-level directory with a unique name and path. */
async function dir(extra: Record<string, unknown> = {}) {
  const name = uniq('目录');
  return t.callOk(menuApi.create, { body: { name, type: 1, sort: 1, parentId: 0, path: `/${name}`, status: 0, ...extra }, as: admin });
}
const child = (parentId: number, extra: Record<string, unknown> = {}) => {
  const name = uniq('菜单');
  return t.callOk(menuApi.create, { body: { name, type: 2, sort: 1, parentId, path: name, component: 'x/index', status: 0, ...extra }, as: admin });
};
const button = (parentId: number, permission: string) =>
  t.callOk(menuApi.create, { body: { name: uniq('按钮'), permission, type: 3, sort: 1, parentId, status: 0 }, as: admin });

describe('creating and reading menus', () => {
  it('creates a directory, a menu below it and a button, answered by get and the flat list in sort order', async () => {
    const root = await dir({ icon: 'system', sort: 5 });
    const page = await child(root, { componentName: 'SystemThing', keepAlive: false, sort: 2 });
    const first = await child(root, { sort: 1 });
    const btn = await button(page, 'demo:thing:create');
    expect((await get(page)).data).toMatchObject({ id: page, type: 2, parentId: root, component: 'x/index', componentName: 'SystemThing', keepAlive: false, visible: true, alwaysShow: true, status: 0 });
    const rows = (await list()).data.filter((m) => [root, page, first, btn].includes(m.id));
    expect(rows.map((m) => m.id)).toEqual([first, btn, page, root]);
  });

  it('stores a button as a permission only: no route, icon or component', async () => {
    const root = await dir();
    const id = await t.callOk(menuApi.create, { body: { name: uniq('按钮'), permission: 'demo:x:query', type: 3, sort: 1, parentId: root, path: '/ignored', icon: 'edit', component: 'a/b', status: 0 }, as: admin });
    expect((await get(id)).data).toMatchObject({ type: 3, permission: 'demo:x:query', path: '', icon: '', component: null, componentName: null });
  });

  it('filters the list by name (contains, literally) and status', async () => {
    const root = await dir();
    const off = await child(root, { name: '停用的%菜单', status: 1 });
    expect((await list({ name: '%菜单' })).data.map((m) => m.id)).toEqual([off]);
    expect((await list({ status: 1 })).data.map((m) => m.id)).toContain(off);
    expect((await list({ status: 0 })).data.map((m) => m.id)).not.toContain(off);
  });

  it('answers 菜单不存在 for an unknown id and 403 to a user without the permission', async () => {
    expect(await get(999_999)).toEqual({ code: 1002001003, data: null, msg: '菜单不存在' });
    expect((await list({}, tester)).code).toBe(403);
    expect((await create({ name: 'x', type: 1, sort: 1, parentId: 0, path: '/x', status: 0 }, tester)).code).toBe(403);
  });
});

describe('route paths', () => {
  it('needs a path for a directory or menu: leading / at the top level, none below it', async () => {
    expect(await create({ name: uniq('d'), type: 1, sort: 1, parentId: 0, status: 0 })).toEqual({ code: 400, data: null, msg: '路由地址不能为空' });
    expect(await create({ name: uniq('d'), type: 1, sort: 1, parentId: 0, path: 'system', status: 0 })).toEqual({
      code: 400,
      data: null,
      msg: '顶级菜单的路由地址必须以 / 开头',
    });
    const root = await dir();
    expect(await create({ name: uniq('m'), type: 2, sort: 1, parentId: root, path: '/user', status: 0 })).toEqual({
      code: 400,
      data: null,
      msg: '子菜单的路由地址不能以 / 开头',
    });
    // External links are taken as they are, at any level.
    expect((await create({ name: uniq('外链'), type: 2, sort: 1, parentId: root, path: 'https://tenon.example/doc', status: 0 })).code).toBe(0);
    expect((await create({ name: uniq('外链'), type: 1, sort: 1, parentId: 0, path: 'http://tenon.example', status: 0 })).code).toBe(0);
  });

  it('applies the rule to the path a moved menu keeps', async () => {
    const root = await dir();
    const m = await child(root);
    expect((await update({ id: m, name: uniq('m'), type: 2, sort: 1, parentId: 0, status: 0 })).msg).toBe('顶级菜单的路由地址必须以 / 开头');
    expect((await update({ id: m, name: uniq('m'), type: 2, sort: 1, parentId: 0, path: '/moved', status: 0 })).code).toBe(0);
    expect((await get(m)).data).toMatchObject({ parentId: 0, path: '/moved', component: 'x/index' });
  });
});

describe('the tree rules', () => {
  it('refuses a parent that does not exist or is a button', async () => {
    expect(await create({ name: uniq('m'), type: 2, sort: 1, parentId: 999_999, path: 'x', status: 0 })).toEqual({ code: 1002001001, data: null, msg: '父菜单不存在' });
    const btn = await button(await dir(), 'demo:y:query');
    expect(await create({ name: uniq('m'), type: 2, sort: 1, parentId: btn, path: 'x', status: 0 })).toEqual({
      code: 1002001005,
      data: null,
      msg: '父菜单的类型必须是目录或者菜单',
    });
  });

  it('refuses the menu itself or one of its descendants as its parent', async () => {
    const root = await dir();
    const mid = await child(root);
    const leaf = await child(mid);
    const [rootName] = (await list()).data.filter((m) => m.id === root).map((m) => m.name);
    expect(await update({ id: root, name: rootName, type: 1, sort: 1, parentId: root, path: 'x', status: 0 })).toEqual({
      code: 1002001002,
      data: null,
      msg: '不能设置自己为父菜单',
    });
    expect(await update({ id: root, name: rootName, type: 1, sort: 1, parentId: leaf, path: 'x', status: 0 })).toEqual({
      code: 1002001007,
      data: null,
      msg: '不能设置自己的子菜单为父菜单',
    });
    expect((await get(root)).data.parentId).toBe(0);
    // Nor can a menu with children become a button, which cannot be a parent.
    expect(await update({ id: mid, name: (await get(mid)).data.name, type: 3, sort: 1, parentId: root, status: 0 })).toEqual({
      code: 400,
      data: null,
      msg: '存在子菜单的菜单不能改为按钮',
    });
  });

  it('keeps names unique among siblings only', async () => {
    const a = await dir();
    const b = await dir();
    const taken = await child(a, { name: '用户管理' });
    expect(await create({ name: '用户管理', type: 2, sort: 1, parentId: a, path: 'u2', status: 0 })).toEqual({
      code: 1002001000,
      data: null,
      msg: '已经存在该名字的菜单',
    });
    expect((await create({ name: '用户管理', type: 2, sort: 1, parentId: b, path: 'u', status: 0 })).code).toBe(0);
    // Saving a menu under its own name is not a clash with itself.
    expect((await update({ id: taken, name: '用户管理', type: 2, sort: 3, parentId: a, path: 'user', status: 0 })).code).toBe(0);
    expect((await update({ id: 999_999, name: 'x', type: 1, sort: 1, parentId: 0, path: '/x', status: 0 })).msg).toBe('菜单不存在');
  });
});

describe('DELETE /system/menu/delete', () => {
  it('refuses a menu with children, and an unknown one', async () => {
    const root = await dir();
    await child(root);
    expect(await remove(root)).toEqual({ code: 1002001004, data: null, msg: '存在子菜单，无法删除' });
    expect((await remove(999_999)).msg).toBe('菜单不存在');
  });

  it('takes a deleted menu out of every role and every package', async () => {
    const root = await dir();
    const keep = await button(root, 'demo:keep:query');
    const gone = await button(root, 'demo:gone:query');
    await t.db.insert(roleMenu).values([
      { tenantId: 1, roleId: 2, menuId: gone },
      { tenantId: 121, roleId: 109, menuId: gone },
      { tenantId: 121, roleId: 109, menuId: keep },
    ]);
    await t.db.update(tenantPackage).set({ menuIds: [keep, gone] }).where(eq(tenantPackage.id, 111));
    expect((await remove(gone)).code).toBe(0);
    expect((await t.db.select().from(roleMenu).where(eq(roleMenu.menuId, gone))).length).toBe(0);
    expect((await t.db.select().from(roleMenu).where(eq(roleMenu.menuId, keep))).length).toBe(1);
    expect((await t.db.select().from(tenantPackage).where(eq(tenantPackage.id, 111)))[0]!.menuIds).toEqual([keep]);
    expect((await get(gone)).code).toBe(1002001003);
  });
});

describe('the menu cache', () => {
  it('shows every write in the next permission check: permission renamed, menu disabled, menu deleted', async () => {
    const root = await dir();
    const btn = await button(root, 'demo:cache:before');
    // The test user's role `common` (id 2) holds the button.
    await t.db.insert(roleMenu).values({ tenantId: 1, roleId: 2, menuId: btn });
    const [btnName] = (await list()).data.filter((m) => m.id === btn).map((m) => m.name);
    expect((await permissionInfo(tester)).data.permissions).toContain('demo:cache:before');

    await update({ id: btn, name: btnName, permission: 'demo:cache:after', type: 3, sort: 1, parentId: root, status: 0 });
    expect((await permissionInfo(tester)).data.permissions).toContain('demo:cache:after');
    expect((await permissionInfo(tester)).data.permissions).not.toContain('demo:cache:before');

    await update({ id: btn, name: btnName, permission: 'demo:cache:after', type: 3, sort: 1, parentId: root, status: 1 });
    expect((await permissionInfo(tester)).data.permissions).not.toContain('demo:cache:after');

    await update({ id: btn, name: btnName, type: 3, sort: 1, parentId: root, status: 0 });
    expect((await permissionInfo(tester)).data.permissions).toContain('demo:cache:after');
    await remove(btn);
    expect((await permissionInfo(tester)).data.permissions).not.toContain('demo:cache:after');
  });
});

describe('menus and other tenants', () => {
  let other: Session;
  let inPackage: number[];
  let outside: number;
  beforeAll(async () => {
    // Tenant 121's package gets a directory, a disabled menu and buttons of its own (the menu
    // permissions are the platform's: no package takes them).
    const root = await dir();
    const off = await child(root, { status: 1 });
    const buttons = [];
    for (const p of ['demo:tenant-menu:a', 'demo:tenant-menu:b']) buttons.push(await button(root, p));
    inPackage = [root, off, ...buttons];
    outside = await dir();
    const res = await t.call(tenantPackageApi.update, { body: { id: 111, name: '普通套餐', status: 0, menuIds: inPackage }, as: admin });
    expect(res.code).toBe(0);
    other = await t.login('admin110', 'admin123', 121);
  });

  it('list-all-simple: the system tenant may assign every enabled menu, another tenant its package’s enabled menus', async () => {
    const all = (await simple()).data;
    expect(all.map((m) => m.id)).toEqual(expect.arrayContaining([...inPackage.filter((id) => id !== inPackage[1]), outside]));
    expect(all.map((m) => m.id)).not.toContain(inPackage[1]);
    expect(Object.keys(all[0]!).sort()).toEqual(['id', 'name', 'parentId', 'type']);
    const theirs = (await simple(other)).data.map((m) => m.id).sort((a, b) => a - b);
    expect(theirs).toEqual(inPackage.filter((id) => id !== inPackage[1]).sort((a, b) => a - b));
  });

  it('no package takes the menu screen’s permissions', async () => {
    const menuButtons = [];
    for (const p of Object.values(Permissions.system.menu)) menuButtons.push(await button(await dir(), p));
    const res = await t.call(tenantPackageApi.update, { body: { id: 111, name: '普通套餐', status: 0, menuIds: [...inPackage, ...menuButtons] }, as: admin });
    expect(res.code).toBe(1002016004);
  });

  it('another tenant neither reads nor changes the shared catalogue through 菜单管理', async () => {
    const denied = { code: 403, data: null, msg: '只有系统租户的用户可以进行该操作' };
    expect(await list({}, other)).toEqual(denied);
    expect(await get(inPackage[0]!, other)).toEqual(denied);
    expect(await create({ name: uniq('x'), type: 1, sort: 1, parentId: 0, path: '/x', status: 0 }, other)).toEqual(denied);
    expect(await update({ id: outside, name: 'x', type: 1, sort: 1, parentId: 0, path: '/x', status: 0 }, other)).toEqual(denied);
    expect(await remove(outside, other)).toEqual(denied);
  });

  it('a disabled package opens no menu', async () => {
    await t.callOk(tenantPackageApi.update, { body: { id: 111, name: '普通套餐', status: 1, menuIds: inPackage }, as: admin });
    try {
      expect((await simple(other)).data).toEqual([]);
    } finally {
      await t.callOk(tenantPackageApi.update, { body: { id: 111, name: '普通套餐', status: 0, menuIds: inPackage }, as: admin });
    }
  });
});
