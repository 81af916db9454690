/** 商品品牌: CRUD, the unique name, the page's filters, the pickers' list and tenant isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions, productBrandApi, type BodyOf, type QueryOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../../system/role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.product.brand));
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

type Body = BodyOf<typeof productBrandApi.create>;
const create = (body: Body, as = admin) => t.call(productBrandApi.create, { body, as });
const update = (body: BodyOf<typeof productBrandApi.update>, as = admin) => t.call(productBrandApi.update, { body, as });
const remove = (id: number, as = admin) => t.call(productBrandApi.delete, { query: { id }, as });
const get = (id: number, as = admin) => t.call(productBrandApi.get, { query: { id }, as });
const page = (query: QueryOf<typeof productBrandApi.page> = {}, as = admin) => t.call(productBrandApi.page, { query: { pageSize: 100, ...query }, as });
const newBrand = (extra: Partial<Body> = {}) => t.callOk(productBrandApi.create, { body: { name: uniq('品牌'), sort: 1, status: 0, ...extra }, as: admin });

describe('creating, reading, updating and deleting brands', () => {
  it('creates a brand answered by get, updates it and deletes it', async () => {
    const res = await create({ name: '荣耀', picUrl: 'https://example.com/honor.png', sort: 7, status: 0, description: '智能手机' });
    expect(res.code).toBe(0);
    expect((await get(res.data)).data).toMatchObject({ name: '荣耀', picUrl: 'https://example.com/honor.png', sort: 7, status: 0, description: '智能手机' });
    expect((await update({ id: res.data, name: '荣耀手机', sort: 8, status: 1 })).code).toBe(0);
    expect((await get(res.data)).data).toMatchObject({ name: '荣耀手机', sort: 8, status: 1, description: '智能手机' });
    expect(await remove(res.data)).toEqual({ code: 0, data: true, msg: '' });
    expect(await get(res.data)).toEqual({ code: 1008002000, data: null, msg: '品牌不存在' });
  });

  it('keeps the name unique within the tenant', async () => {
    expect(await create({ name: '华为', sort: 1, status: 0 })).toEqual({ code: 1008002002, data: null, msg: '品牌名称已存在' });
    const id = await newBrand();
    expect((await update({ id, name: '小米', sort: 1, status: 0 })).code).toBe(1008002002);
    // Another tenant's names are free.
    expect((await create({ name: '华为', sort: 1, status: 0 }, other)).code).toBe(0);
  });

  it('names a missing field', async () => {
    const missing = await t.api({ method: 'POST', path: productBrandApi.create.path, body: { sort: 1, status: 0 }, token: admin.accessToken });
    expect(missing).toEqual({ code: 400, data: null, msg: '品牌名称不能为空' });
  });
});

describe('GET /product/brand/page and list', () => {
  it('pages newest first by name (contains, literally), status and creation time', async () => {
    const a = await newBrand({ name: uniq('筛选_品牌甲') });
    const b = await newBrand({ name: uniq('筛选_品牌乙'), status: 1 });
    expect((await page({ name: '筛选_' })).data.list.map((x) => x.id)).toEqual([b, a]);
    expect((await page({ name: '筛选%' })).data.total).toBe(0);
    expect((await page({ name: '筛选_', status: 1 })).data.list.map((x) => x.id)).toEqual([b]);
    expect((await page({ name: '筛选_', createTime: ['2000-01-01 00:00:00', '2000-12-31 23:59:59'] })).data.total).toBe(0);
    expect((await page({ name: '筛选_', createTime: ['2000-01-01 00:00:00', '2999-12-31 23:59:59'] })).data.total).toBe(2);
  });

  it('lists the enabled brands by sort for the pickers', async () => {
    const off = await newBrand({ status: 1 });
    const names = (await t.callOk(productBrandApi.list, { as: admin })).map((b) => b.name);
    const demo = ['华为', '小米', '苹果', '联想', '耐克', '三只松鼠'];
    expect(names.filter((n) => demo.includes(n))).toEqual(demo);
    expect((await t.callOk(productBrandApi.list, { as: admin })).map((b) => b.id)).not.toContain(off);
  });
});

describe('another tenant', () => {
  it('sees only its own brands, and tenant 1’s ids do not exist for it', async () => {
    const huawei = (await page({ name: '华为' })).data.list.find((b) => b.name === '华为')!;
    expect((await page({}, other)).data.list.map((b) => b.id)).not.toContain(huawei.id);
    const notFound = { code: 1008002000, data: null, msg: '品牌不存在' };
    expect(await get(huawei.id, other)).toEqual(notFound);
    expect(await update({ id: huawei.id, name: '抢走', sort: 1, status: 0 }, other)).toEqual(notFound);
    expect(await remove(huawei.id, other)).toEqual(notFound);
    expect((await t.callOk(productBrandApi.list, { as: other })).map((b) => b.id)).not.toContain(huawei.id);
  });
});
