import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { IdQuery, Id, Int, MAX_ID } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Sort, Status } from './shared-fields.ts';

export const MenuResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  permission: Type.String(),
  /** 1 directory, 2 menu, 3 button. */
  type: Type.Integer(),
  sort: Type.Integer(),
  parentId: Type.Integer(),
  path: Type.String(),
  icon: Type.String(),
  component: Type.Union([Type.String(), Type.Null()]),
  componentName: Type.Union([Type.String(), Type.Null()]),
  status: Type.Integer(),
  visible: Type.Boolean(),
  keepAlive: Type.Boolean(),
  alwaysShow: Type.Boolean(),
  createTime: Type.Integer(),
});
export type Menu = Type.Static<typeof MenuResp>;

const menuFields = {
  name: Type.String({ minLength: 1, maxLength: 50, title: '菜单名称' }),
  permission: Type.Optional(Type.String({ maxLength: 100, title: '权限标识' })),
  type: Type.Integer({ minimum: 1, maximum: 3, title: '菜单类型' }),
  sort: Sort(),
  parentId: Int('上级菜单', { minimum: 0, maximum: MAX_ID }),
  path: Type.Optional(Type.String({ maxLength: 200, title: '路由地址' })),
  icon: Type.Optional(Type.String({ maxLength: 100, title: '菜单图标' })),
  component: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()], { title: '组件路径' })),
  componentName: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()], { title: '组件名称' })),
  status: Status(),
  visible: Type.Optional(Type.Boolean({ title: '是否可见' })),
  keepAlive: Type.Optional(Type.Boolean({ title: '是否缓存' })),
  alwaysShow: Type.Optional(Type.Boolean({ title: '总是显示' })),
};

export const menuApi = apiGroup('菜单管理', {
  list: endpoint({
    method: 'GET',
    path: '/system/menu/list',
    access: { permission: Permissions.system.menu.query },
    summary: '获得菜单列表（平铺，前端组装成树）',
    query: Type.Object({
      name: Type.Optional(Type.String({ maxLength: 50, title: '菜单名称' })),
      status: Type.Optional(Status()),
    }),
    response: Type.Array(MenuResp),
  }),
  listAllSimple: endpoint({
    method: 'GET',
    path: '/system/menu/list-all-simple',
    access: { login: true },
    summary: '可分配的菜单精简列表（租户套餐范围内、启用）',
    response: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), parentId: Type.Integer(), type: Type.Integer() })),
  }),
  get: endpoint({ method: 'GET', path: '/system/menu/get', access: { permission: Permissions.system.menu.query }, summary: '获得菜单', query: IdQuery, response: MenuResp }),
  create: endpoint({
    method: 'POST',
    path: '/system/menu/create',
    access: { permission: Permissions.system.menu.create },
    summary: '创建菜单，返回编号',
    body: Type.Object(menuFields),
    response: Type.Integer(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/system/menu/update',
    access: { permission: Permissions.system.menu.update },
    summary: '修改菜单',
    body: Type.Object({ id: Id(), ...menuFields }),
    response: Type.Boolean(),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/system/menu/delete',
    access: { permission: Permissions.system.menu.delete },
    summary: '删除菜单（有子菜单时不能删除）',
    query: IdQuery,
    response: Type.Boolean(),
  }),
}, { platform: true });
