import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { CommonStatus, DateTimeRange, EpochMsInput, Id, IdQuery, PageParam, PageResult } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { Password, USERNAME_PATTERN } from './user.ts';
import { Mobile, Status } from './shared-fields.ts';

export const TenantResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contactUserId: Type.Union([Type.Integer(), Type.Null()]),
  contactName: Type.String(),
  contactMobile: Type.String(),
  status: Type.Integer(),
  domain: Type.String(),
  packageId: Type.Integer(),
  expireTime: Type.Integer(),
  accountCount: Type.Integer(),
  createTime: Type.Integer(),
});
export type Tenant = Type.Static<typeof TenantResp>;

export const TenantSimple = Type.Object({ id: Type.Integer(), name: Type.String() });

const tenantFields = {
  name: Type.String({ minLength: 1, maxLength: 30, title: '租户名' }),
  contactName: Type.String({ minLength: 1, maxLength: 30, title: '联系人' }),
  contactMobile: Type.Optional(Mobile()),
  status: Status('租户状态'),
  domain: Type.Optional(Type.String({ maxLength: 256, title: '绑定域名' })),
  packageId: Id('租户套餐'),
  expireTime: EpochMsInput('过期时间'),
  accountCount: Type.Integer({ minimum: 1, maximum: 1_000_000, title: '账号额度' }),
};
const tenantFilters = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 30, title: '租户名' })),
  contactName: Type.Optional(Type.String({ maxLength: 30, title: '联系人' })),
  contactMobile: Type.Optional(Type.String({ maxLength: 20, title: '联系手机' })),
  status: Type.Optional(Status('租户状态')),
  createTime: Type.Optional(DateTimeRange('创建时间')),
});

export const tenantApi = apiGroup('租户管理', {
  getIdByName: endpoint({
    method: 'GET',
    path: '/system/tenant/get-id-by-name',
    access: { public: true },
    tenant: 'none',
    summary: '按租户名查询租户编号（登录页使用），不存在时为 null',
    query: Type.Object({ name: Type.String({ minLength: 1, maxLength: 30, title: '租户名' }) }),
    response: Type.Union([Type.Integer(), Type.Null()]),
  }),
  get: endpoint({
    method: 'GET',
    path: '/system/tenant/get',
    access: { permission: Permissions.system.tenant.query },
    summary: '获得租户',
    query: IdQuery,
    response: TenantResp,
  }),
  create: endpoint({
    method: 'POST',
    path: '/system/tenant/create',
    access: { permission: Permissions.system.tenant.create },
    summary: '创建租户及其管理员账号（角色 tenant_admin 拥有套餐内的全部菜单），返回编号',
    body: Type.Object({
      ...tenantFields,
      username: Type.String({ maxLength: 30, pattern: USERNAME_PATTERN, title: '用户名称' }),
      password: Password('用户密码'),
    }),
    response: Type.Integer(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/system/tenant/update',
    access: { permission: Permissions.system.tenant.update },
    summary: '修改租户（换套餐时同步其管理员角色的菜单）',
    body: Type.Object({ id: Id(), ...tenantFields }),
    response: Type.Boolean(),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/system/tenant/delete',
    access: { permission: Permissions.system.tenant.delete },
    summary: '删除租户（系统租户不能删除）',
    query: IdQuery,
    response: Type.Boolean(),
  }),
  page: endpoint({
    method: 'GET',
    path: '/system/tenant/page',
    access: { permission: Permissions.system.tenant.query },
    summary: '获得租户分页',
    query: Type.Object({ ...PageParam, ...tenantFilters.properties }),
    response: PageResult(TenantResp),
  }),
  exportExcel: endpoint({
    method: 'GET',
    path: '/system/tenant/export-excel',
    access: { permission: Permissions.system.tenant.export },
    produces: 'file',
    summary: '导出租户（xlsx）',
    query: tenantFilters,
    response: Type.Unknown(),
  }),
  listAllSimple: endpoint({
    method: 'GET',
    path: '/system/tenant/list-all-simple',
    access: { login: true },
    summary: '获得租户精简列表：系统租户的用户看到全部启用的租户，其他租户的用户只看到自己的租户',
    response: Type.Array(TenantSimple),
  }),
}, { platform: true });


/**
 * 租户列表's list, search, form, noun and export file, once. The form's administrator fields
 * (用户名称, 用户密码) are the create body's only: no row carries them, so the screen labels them.
 */
export const tenantResource = resource({
  api: { ...tenantApi, export: tenantApi.exportExcel },
  noun: '租户',
  exportFile: '租户列表.xlsx',
  fields: {
    id: { title: '租户编号' },
    name: { title: '租户名', filter: 'contains' },
    packageId: { title: '租户套餐' },
    contactName: { title: '联系人', filter: 'contains' },
    contactMobile: { title: '联系手机', filter: 'contains' },
    accountCount: { title: '账号额度', form: { placeholder: '请输入账号额度' } },
    expireTime: { title: '过期时间', kind: 'dateTime' },
    domain: { title: '绑定域名' },
    status: { title: '租户状态', dict: Dicts.commonStatus, filter: 'equals' },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  form: ['name', 'packageId', 'contactName', 'contactMobile', 'username', 'password', 'accountCount', 'expireTime', 'domain', 'status'],
  // Empty rather than left out, as the reference sends them.
  defaults: { status: CommonStatus.ENABLE, contactMobile: '', domain: '' },
});
