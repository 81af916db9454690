import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { CommonStatus, Id, IdQuery, Int, MAX_ID } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { Email, Mobile, Sort, Status } from './shared-fields.ts';

export const DeptResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parentId: Type.Integer(),
  sort: Type.Integer(),
  leaderUserId: Type.Union([Type.Integer(), Type.Null()]),
  phone: Type.String(),
  email: Type.String(),
  status: Type.Integer(),
  createTime: Type.Integer(),
});
export type Dept = Type.Static<typeof DeptResp>;

const deptFields = {
  name: Type.String({ minLength: 1, maxLength: 30, title: '部门名称' }),
  parentId: Int('上级部门', { minimum: 0, maximum: MAX_ID }),
  sort: Sort(),
  leaderUserId: Type.Optional(Type.Union([Id('负责人'), Type.Null()], { title: '负责人' })),
  phone: Type.Optional(Mobile()),
  email: Type.Optional(Email()),
  status: Status(),
};

export const deptApi = apiGroup('部门管理', {
  list: endpoint({
    method: 'GET',
    path: '/system/dept/list',
    access: { permission: Permissions.system.dept.query },
    summary: '获得部门列表（平铺，按数据权限过滤）',
    query: Type.Object({
      name: Type.Optional(Type.String({ maxLength: 30, title: '部门名称' })),
      status: Type.Optional(Status()),
    }),
    response: Type.Array(DeptResp),
  }),
  listAllSimple: endpoint({
    method: 'GET',
    path: '/system/dept/list-all-simple',
    access: { login: true },
    summary: '启用部门的精简列表',
    response: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), parentId: Type.Integer() })),
  }),
  get: endpoint({ method: 'GET', path: '/system/dept/get', access: { permission: Permissions.system.dept.query }, summary: '获得部门', query: IdQuery, response: DeptResp }),
  create: endpoint({
    method: 'POST',
    path: '/system/dept/create',
    access: { permission: Permissions.system.dept.create },
    summary: '创建部门，返回编号',
    body: Type.Object(deptFields),
    response: Type.Integer(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/system/dept/update',
    access: { permission: Permissions.system.dept.update },
    summary: '修改部门（不能把部门移到自己的下级）',
    body: Type.Object({ id: Id(), ...deptFields }),
    response: Type.Boolean(),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/system/dept/delete',
    access: { permission: Permissions.system.dept.delete },
    summary: '删除部门（有子部门或用户时不能删除）',
    query: IdQuery,
    response: Type.Boolean(),
  }),
});

/** 部门管理's tree table, search, form and noun, once: its page is the whole (flat) list. */
export const deptResource = resource({
  api: { ...deptApi, page: deptApi.list },
  noun: '部门',
  fields: {
    name: { title: '部门名称', filter: 'contains' },
    parentId: { title: '上级部门', list: false },
    leaderUserId: { title: '负责人' },
    sort: { title: '排序', form: { label: '显示排序' } },
    phone: { title: '联系电话', list: false },
    email: { title: '邮箱', list: false },
    status: { title: '状态', dict: Dicts.commonStatus, filter: 'equals', search: { placeholder: '部门状态' }, form: { label: '部门状态' } },
    createTime: { title: '创建时间', kind: 'dateTime' },
  },
  form: ['parentId', 'name', 'sort', 'leaderUserId', 'phone', 'email', 'status'],
  defaults: { status: CommonStatus.ENABLE },
});
