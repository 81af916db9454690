/**
 * Menus name their screens by the reference console's view paths (reference-api §2.8), so a
 * client written for the reference finds its pages; databases seeded with our former folder
 * names are moved over at start, without touching what an administrator changed.
 */
import { authApi } from '@tenon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MenuNode } from '@tenon/contracts';
import { testApp, type TestApp } from '../../../test/testApp.ts';
import { dictType } from '../dict/dict.schema.ts';
import { menu } from '../menu/menu.schema.ts';
import { syncCatalogue } from './catalogue.ts';
import { MenuIds } from '../menus.ts';
import { menusOf } from '../../../platform/area.ts';
import { areas } from '../../../areas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** Screen name → the reference's `component`, from reference-api §2.8, for every screen both have. */
const referenceViews: Record<string, string> = {
  用户管理: 'system/user/index',
  角色管理: 'system/role/index',
  菜单管理: 'system/menu/index',
  部门管理: 'system/dept/index',
  岗位管理: 'system/post/index',
  租户列表: 'system/tenant/index',
  租户套餐: 'system/tenantPackage/index',
  操作日志: 'system/operatelog/index',
  登录日志: 'system/loginlog/index',
  流程表单: 'bpm/form/index',
  用户分组: 'bpm/group/index',
  流程模型: 'bpm/model/index',
};

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

async function adminMenus() {
  const s = await t.login();
  const info = await t.call(authApi.getPermissionInfo, { as: s });
  return flatten(info.data.menus);
}

describe('menu components', () => {
  it('get-permission-info sends the reference view path of every screen the reference also has', async () => {
    const menus = await adminMenus();
    const sent = Object.fromEntries(menus.filter((m) => m.name in referenceViews).map((m) => [m.name, m.component]));
    expect(sent).toEqual(referenceViews);
  });

  it('moves a built-in row still holding a former component to the reference path, and keeps an edited one', async () => {
    await t.db.update(menu).set({ component: 'system/log/operate-log/index' }).where(eq(menu.id, MenuIds.operateLog));
    await t.db.update(menu).set({ component: 'my/own/loginlog' }).where(eq(menu.id, MenuIds.loginLog));
    await syncCatalogue(t.db, menusOf(areas), areas.map((a) => a.name));
    const component = async (id: number) => (await t.db.select().from(menu).where(eq(menu.id, id)))[0]!.component;
    expect(await component(MenuIds.operateLog)).toBe('system/operatelog/index');
    expect(await component(MenuIds.loginLog)).toBe('my/own/loginlog');
  });
});

describe('dictionary names of an earlier release', () => {
  it('登陆 is corrected to 登录 at start, and a name an administrator chose is kept', async () => {
    await t.db.update(dictType).set({ name: '登陆结果' }).where(eq(dictType.type, 'system_login_result'));
    await t.db.update(dictType).set({ name: '我们的登录类型' }).where(eq(dictType.type, 'system_login_type'));
    await syncCatalogue(t.db, menusOf(areas), areas.map((a) => a.name));
    const name = async (type: string) => (await t.db.select().from(dictType).where(eq(dictType.type, type)))[0]!.name;
    expect(await name('system_login_result')).toBe('登录结果');
    expect(await name('system_login_type')).toBe('我们的登录类型');
  });
});

describe('dictionary remarks of an earlier release', () => {
  it('development notes are replaced at start, a remark an administrator wrote is kept, and the 字典数据 page is the platform’s', async () => {
    await t.db.update(dictType).set({ remark: '参考数据未找到，按产品约定补全（参考种子仅有字典数据、无类型行，类型名称补全）' }).where(eq(dictType.type, 'system_menu_type'));
    await t.db.update(dictType).set({ remark: '我们自己的说明' }).where(eq(dictType.type, 'system_login_type'));
    await t.db.update(menu).set({ permission: '' }).where(eq(menu.id, MenuIds.dictData));
    await syncCatalogue(t.db, menusOf(areas), areas.map((a) => a.name));
    const remark = async (type: string) => (await t.db.select().from(dictType).where(eq(dictType.type, type)))[0]!.remark;
    expect(await remark('system_menu_type')).toBe('');
    expect(await remark('system_login_type')).toBe('我们自己的说明');
    expect((await t.db.select().from(menu).where(eq(menu.id, MenuIds.dictData)))[0]!.permission).toBe('system:dict:query');
  });
});
