/**
 * 商品属性 (`/product/property`) and its values (`/product/property/value`, the hidden page
 * `/property/value/:propertyId`): the specifications a product's SKUs combine (颜色: 黑色, 白色).
 * Names are unique: a property's in the tenant, a value's within its property. A property with
 * values is not deleted (the reference's rule). The values' calls check the property's permissions,
 * as the reference's do.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { Id, MAX_ID } from '../common.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { Remark } from '../system/shared-fields.ts';

export const ProductPropertyResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  remark: Type.String(),
  createTime: Type.Integer(),
});
export type ProductProperty = Type.Static<typeof ProductPropertyResp>;

export const ProductPropertyValueResp = Type.Object({
  id: Type.Integer(),
  propertyId: Type.Integer(),
  name: Type.String(),
  remark: Type.String(),
  createTime: Type.Integer(),
});
export type ProductPropertyValue = Type.Static<typeof ProductPropertyValueResp>;

/** A property with its values, as the SPU editor picks them. */
export const ProductPropertyAndValuesResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  values: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type ProductPropertyAndValues = Type.Static<typeof ProductPropertyAndValuesResp>;

const propertyFields = {
  name: Type.String({ minLength: 1, maxLength: 64, title: '属性名称' }),
  remark: Type.Optional(Remark()),
};
const PropertyName = () => Type.Optional(Type.String({ maxLength: 64, title: '属性名称' }));
const valueListFilters = {
  name: PropertyName(),
  propertyIds: Type.Optional(Type.Array(Id('属性编号'), { maxItems: 500, title: '属性编号' })),
};

export const productPropertyApi = apiGroup('商品属性', {
  ...crudEndpoints({
    base: '/product/property',
    noun: '属性项',
    permissions: Permissions.product.property,
    resp: ProductPropertyResp,
    create: Type.Object(propertyFields),
    update: Type.Object({ id: Id(), ...propertyFields }),
    filters: Type.Object({ name: PropertyName() }),
  }),
  list: endpoint({
    method: 'GET',
    path: '/product/property/list',
    access: { permission: Permissions.product.property.query },
    summary: '获得属性项列表',
    query: Type.Object({ name: PropertyName() }),
    response: Type.Array(ProductPropertyResp),
  }),
  // The reference's Vue 2 screens (v1.7) call it by GET; its later console POSTs it: one handler serves both.
  getValueList: endpoint({
    method: 'GET',
    path: '/product/property/get-value-list',
    access: { permission: Permissions.product.property.query },
    summary: '获得属性项及其属性值的列表（商品编辑的规格）',
    query: Type.Object({ name: PropertyName() }),
    response: Type.Array(ProductPropertyAndValuesResp),
  }),
  getValueListPost: endpoint({
    method: 'POST',
    path: '/product/property/get-value-list',
    access: { permission: Permissions.product.property.query },
    summary: '获得属性项及其属性值的列表（新版控制台以 POST 调用）',
    body: Type.Object(valueListFilters),
    response: Type.Array(ProductPropertyAndValuesResp),
  }),
});

const valueFields = {
  propertyId: Id('属性项'),
  name: Type.String({ minLength: 1, maxLength: 64, title: '属性值' }),
  remark: Type.Optional(Remark()),
};

export const productPropertyValueApi = apiGroup('商品属性值', crudEndpoints({
  base: '/product/property/value',
  noun: '属性值',
  permissions: Permissions.product.property,
  resp: ProductPropertyValueResp,
  create: Type.Object(valueFields),
  update: Type.Object({ id: Id(), ...valueFields }),
  filters: Type.Object({
    propertyId: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, title: '属性项' })),
    name: Type.Optional(Type.String({ maxLength: 64, title: '属性值' })),
  }),
}));

export const productPropertyResource = resource({
  api: productPropertyApi,
  noun: '属性项',
  fields: {
    id: { title: '编号' },
    name: { title: '名称', filter: 'contains', form: { label: '名称' } },
    remark: { title: '备注', kind: 'textarea' },
    createTime: { title: '创建时间', kind: 'dateTime' },
  },
  form: ['name', 'remark'],
});

export const productPropertyValueResource = resource({
  api: productPropertyValueApi,
  noun: '属性值',
  fields: {
    id: { title: '编号' },
    propertyId: { title: '属性项', filter: 'equals', list: false },
    name: { title: '名称', filter: 'contains' },
    remark: { title: '备注', kind: 'textarea' },
    createTime: { title: '创建时间', kind: 'dateTime' },
  },
  form: ['propertyId', 'name', 'remark'],
});
