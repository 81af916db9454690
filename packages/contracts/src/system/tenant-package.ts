import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { CommonStatus, DateTimeRange, Id } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { IdList, Remark, SimpleItem, Status } from './shared-fields.ts';

export const TenantPackageResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  remark: Type.String(),
  menuIds: Type.Array(Type.Integer()),
  createTime: Type.Integer(),
});
export type TenantPackage = Type.Static<typeof TenantPackageResp>;

const fields = {
  name: Type.String({ minLength: 1, maxLength: 30, title: '套餐名' }),
  status: Status(),
  remark: Type.Optional(Remark()),
  menuIds: IdList('关联菜单'),
};

export const tenantPackageApi = apiGroup('租户套餐', {
  ...crudEndpoints({
    base: '/system/tenant-package',
    noun: '租户套餐',
    permissions: Permissions.system.tenantPackage,
    resp: TenantPackageResp,
    create: Type.Object(fields),
    update: Type.Object({ id: Id(), ...fields }),
    filters: Type.Object({
      name: Type.Optional(Type.String({ maxLength: 30, title: '套餐名' })),
      status: Type.Optional(Status()),
      remark: Type.Optional(Type.String({ maxLength: 500, title: '备注' })),
      createTime: Type.Optional(DateTimeRange('创建时间')),
    }),
  }),
  getSimpleList: endpoint({
    method: 'GET',
    path: '/system/tenant-package/get-simple-list',
    access: { login: true },
    summary: '启用套餐的精简列表（系统租户的用户可见，其他租户为空）',
    response: Type.Array(SimpleItem),
  }),
}, { platform: true });

/** 租户套餐's list, search, form and noun, once. */
export const tenantPackageResource = resource({
  api: tenantPackageApi,
  noun: '租户套餐',
  fields: {
    id: { title: '套餐编号' },
    name: { title: '套餐名', filter: 'contains' },
    status: { title: '状态', dict: Dicts.commonStatus, filter: 'equals' },
    remark: { title: '备注' },
    menuIds: { title: '菜单权限', list: false },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  form: ['name', 'menuIds', 'status', 'remark'],
  defaults: { status: CommonStatus.ENABLE, menuIds: [] },
});
