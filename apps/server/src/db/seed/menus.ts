/**
 * Menus of the screens that exist. The home page is a fixed route of the web app, not a menu;
 * each screen adds its directory, menu and button rows here, with permissions taken from
 * `@tenon/contracts` so the menu table and the endpoint table cannot drift apart. Ids follow
 * the reference console's seed (system directory 1, 用户管理 100, its buttons 1001…), so a
 * reader of its documentation finds the same rows.
 */
import { Permissions } from '@tenon/contracts';
import type { menu } from '../schema/index.ts';

export type MenuSeed = Omit<typeof menu.$inferInsert, 'creator' | 'createTime' | 'updater' | 'updateTime'> & { id: number };

const DIRECTORY = 1;
const MENU = 2;
const BUTTON = 3;

const dir = (id: number, parentId: number, name: string, path: string, icon: string, sort: number): MenuSeed => ({
  id,
  parentId,
  name,
  path,
  icon,
  sort,
  type: DIRECTORY,
  permission: '',
  component: null,
  componentName: null,
});

const page = (id: number, parentId: number, name: string, path: string, icon: string, sort: number, component: string, componentName: string): MenuSeed => ({
  id,
  parentId,
  name,
  path,
  icon,
  sort,
  type: MENU,
  permission: '',
  component,
  componentName,
});

/** Buttons of a menu, numbered from `firstId` in the order given. */
const buttons = (firstId: number, parentId: number, list: Array<[name: string, permission: string]>): MenuSeed[] =>
  list.map(([name, permission], i) => ({
    id: firstId + i,
    parentId,
    name,
    permission,
    sort: i + 1,
    type: BUTTON,
    path: '',
    icon: '',
    component: null,
    componentName: null,
  }));

const S = Permissions.system;
const B = Permissions.bpm;

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
  bpm: 1185,
  bpmManager: 1186,
  bpmForm: 1187,
  bpmModel: 1193,
  bpmUserGroup: 1209,
  bpmModelDesign: 1203,
  bpmFormEdit: 1204,
} as const;

/**
 * Components that earlier releases seeded under our own page folders, by menu id: the catalogue
 * sync moves a built-in row still holding the old value to the reference's view path.
 */
export const formerMenuComponents: Record<number, string> = {
  [MenuIds.operateLog]: 'system/log/operate-log/index',
  [MenuIds.loginLog]: 'system/log/login-log/index',
  [MenuIds.tenantPackage]: 'system/tenant/package/index',
  [MenuIds.bpmForm]: 'bpm/manager/form/index',
  [MenuIds.bpmUserGroup]: 'bpm/manager/user-group/index',
  [MenuIds.bpmModel]: 'bpm/manager/model/index',
  [MenuIds.bpmModelDesign]: 'bpm/manager/model/design/index',
  [MenuIds.bpmFormEdit]: 'bpm/manager/form/edit/index',
};

