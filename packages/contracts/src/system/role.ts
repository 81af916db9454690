import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { DateTimeRange, Id } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { IdList, Remark, Sort, Status } from './shared-fields.ts';

export const RoleResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  sort: Type.Integer(),
  status: Type.Integer(),
  /** 1 built-in, 2 custom. */
  type: Type.Integer(),
  remark: Type.String(),
  /** 1 all, 2 chosen departments, 3 own department, 4 own and below, 5 self only. */
  dataScope: Type.Integer(),
  dataScopeDeptIds: Type.Array(Type.Integer()),
  createTime: Type.Integer(),
});
export type Role = Type.Static<typeof RoleResp>;

const roleFields = {
  name: Type.String({ minLength: 1, maxLength: 30, title: '角色名称' }),
  code: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z][\\w-]*$', title: '角色标识' }),
  sort: Sort(),
  status: Type.Optional(Status()),
  remark: Type.Optional(Remark()),
};

export const DataScope = Type.Integer({ minimum: 1, maximum: 5, title: '数据范围' });

export const roleApi = apiGroup('角色管理', {
  ...crudEndpoints({
    base: '/system/role',
    noun: '角色',
    permissions: Permissions.system.role,
    resp: RoleResp,
    create: Type.Object(roleFields),
    update: Type.Object({ id: Id(), ...roleFields }),
    filters: Type.Object({
      name: Type.Optional(Type.String({ maxLength: 30, title: '角色名称' })),
      code: Type.Optional(Type.String({ maxLength: 100, title: '角色标识' })),
      status: Type.Optional(Status()),
      createTime: Type.Optional(DateTimeRange('创建时间')),
    }),
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/system/role/update-status',
    access: { permission: Permissions.system.role.update },
    summary: '启用或停用角色',
    body: Type.Object({ id: Id('角色'), status: Status() }),
    response: Type.Boolean(),
  }),
  export: endpoint({
    method: 'GET',
    path: '/system/role/export',
    access: { permission: Permissions.system.role.export },
    produces: 'file',
    summary: '导出角色（xlsx）',
    query: Type.Object({
      name: Type.Optional(Type.String({ maxLength: 30, title: '角色名称' })),
      code: Type.Optional(Type.String({ maxLength: 100, title: '角色标识' })),
      status: Type.Optional(Status()),
      createTime: Type.Optional(DateTimeRange('创建时间')),
    }),
    response: Type.Unknown(),
  }),
  listAllSimple: endpoint({
    method: 'GET',
    path: '/system/role/list-all-simple',
    access: { login: true },
    summary: '启用角色的精简列表',
    response: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), code: Type.String() })),
  }),
});

export const permissionApi = apiGroup('权限管理', {
  listUserRoles: endpoint({
    method: 'GET',
    path: '/system/permission/list-user-roles',
    access: { permission: Permissions.system.permission.assignUserRole },
    summary: '获得用户拥有的角色编号',
    query: Type.Object({ userId: Id('用户') }),
    response: Type.Array(Type.Integer()),
  }),
  assignUserRole: endpoint({
    method: 'POST',
    path: '/system/permission/assign-user-role',
    access: { permission: Permissions.system.permission.assignUserRole },
    summary: '为用户分配角色（权限即刻生效）',
    body: Type.Object({ userId: Id('用户'), roleIds: IdList('角色') }),
    response: Type.Boolean(),
  }),
  listRoleMenus: endpoint({
    method: 'GET',
    path: '/system/permission/list-role-menus',
    access: { permission: Permissions.system.permission.assignRoleMenu },
    summary: '获得角色拥有的菜单编号',
    query: Type.Object({ roleId: Id('角色') }),
    response: Type.Array(Type.Integer()),
  }),
  assignRoleMenu: endpoint({
    method: 'POST',
    path: '/system/permission/assign-role-menu',
    access: { permission: Permissions.system.permission.assignRoleMenu },
    summary: '为角色分配菜单（限于租户套餐内的菜单）',
    body: Type.Object({ roleId: Id('角色'), menuIds: IdList('菜单') }),
    response: Type.Boolean(),
  }),
  assignRoleDataScope: endpoint({
    method: 'POST',
    path: '/system/permission/assign-role-data-scope',
    access: { permission: Permissions.system.permission.assignRoleDataScope },
    summary: '设置角色的数据范围',
    body: Type.Object({ roleId: Id('角色'), dataScope: DataScope, dataScopeDeptIds: Type.Optional(IdList('部门')) }),
    response: Type.Boolean(),
  }),
});

/** 角色管理's list, search, form, noun and export, once (the export adds the data scope, which the list leaves to its dialog). */
export const roleResource = resource({
  api: roleApi,
  noun: '角色',
  exportFile: '角色数据.xlsx',
  fields: {
    id: { title: '角色编号' },
    name: { title: '角色名称', filter: 'contains' },
    code: { title: '角色标识', filter: 'contains' },
    type: { title: '角色类型', dict: Dicts.systemRoleType, export: false },
    sort: { title: '显示顺序' },
    dataScope: { title: '数据范围', dict: Dicts.systemDataScope, list: false },
    /** Exported as the departments' ids, joined by commas (as the reference's export does). */
    dataScopeDeptIds: { title: '数据范围部门', list: false },
    status: { title: '状态', dict: Dicts.commonStatus, filter: 'equals', search: { placeholder: '角色状态' } },
    remark: { title: '备注', kind: 'textarea', list: false, export: false, form: { placeholder: '请输入内容' } },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  form: ['name', 'code', 'sort', 'remark'],
  defaults: { sort: 0 },
});
