/** 商品分类: the two-level tree's rules, the flat list, deletion rules and tenant isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, Permissions, productCategoryApi, type BodyOf, type MenuNode, type ProductCategory } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../../system/role/testing/rbac.fixtures.ts';
import { isCategoryInUse } from './category-in-use.ts';
import { tenantScope } from '../../../db/tenantScope.ts';

let t: TestApp;
let admin: Session;
/** The demo tenant 121's administrator, given the category permissions for the isolation tests. */
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.product.category));
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

type Body = BodyOf<typeof productCategoryApi.create>;
const create = (body: Body, as = admin) => t.call(productCategoryApi.create, { body, as });
const update = (body: BodyOf<typeof productCategoryApi.update>, as = admin) => t.call(productCategoryApi.update, { body, as });
const remove = (id: number, as = admin) => t.call(productCategoryApi.delete, { query: { id }, as });
const get = (id: number, as = admin) => t.call(productCategoryApi.get, { query: { id }, as });
const list = (name?: string, as = admin) => t.call(productCategoryApi.list, { query: name === undefined ? {} : { name }, as });
const newCategory = async (extra: Partial<Body> = {}) => (await t.callOk(productCategoryApi.create, { body: { parentId: 0, name: uniq('分类'), sort: 1, status: 0, ...extra }, as: admin }));
const demo = async (name: string): Promise<ProductCategory> => (await list()).data.find((c) => c.name === name)!;

describe('the menus', () => {
  it('give the administrator 商品中心 with its screens (Banner管理 the promotion area’s), each opening the reference’s view', async () => {
    const { menus } = await t.callOk(authApi.getPermissionInfo, { as: admin });
    const product = menus.find((m: MenuNode) => m.name === '商品中心')!;
    expect(product.path).toBe('/product');
    expect(product.children!.map((m) => [m.name, m.path, m.component])).toEqual([
      ['商品列表', 'spu', 'mall/product/spu/index'],
      ['商品分类', 'category', 'mall/product/category/index'],
      ['商品品牌', 'brand', 'mall/product/brand/index'],
      ['商品属性', 'property', 'mall/product/property/index'],
      ['Banner管理', 'banner', 'mall/market/banner/index'],
    ]);
  });
});

describe('the demo tree', () => {
  it('lists tenant 1’s categories flat, by sort, with 手机 under 数码家电', async () => {
    const all = (await list()).data;
    const digital = all.find((c) => c.name === '数码家电')!;
    expect(digital.parentId).toBe(0);
    expect(all.filter((c) => c.parentId === digital.id).map((c) => c.name)).toEqual(['手机', '笔记本电脑', '耳机']);
    expect(all.filter((c) => c.parentId === 0).map((c) => c.name)).toEqual(expect.arrayContaining(['数码家电', '服饰鞋包', '食品生鲜']));
    // The name filter is a literal, case-insensitive contains.
    expect((await list('鞋')).data.map((c) => c.name).sort()).toEqual(['服饰鞋包', '运动鞋'].sort());
    expect((await list('%')).data).toEqual([]);
  });
});

describe('creating and updating', () => {
  it('creates a sub-category answered by get, and keeps omitted texts on update', async () => {
    const top = await newCategory();
    const id = (await create({ parentId: top, name: '平板电脑', picUrl: 'https://example.com/pad.png', sort: 3, status: 0, description: '平板' })).data;
    expect((await get(id)).data).toMatchObject({ id, parentId: top, name: '平板电脑', picUrl: 'https://example.com/pad.png', sort: 3, status: 0, description: '平板' });
    expect((await update({ id, parentId: top, name: '平板', sort: 4, status: 1 })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ name: '平板', sort: 4, status: 1, picUrl: 'https://example.com/pad.png', description: '平板' });
  });

  it('refuses a missing parent, a sub-category as parent (two levels only) and the category itself', async () => {
    expect(await create({ parentId: 999_999, name: '孤儿', sort: 1, status: 0 })).toEqual({ code: 1008001001, data: null, msg: '父分类不存在' });
    const phone = await demo('手机');
    expect(await create({ parentId: phone.id, name: '三级', sort: 1, status: 0 })).toEqual({ code: 1008001002, data: null, msg: '父分类不能是二级分类' });
    const top = await newCategory();
    expect(await update({ id: top, parentId: top, name: '自己', sort: 1, status: 0 })).toEqual({ code: 1008001006, data: null, msg: '父分类不能是自己' });
    // A top category with children moved below another would make a third level (its children are its descendants).
    const digital = await demo('数码家电');
    const food = await demo('食品生鲜');
    expect(await update({ id: digital.id, parentId: food.id, name: digital.name, sort: digital.sort, status: 0 })).toEqual({ code: 1008001007, data: null, msg: '存在子分类，不能移到其他分类下' });
    expect(await update({ id: digital.id, parentId: phone.id, name: digital.name, sort: digital.sort, status: 0 })).toEqual({ code: 1008001002, data: null, msg: '父分类不能是二级分类' });
    // A childless top category may move below another top one.
    expect((await update({ id: top, parentId: food.id, name: '坚果', sort: 9, status: 0 })).code).toBe(0);
  });

  it('answers 商品分类不存在 for an unknown id and names a missing field', async () => {
    expect(await get(999_999)).toEqual({ code: 1008001000, data: null, msg: '商品分类不存在' });
    expect((await update({ id: 999_999, parentId: 0, name: 'x', sort: 1, status: 0 })).code).toBe(1008001000);
    const missing = await t.api({ method: 'POST', path: productCategoryApi.create.path, body: { parentId: 0, sort: 1, status: 0 }, token: admin.accessToken });
    expect(missing).toEqual({ code: 400, data: null, msg: '分类名称不能为空' });
  });
});

describe('DELETE /product/category/delete', () => {
  it('refuses a category with children, and deletes a leaf', async () => {
    const top = await newCategory();
    const leaf = await newCategory({ parentId: top });
    expect(await remove(top)).toEqual({ code: 1008001003, data: null, msg: '存在子分类，无法删除' });
    expect(await remove(leaf)).toEqual({ code: 0, data: true, msg: '' });
    expect(await remove(top)).toEqual({ code: 0, data: true, msg: '' });
    expect((await get(top)).code).toBe(1008001000);
  });

  it('asks the products’ door whether a category is in use', async () => {
    const id = await newCategory();
    await t.db.transaction(async (tx) => {
      const scope = tenantScope(tx, 1);
      expect(await isCategoryInUse(tx, scope, id)).toBe(false);
      expect(await isCategoryInUse(tx, scope, id, [async (_q, _s, used) => used === id])).toBe(true);
    });
  });
});

describe('another tenant', () => {
  it('sees only its own categories, and tenant 1’s ids do not exist for it', async () => {
    expect((await list(undefined, other)).data.map((c) => c.name)).not.toContain('数码家电');
    const digital = await demo('数码家电');
    const notFound = { code: 1008001000, data: null, msg: '商品分类不存在' };
    expect(await get(digital.id, other)).toEqual(notFound);
    expect(await update({ id: digital.id, parentId: 0, name: '抢走', sort: 1, status: 0 }, other)).toEqual(notFound);
    expect(await remove(digital.id, other)).toEqual(notFound);
    // Nor is tenant 1's category a parent it may name.
    expect((await create({ parentId: digital.id, name: '越界', sort: 1, status: 0 }, other)).code).toBe(1008001001);
    expect((await get(digital.id)).data.name).toBe('数码家电');
  });
});