/** `component` of a page menu is the reference's view path (reference-api §2.8), so its clients find their pages. */
export const menuSeed: MenuSeed[] = [
  dir(MenuIds.system, 0, '系统管理', '/system', 'system', 10),

  page(MenuIds.user, MenuIds.system, '用户管理', 'user', 'user', 1, 'system/user/index', 'SystemUser'),
  ...buttons(1001, MenuIds.user, [
    ['用户查询', S.user.query],
    ['用户新增', S.user.create],
    ['用户修改', S.user.update],
    ['用户删除', S.user.delete],
    ['用户导出', S.user.export],
    ['用户导入', S.user.import],
    ['重置密码', S.user.updatePassword],
    ['分配角色', S.permission.assignUserRole],
  ]),

  page(MenuIds.role, MenuIds.system, '角色管理', 'role', 'peoples', 2, 'system/role/index', 'SystemRole'),
  ...buttons(1009, MenuIds.role, [
    ['角色查询', S.role.query],
    ['角色新增', S.role.create],
    ['角色修改', S.role.update],
    ['角色删除', S.role.delete],
    ['角色导出', S.role.export],
    ['设置角色菜单权限', S.permission.assignRoleMenu],
    ['设置角色数据权限', S.permission.assignRoleDataScope],
  ]),

  page(MenuIds.menu, MenuIds.system, '菜单管理', 'menu', 'tree-table', 3, 'system/menu/index', 'SystemMenu'),
  ...buttons(1016, MenuIds.menu, [
    ['菜单查询', S.menu.query],
    ['菜单新增', S.menu.create],
    ['菜单修改', S.menu.update],
    ['菜单删除', S.menu.delete],
  ]),

  page(MenuIds.dept, MenuIds.system, '部门管理', 'dept', 'tree', 4, 'system/dept/index', 'SystemDept'),
  ...buttons(1020, MenuIds.dept, [
    ['部门查询', S.dept.query],
    ['部门新增', S.dept.create],
    ['部门修改', S.dept.update],
    ['部门删除', S.dept.delete],
  ]),

  page(MenuIds.post, MenuIds.system, '岗位管理', 'post', 'post', 5, 'system/post/index', 'SystemPost'),
  ...buttons(1024, MenuIds.post, [
    ['岗位查询', S.post.query],
    ['岗位新增', S.post.create],
    ['岗位修改', S.post.update],
    ['岗位删除', S.post.delete],
    ['岗位导出', S.post.export],
  ]),

  dir(MenuIds.log, MenuIds.system, '审计日志', 'log', 'log', 9),
  page(MenuIds.operateLog, MenuIds.log, '操作日志', 'operate-log', 'form', 1, 'system/operatelog/index', 'SystemOperateLog'),
  ...buttons(1040, MenuIds.operateLog, [
    ['操作查询', S.operateLog.query],
    ['日志导出', S.operateLog.export],
  ]),
  page(MenuIds.loginLog, MenuIds.log, '登录日志', 'login-log', 'logininfor', 2, 'system/loginlog/index', 'SystemLoginLog'),
  ...buttons(1043, MenuIds.loginLog, [
    ['登录查询', S.loginLog.query],
    ['日志导出', S.loginLog.export],
  ]),

  dir(MenuIds.tenantDir, MenuIds.system, '租户管理', 'tenant', 'peoples', 0),
  page(MenuIds.tenant, MenuIds.tenantDir, '租户列表', 'list', 'list', 1, 'system/tenant/index', 'SystemTenant'),
  ...buttons(1139, MenuIds.tenant, [
    ['租户查询', S.tenant.query],
    ['租户创建', S.tenant.create],
    ['租户更新', S.tenant.update],
    ['租户删除', S.tenant.delete],
    ['租户导出', S.tenant.export],
  ]),
  page(MenuIds.tenantPackage, MenuIds.tenantDir, '租户套餐', 'package', 'skill', 2, 'system/tenantPackage/index', 'SystemTenantPackage'),
  ...buttons(1226, MenuIds.tenantPackage, [
    ['租户套餐查询', S.tenantPackage.query],
    ['租户套餐创建', S.tenantPackage.create],
    ['租户套餐更新', S.tenantPackage.update],
    ['租户套餐删除', S.tenantPackage.delete],
  ]),

  dir(MenuIds.bpm, 0, '工作流程', '/bpm', 'tool', 50),
  dir(MenuIds.bpmManager, MenuIds.bpm, '流程管理', 'manager', 'nested', 10),
  page(MenuIds.bpmForm, MenuIds.bpmManager, '流程表单', 'form', 'form', 0, 'bpm/form/index', 'BpmForm'),
  ...buttons(1188, MenuIds.bpmForm, [
    ['表单查询', B.form.query],
    ['表单创建', B.form.create],
    ['表单更新', B.form.update],
    ['表单删除', B.form.delete],
  ]),
  page(MenuIds.bpmUserGroup, MenuIds.bpmManager, '用户分组', 'user-group', 'people', 2, 'bpm/group/index', 'BpmUserGroup'),
  ...buttons(1210, MenuIds.bpmUserGroup, [
    ['用户组查询', B.userGroup.query],
    ['用户组创建', B.userGroup.create],
    ['用户组更新', B.userGroup.update],
    ['用户组删除', B.userGroup.delete],
  ]),
  page(MenuIds.bpmModel, MenuIds.bpmManager, '流程模型', 'model', 'guide', 5, 'bpm/model/index', 'BpmModel'),
  ...buttons(1194, MenuIds.bpmModel, [
    ['模型查询', B.model.query],
    ['模型创建', B.model.create],
    ['模型导入', B.model.import],
    ['模型更新', B.model.update],
    ['模型删除', B.model.delete],
  ]),
  // Hidden pages opened from the lists (the reference routes them outside the menu table, to
  // its views bpm/model/modelEditor and bpm/form/formEditor, whose names they carry here);
  // as menus they get routes, tab titles and the permission check of any menu.
  { ...page(MenuIds.bpmModelDesign, MenuIds.bpmManager, '流程设计', 'model/design', '', 6, 'bpm/model/modelEditor', 'BpmModelDesign'), visible: false },
  { ...page(MenuIds.bpmFormEdit, MenuIds.bpmManager, '表单设计', 'form/edit', '', 1, 'bpm/form/formEditor', 'BpmFormEdit'), visible: false },
];

/** The 工作流程 rows, kept out of the demo package; one pass finds them all, as parents come before their children. */
const bpmMenuIds = new Set<number>([MenuIds.bpm]);
for (const m of menuSeed) if (bpmMenuIds.has(m.parentId ?? 0)) bpmMenuIds.add(m.id);

/** The 普通角色 (`common`) of the demo: sees the staff-facing lists, changes nothing. */
export const commonRoleMenuIds: number[] = [MenuIds.system, MenuIds.user, 1001, MenuIds.dept, 1020, MenuIds.post, 1024];

/**
 * The demo package 普通套餐: a tenant's own administration (users, roles, departments, posts,
 * logs) but not menus, tenants or packages, which belong to the platform.
 */
export const demoPackageMenuIds: number[] = menuSeed
  .filter((m) => ![MenuIds.menu, MenuIds.tenantDir, MenuIds.tenant, MenuIds.tenantPackage].includes(m.id as never))
  .filter((m) => ![MenuIds.menu, MenuIds.tenant, MenuIds.tenantPackage].includes(m.parentId as never))
  .filter((m) => !bpmMenuIds.has(m.id))
  .map((m) => m.id);
