/**
 * Menu ids of the system area (as in the reference console's seed) and its directories; each
 * screen's rows are declared by its feature (`<feature>/<feature>.feature.ts`).
 */
import { directory } from '../../platform/menu-rows.ts';
import { platformMenuIdsOf, type MenuNode } from './menu/platform-menus.ts';

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
  /** Issue 13. Buttons: dict 1029–1033, notify template 2085–2089, notify message 2091, SMS channel
   * 1095–1098, SMS template 1101–1106, SMS log 1108–1109, mail account 2741–2744, mail template
   * 2746–2750, mail log 2752, error code 1111–1115, sensitive word 2070–2074, area 2131. */
  dict: 105,
  dictData: 1034,
  notifyDir: 2083,
  notifyTemplate: 2084,
  notifyMessage: 2090,
  smsDir: 1093,
  smsChannel: 1094,
  smsTemplate: 1100,
  smsLog: 1107,
  mailDir: 2739,
  mailAccount: 2740,
  mailTemplate: 2745,
  mailLog: 2751,
  errorCode: 1110,
  sensitiveWord: 2069,
  area: 2130,
  /** Issue 14, Tenon's ids (no reference ids at hand): OAuth 2.0 2860, its screens in oauth2.feature.ts. */
  oauth2Dir: 2860,
  /** Tenon's ids: 三方登录 2870, its screens in social/social.feature.ts (2871–2877). */
  socialDir: 2870,
} as const;

export const systemDirectory = directory(MenuIds.system, 0, '系统管理', '/system', 'system', 10);
export const logDirectory = directory(MenuIds.log, MenuIds.system, '审计日志', 'log', 'log', 9);
export const tenantDirectory = directory(MenuIds.tenantDir, MenuIds.system, '租户管理', 'tenant', 'peoples', 0);
export const notifyDirectory = directory(MenuIds.notifyDir, MenuIds.system, '站内信管理', 'notify', 'message', 11);
export const smsDirectory = directory(MenuIds.smsDir, MenuIds.system, '短信管理', 'sms', 'validCode', 12);
export const mailDirectory = directory(MenuIds.mailDir, MenuIds.system, '邮箱管理', 'mail', 'email', 13);
export const oauth2Directory = directory(MenuIds.oauth2Dir, MenuIds.system, 'OAuth 2.0', 'oauth2', 'people', 14);
export const socialDirectory = directory(MenuIds.socialDir, MenuIds.system, '三方登录', 'social', 'people', 15);

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

/**
 * The demo package 普通套餐: a tenant's own administration (users, roles, departments, posts,
 * logs, from the system area's rows) but none of the platform's rows (menus, tenants, packages,
 * dictionaries, mail and SMS set-up…: `menu/platform-menus.ts`).
 */
export const demoPackageMenuIdsOf = (systemMenus: ReadonlyArray<MenuNode>): number[] => {
  const platform = platformMenuIdsOf(systemMenus);
  return systemMenus.filter((m) => !platform.has(m.id)).map((m) => m.id);
};
