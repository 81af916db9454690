/** 商品品牌 (`/product/brand`): a tenant's brands, the name unique in the tenant. */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { CommonStatus, DateTimeRange, Id } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { Sort, Status } from '../system/shared-fields.ts';

export const ProductBrandResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  picUrl: Type.String(),
  sort: Type.Integer(),
  description: Type.String(),
  status: Type.Integer(),
  createTime: Type.Integer(),
});
export type ProductBrand = Type.Static<typeof ProductBrandResp>;

const brandFields = {
  name: Type.String({ minLength: 1, maxLength: 255, title: '品牌名称' }),
  picUrl: Type.Optional(Type.String({ maxLength: 512, title: '品牌图片' })),
  sort: Sort('品牌排序'),
  description: Type.Optional(Type.String({ maxLength: 1024, title: '品牌描述' })),
  status: Status(),
};

export const productBrandApi = apiGroup('商品品牌', {
  ...crudEndpoints({
    base: '/product/brand',
    noun: '品牌',
    permissions: Permissions.product.brand,
    resp: ProductBrandResp,
    create: Type.Object(brandFields),
    update: Type.Object({ id: Id(), ...brandFields }),
    filters: Type.Object({
      name: Type.Optional(Type.String({ maxLength: 255, title: '品牌名称' })),
      status: Type.Optional(Status()),
      createTime: Type.Optional(DateTimeRange('创建时间')),
    }),
  }),
  list: endpoint({
    method: 'GET',
    path: '/product/brand/list',
    access: { permission: Permissions.product.brand.query },
    summary: '获得启用品牌的列表（商品编辑的选择框），按排序',
    response: Type.Array(ProductBrandResp),
  }),
});

export const productBrandResource = resource({
  api: productBrandApi,
  noun: '品牌',
  fields: {
    name: { title: '品牌名称', filter: 'contains' },
    picUrl: { title: '品牌图片', kind: 'picture' },
    sort: { title: '品牌排序' },
    status: { title: '开启状态', dict: Dicts.commonStatus, filter: 'equals', search: { label: '状态', placeholder: '请选择状态' } },
    description: { title: '品牌描述', kind: 'textarea', list: false },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  form: ['name', 'picUrl', 'sort', 'description', 'status'],
  defaults: { sort: 0, status: CommonStatus.ENABLE },
});
