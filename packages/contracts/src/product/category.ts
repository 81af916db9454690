/**
 * 商品分类 (`/product/category`): a tree of two levels (a top category and its sub-categories, as
 * the reference's `CATEGORY_PARENT_NOT_FIRST_LEVEL` rule keeps it), answered as one flat list the
 * screen draws as a tree.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { CommonStatus, Id, IdQuery, Int, MAX_ID } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { Sort, Status } from '../system/shared-fields.ts';

/** The parent id of a top category. */
export const CATEGORY_ROOT_ID = 0;

export const ProductCategoryResp = Type.Object({
  id: Type.Integer(),
  parentId: Type.Integer(),
  name: Type.String(),
  picUrl: Type.String(),
  sort: Type.Integer(),
  description: Type.String(),
  status: Type.Integer(),
  createTime: Type.Integer(),
});
export type ProductCategory = Type.Static<typeof ProductCategoryResp>;

const categoryFields = {
  parentId: Int('上级分类', { minimum: 0, maximum: MAX_ID }),
  name: Type.String({ minLength: 1, maxLength: 255, title: '分类名称' }),
  picUrl: Type.Optional(Type.String({ maxLength: 512, title: '分类图片' })),
  sort: Sort('分类排序'),
  description: Type.Optional(Type.String({ maxLength: 500, title: '分类描述' })),
  status: Status('开启状态'),
};

export const productCategoryApi = apiGroup('商品分类', {
  list: endpoint({
    method: 'GET',
    path: '/product/category/list',
    access: { permission: Permissions.product.category.query },
    summary: '获得商品分类列表（平铺，按排序）',
    query: Type.Object({ name: Type.Optional(Type.String({ maxLength: 255, title: '分类名称' })) }),
    response: Type.Array(ProductCategoryResp),
  }),
  get: endpoint({ method: 'GET', path: '/product/category/get', access: { permission: Permissions.product.category.query }, summary: '获得商品分类', query: IdQuery, response: ProductCategoryResp }),
  create: endpoint({
    method: 'POST',
    path: '/product/category/create',
    access: { permission: Permissions.product.category.create },
    summary: '创建商品分类，返回编号（上级只能是一级分类）',
    body: Type.Object(categoryFields),
    response: Type.Integer(),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/product/category/update',
    access: { permission: Permissions.product.category.update },
    summary: '修改商品分类',
    body: Type.Object({ id: Id(), ...categoryFields }),
    response: Type.Boolean(),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/product/category/delete',
    access: { permission: Permissions.product.category.delete },
    summary: '删除商品分类（有子分类或商品时不能删除）',
    query: IdQuery,
    response: Type.Boolean(),
  }),
});

/** 商品分类's tree table, search and form: its page is the whole (flat) list. */
export const productCategoryResource = resource({
  api: { ...productCategoryApi, page: productCategoryApi.list },
  noun: '商品分类',
  fields: {
    name: { title: '分类名称', filter: 'contains' },
    parentId: { title: '上级分类', list: false },
    picUrl: { title: '分类图片', kind: 'picture', form: { label: '分类图标' } },
    sort: { title: '分类排序' },
    status: { title: '开启状态', dict: Dicts.commonStatus },
    description: { title: '分类描述', kind: 'textarea', list: false },
    createTime: { title: '创建时间', kind: 'dateTime' },
  },
  form: ['parentId', 'name', 'picUrl', 'sort', 'status', 'description'],
  defaults: { parentId: CATEGORY_ROOT_ID, sort: 0, status: CommonStatus.ENABLE },
});
