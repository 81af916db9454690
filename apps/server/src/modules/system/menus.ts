/**
 * Menu ids of the system area (as in the reference console's seed) and its directories; each
 * screen's rows are declared by its feature (`<feature>/<feature>.feature.ts`).
 */
import { directory } from '../../platform/menu-rows.ts';

export const MenuIds = {
  system: 1,
  user: 100,
  role: 101,
  menu: 102,
  dept: 103,
  post: 104,
  log: 108,
  operateLog: 500,
  loginLog: 501,
  tenantDir: 1224,
  tenant: 1138,
  tenantPackage: 1225,
} as const;

export const systemDirectory = directory(MenuIds.system, 0, '系统管理', '/system', 'system', 10);
export const logDirectory = directory(MenuIds.log, MenuIds.system, '审计日志', 'log', 'log', 9);
export const tenantDirectory = directory(MenuIds.tenantDir, MenuIds.system, '租户管理', 'tenant', 'peoples', 0);

/**
 * The 普通角色 (`common`) of the demo: sees the staff-facing lists, changes nothing there, and
 * takes part in the workflow (bpm/menus.ts ids): starts, follows and cancels their processes and
 * leaves, and approves the tasks given to them.
 */
export const commonRoleMenuIds: number[] = [
  MenuIds.system, MenuIds.user, 1001, MenuIds.dept, 1020, MenuIds.post, 1024,
  // 工作流程, 任务管理; 我的流程 with its query/create/cancel; 待办, 已办 and the task query/update.
  1185, 1200, 1201, 1202, 1219, 1220, 1207, 1208, 1221, 1222,
  // 流程定义查询 (the start page lists the definitions), under 流程模型, which they do not see.
  1215,
  // The hidden 发起流程 and 流程详情 pages.
  1230, 1231, 1232,
  // OA 示例, 请假查询 with its query/create, the hidden create and detail pages.
  1117, 1118, 1119, 1120, 1121, 1122,
];

/** Rows that belong to the platform's operator, never to a tenant's package: menus, tenants, packages. */
const platformMenuIds: number[] = [MenuIds.menu, MenuIds.tenantDir, MenuIds.tenant, MenuIds.tenantPackage];

/**
 * The demo package 普通套餐: a tenant's own administration (users, roles, departments, posts,
 * logs, from the system area's rows) but not menus, tenants or packages.
 */
export const demoPackageMenuIdsOf = (systemMenus: ReadonlyArray<{ id: number; parentId: number }>): number[] =>
  systemMenus.filter((m) => !platformMenuIds.includes(m.id) && !platformMenuIds.includes(m.parentId)).map((m) => m.id);
