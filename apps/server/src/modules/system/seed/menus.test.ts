// @postgres: the catalogue sync: inserts that skip existing rows, identity sequences moved past them
/**
 * Menus name their screens by the reference console's view paths (docs/menus.md), so a
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

/** Screen name → the reference's `component` (its view path), for every screen both consoles have. */
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

/**
 * Menu ids (docs/menus.md, "Menu ids"). The catalogue sync inserts built-in rows by id at every
 * start, and roles and packages hold ids, so a shipped id never changes: a changed one would show
 * a second copy of its menu after an upgrade. Rows added later take the reference's seed id
 * (below 2860, under a parent of the reference's) or Tenon's own from 2860, in blocks of ten.
 */
describe('menu ids', () => {
  const TENON_FIRST_ID = 2860;
  // Every row shipped when the convention was written: `parent → id:name|id:name…`.
  const shipped = `
0 → 1:系统管理|2:基础设施|1034:字典数据|1185:工作流程
1 → 100:用户管理|101:角色管理|102:菜单管理|103:部门管理|104:岗位管理|105:字典管理|107:通知公告|108:审计日志|1093:短信管理|1110:错误码管理|1224:租户管理|2069:敏感词|2083:站内信管理|2130:地区管理|2739:邮箱管理|2860:OAuth 2.0|2870:三方登录
2 → 106:配置管理
100 → 1001:用户查询|1002:用户新增|1003:用户修改|1004:用户删除|1005:用户导出|1006:用户导入|1007:重置密码|1008:分配角色
101 → 1009:角色查询|1010:角色新增|1011:角色修改|1012:角色删除|1013:角色导出|1014:设置角色菜单权限|1015:设置角色数据权限
102 → 1016:菜单查询|1017:菜单新增|1018:菜单修改|1019:菜单删除
103 → 1020:部门查询|1021:部门新增|1022:部门修改|1023:部门删除
104 → 1024:岗位查询|1025:岗位新增|1026:岗位修改|1027:岗位删除|1028:岗位导出
105 → 1029:字典查询|1030:字典新增|1031:字典修改|1032:字典删除|1033:字典导出
106 → 1056:配置查询|1057:配置新增|1058:配置修改|1059:配置删除|1060:配置导出
107 → 1035:公告查询|1036:公告新增|1037:公告修改|1038:公告删除
108 → 500:操作日志|501:登录日志
500 → 1040:操作查询|1041:日志导出
501 → 1043:登录查询|1044:日志导出
1093 → 1094:短信渠道|1100:短信模板|1107:短信日志
1094 → 1095:短信渠道查询|1096:短信渠道创建|1097:短信渠道更新|1098:短信渠道删除
1100 → 1101:短信模板查询|1102:短信模板创建|1103:短信模板更新|1104:短信模板删除|1105:短信模板导出|1106:发送测试短信
1107 → 1108:短信日志查询|1109:短信日志导出
1110 → 1111:错误码查询|1112:错误码创建|1113:错误码更新|1114:错误码删除|1115:错误码导出
1117 → 1118:请假查询|1121:发起 OA 请假|1122:查看 OA 请假
1118 → 1119:请假申请查询|1120:请假申请创建
1138 → 1139:租户查询|1140:租户创建|1141:租户更新|1142:租户删除|1143:租户导出
1185 → 1117:OA 示例|1186:流程管理|1200:任务管理|1230:流程实例
1186 → 1187:流程表单|1193:流程模型|1203:流程设计|1204:表单设计|1205:流程定义|1209:用户分组
1187 → 1188:表单查询|1189:表单创建|1190:表单更新|1191:表单删除
1193 → 1194:模型查询|1195:模型创建|1196:模型导入|1197:模型更新|1198:模型删除|1199:模型发布|1215:流程定义查询|1216:分配规则查询|1217:分配规则创建|1218:分配规则更新
1200 → 1201:我的流程|1207:待办任务|1208:已办任务
1201 → 1202:流程实例的查询|1219:流程实例的创建|1220:流程实例的取消|2900:流程实例的事件
1207 → 1221:流程任务的查询|1222:流程任务的更新
1209 → 1210:用户组查询|1211:用户组创建|1212:用户组更新|1213:用户组删除
1224 → 1138:租户列表|1225:租户套餐
1225 → 1226:租户套餐查询|1227:租户套餐创建|1228:租户套餐更新|1229:租户套餐删除
1230 → 1231:发起流程|1232:流程详情
2069 → 2070:敏感词查询|2071:敏感词创建|2072:敏感词更新|2073:敏感词删除|2074:敏感词导出
2083 → 2084:模板管理|2090:消息记录
2084 → 2085:站内信模板查询|2086:站内信模板创建|2087:站内信模板更新|2088:站内信模板删除|2089:发送测试站内信
2090 → 2091:站内信消息查询
2130 → 2131:地区查询
2739 → 2740:邮箱账号|2745:邮件模版|2751:邮件记录
2740 → 2741:账号查询|2742:账号创建|2743:账号更新|2744:账号删除
2745 → 2746:模版查询|2747:模版创建|2748:模版更新|2749:模版删除|2750:发送测试邮件
2751 → 2752:日志查询
2860 → 2861:应用管理|2866:令牌管理
2861 → 2862:客户端查询|2863:客户端新增|2864:客户端修改|2865:客户端删除
2866 → 2867:令牌分页|2868:令牌删除
2870 → 2871:三方应用|2876:三方用户
2871 → 2872:三方应用查询|2873:三方应用创建|2874:三方应用更新|2875:三方应用删除
2876 → 2877:三方用户查询`;
  const shippedRows = shipped.trim().split('\n').flatMap((line) => {
    const [parent, items] = line.split(' → ');
    return items!.split('|').map((item) => {
      const colon = item.indexOf(':');
      return { id: Number(item.slice(0, colon)), parentId: Number(parent), name: item.slice(colon + 1) };
    });
  });
  const rows = menusOf(areas);
  const byId = new Map(rows.map((r) => [r.id, r]));

  it('are unique positive integers', () => {
    expect(rows.every((r) => Number.isInteger(r.id) && r.id > 0)).toBe(true);
    expect(byId.size).toBe(rows.length);
  });

  it('of shipped rows never change: each still names the same row under the same parent', () => {
    const now = shippedRows.map(({ id }) => ({ id, parentId: byId.get(id)?.parentId, name: byId.get(id)?.name }));
    expect(now).toEqual(shippedRows);
  });

  it('of new rows follow the convention', () => {
    const shippedIds = new Set(shippedRows.map((r) => r.id));
    const outliers = rows
      .filter((r) => !shippedIds.has(r.id))
      .filter((r) => {
        if (r.id < TENON_FIRST_ID) return r.parentId >= TENON_FIRST_ID; // a reference row hangs under the reference's tree
        // Tenon's block of ten: its first row (id a multiple of ten) hangs outside the block,
        // every other row under a row of the same block.
        const block = Math.floor(r.id / 10);
        return r.id % 10 === 0 ? Math.floor(r.parentId / 10) === block : Math.floor(r.parentId / 10) !== block;
      })
      .map((r) => `${r.id} ${r.name}`);
    expect(outliers).toEqual([]);
  });
});
