import Type from 'typebox';
import { endpoint } from '../endpoint.ts';
import { Id, IdQuery } from '../common.ts';
import { Permissions } from '../permissions.ts';

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

export const tenantApi = {
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
  listAllSimple: endpoint({
    method: 'GET',
    path: '/system/tenant/list-all-simple',
    access: { login: true },
    summary: '获得租户精简列表：系统租户的用户看到全部启用的租户，其他租户的用户只看到自己的租户',
    response: Type.Array(TenantSimple),
  }),
};

export { Id };
