/** 商品列表: products with their SKUs, the matrix rules, status moves, the bin, the doors of categories and brands, isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authApi,
  Permissions,
  productBrandApi,
  productCategoryApi,
  productPropertyApi,
  productSkuApi,
  productSpuApi,
  skuMatrix,
  type BodyOf,
  type MenuNode,
  type ProductPropertyAndValues,
  type QueryOf,
} from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../../system/role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
let other: Session;
let properties: ProductPropertyAndValues[];
let phoneCategory: number;
let huawei: number;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.product.spu));
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
  properties = await t.callOk(productPropertyApi.getValueList, { query: {}, as: admin });
  const categories = await t.callOk(productCategoryApi.list, { query: {}, as: admin });
  phoneCategory = categories.find((c) => c.name === '手机')!.id;
  huawei = (await t.callOk(productBrandApi.list, { as: admin })).find((b) => b.name === '华为')!.id;
});
afterAll(() => t.close());

type Body = BodyOf<typeof productSpuApi.create>;
const S = productSpuApi;
const property = (name: string) => properties.find((p) => p.name === name)!;
const value = (p: string, v: string) => property(p).values.find((x) => x.name === v)!.id;
/** A phone of 颜色 {黑色, 白色} × 存储 {256GB, 512GB}, each SKU priced by its row. */
const phoneMatrix = () =>
  skuMatrix([
    { propertyId: property('颜色').id, valueIds: [value('颜色', '黑色'), value('颜色', '白色')] },
    { propertyId: property('存储').id, valueIds: [value('存储', '256GB'), value('存储', '512GB')] },
  ]).map((props, i) => ({ properties: props, price: 100_00 + i * 10_00, marketPrice: 120_00, costPrice: 80_00, stock: 5 + i, warnStock: 2, barCode: `bc${i}` }));
const body = (extra: Partial<Body> = {}): Body => ({
  name: uniq('测试手机'),
  categoryId: phoneCategory,
  brandId: huawei,
  sort: 1,
  status: 1,
  specType: true,
  skus: phoneMatrix(),
  ...extra,
});
const create = (b: Body, as = admin) => t.call(S.create, { body: b, as });
const detail = (id: number, as = admin) => t.call(S.getDetail, { query: { id }, as });
const page = (query: QueryOf<typeof S.page>, as = admin) => t.call(S.page, { query: { pageSize: 100, ...query }, as });
const setStatus = (id: number, status: number, as = admin) => t.call(S.updateStatus, { body: { id, status }, as });

describe('the menus', () => {
  it('put 商品列表 first under 商品中心, opening the reference’s view', async () => {
    const { menus } = await t.callOk(authApi.getPermissionInfo, { as: admin });
    const product = menus.find((m: MenuNode) => m.name === '商品中心')!;
    expect(product.children![0]).toMatchObject({ name: '商品列表', path: 'spu', component: 'mall/product/spu/index' });
  });
});

describe('creating and reading products', () => {
  it('creates a product of several specifications; get-detail answers its SKUs with property names and the SPU summarises them', async () => {
    const id = (await create(body({ name: '测试 Mate', description: '<p>好<script>alert(1)</script></p>', keyword: '华为', introduction: '卖点', sliderPicUrls: ['https://example.com/a.png'], virtualSalesCount: 7 }))).data;
    const { data } = await detail(id);
    expect(data).toMatchObject({ name: '测试 Mate', keyword: '华为', introduction: '卖点', specType: true, status: 1, price: 100_00, marketPrice: 120_00, costPrice: 80_00, stock: 5 + 6 + 7 + 8, virtualSalesCount: 7, sliderPicUrls: ['https://example.com/a.png'] });
    expect(data.description).not.toContain('script');
    expect(data.skus.map((s) => [s.properties.map((p) => `${p.propertyName}:${p.valueName}`).join(','), s.price, s.stock, s.barCode])).toEqual([
      ['颜色:黑色,存储:256GB', 100_00, 5, 'bc0'],
      ['颜色:黑色,存储:512GB', 110_00, 6, 'bc1'],
      ['颜色:白色,存储:256GB', 120_00, 7, 'bc2'],
      ['颜色:白色,存储:512GB', 130_00, 8, 'bc3'],
    ]);
  });

  it('creates a product of one specification', async () => {
    const id = (await create(body({ specType: false, skus: [{ properties: [], price: 29_90, stock: 100 }] }))).data;
    expect((await detail(id)).data).toMatchObject({ specType: false, price: 29_90, stock: 100, skus: [{ properties: [], price: 29_90, stock: 100, marketPrice: 0 }] });
  });

  it('refuses a list that is no matrix, as the editor would', async () => {
    const skus = phoneMatrix();
    expect(await create(body({ skus: [skus[0]!, skus[0]!] }))).toEqual({ code: 1008006005, data: null, msg: '商品 SKU 不正确：第 2 个 SKU的属性组合重复' });
    expect(await create(body({ skus: [skus[0]!, { ...skus[1]!, properties: skus[1]!.properties.slice(0, 1) }] }))).toMatchObject({ code: 1008006005, msg: '商品 SKU 不正确：第 2 个 SKU的属性与其他 SKU 不一致' });
    expect(await create(body({ specType: false }))).toMatchObject({ code: 1008006005, msg: '商品 SKU 不正确：单规格商品只能有一个 SKU，且不带属性' });
  });

  it('refuses a value paired with another property, an unknown property, a top category, a disabled brand', async () => {
    const [first, ...rest] = phoneMatrix();
    const wrong = { ...first!, properties: [first!.properties[0]!, { propertyId: property('存储').id, valueId: value('内存', '8GB') }] };
    expect(await create(body({ skus: [wrong, ...rest] }))).toEqual({ code: 1008006006, data: null, msg: `属性值(${value('内存', '8GB')})不属于属性项(存储)` });
    expect((await create(body({ specType: true, skus: [{ properties: [{ propertyId: 999_999, valueId: 1 }], price: 1, stock: 1 }] }))).code).toBe(1008003000);
    const digital = (await t.callOk(productCategoryApi.list, { query: { name: '数码家电' }, as: admin }))[0]!.id;
    expect(await create(body({ categoryId: digital }))).toEqual({ code: 1008005001, data: null, msg: '商品分类不正确，原因：必须使用第二级的商品分类及以下' });
    const off = await t.callOk(productBrandApi.create, { body: { name: uniq('停用品牌'), sort: 1, status: 1 }, as: admin });
    expect(await create(body({ brandId: off }))).toEqual({ code: 1008002001, data: null, msg: '品牌已禁用' });
  });
});

describe('updating', () => {
  it('replaces the SKUs, keeping the id of an unchanged combination, and the texts the body leaves out', async () => {
    const id = (await create(body({ sliderPicUrls: ['https://example.com/s.png'], introduction: '卖点' }))).data;
    const before = (await detail(id)).data.skus;
    const [keep] = phoneMatrix();
    const black = value('颜色', '黑色');
    const blue = value('颜色', '蓝色');
    const skus = [
      { ...keep!, price: 99_00 },
      { ...keep!, properties: [{ propertyId: property('颜色').id, valueId: blue }, keep!.properties[1]!], price: 105_00 },
    ];
    expect((await t.call(S.update, { body: { id, ...body({ name: '改名手机', skus }) }, as: admin })).code).toBe(0);
    const after = (await detail(id)).data;
    expect(after).toMatchObject({ name: '改名手机', price: 99_00, stock: 10, sliderPicUrls: ['https://example.com/s.png'], introduction: '卖点' });
    expect(after.skus.map((s) => s.properties[0]!.valueId)).toEqual([black, blue]);
    expect(after.skus[0]!.id).toBe(before[0]!.id);
    expect(before.slice(1).map((s) => s.id)).not.toContain(after.skus[1]!.id);
    expect(await t.call(S.update, { body: { id: 999_999, ...body() }, as: admin })).toEqual({ code: 1008005000, data: null, msg: '商品 SPU 不存在' });
  });
});

describe('status and the recycle bin', () => {
  it('moves a product off and on the shelf and to the bin; restores to the warehouse; deletes only from the bin', async () => {
    const id = (await create(body())).data;
    expect(await t.call(S.delete, { query: { id }, as: admin })).toEqual({ code: 1008005004, data: null, msg: '商品 SPU 不处于回收站状态' });
    expect((await setStatus(id, 0)).code).toBe(0);
    expect((await detail(id)).data.status).toBe(0);
    expect((await setStatus(id, -1)).code).toBe(0);
    expect(await setStatus(id, 1)).toEqual({ code: 1008005005, data: null, msg: '商品 SPU 在回收站中，请先恢复' });
    expect((await setStatus(id, 0)).code).toBe(0);
    expect((await setStatus(id, -1)).code).toBe(0);
    expect(await t.call(S.delete, { query: { id }, as: admin })).toEqual({ code: 0, data: true, msg: '' });
    expect((await detail(id)).code).toBe(1008005000);
  });
});

describe('the list', () => {
  it('pages by tab and filters, and counts each tab under the same filters', async () => {
    const name = uniq('筛选');
    const onSale = (await create(body({ name: `${name}甲`, skus: [{ properties: [], price: 50_00, stock: 0 }], specType: false }))).data;
    const inStore = (await create(body({ name: `${name}乙`, status: 0 }))).data;
    const binned = (await create(body({ name: `${name}丙` }))).data;
    await setStatus(binned, -1);
    const ids = async (q: QueryOf<typeof S.page>) => (await page({ name, ...q })).data.list.map((s) => s.id).sort();
    expect(await ids({ tabType: 0 })).toEqual([onSale]);
    expect(await ids({ tabType: 1 })).toEqual([inStore]);
    expect(await ids({ tabType: 2 })).toEqual([onSale]);
    expect(await ids({ tabType: 4 })).toEqual([binned]);
    expect(await ids({ status: 0 })).toEqual([inStore]);
    expect(await ids({ priceMin: 60_00 })).toEqual([inStore, binned].sort());
    expect(await ids({ priceMax: 60_00 })).toEqual([onSale]);
    expect(await ids({ code: 'bc3' })).toEqual([inStore, binned].sort());
    expect(await ids({ categoryId: phoneCategory, brandId: huawei })).toEqual([onSale, inStore, binned].sort());
    expect(await t.callOk(S.getCount, { query: { name }, as: admin })).toEqual({ '0': 1, '1': 1, '2': 1, '3': 1, '4': 1 });
    expect((await page({ name: '%' })).data.list).toEqual([]);
  });

  it('lists the demo catalogue: products on sale for the pickers, and their SKUs as options', async () => {
    const simple = await t.callOk(S.listAllSimple, { as: admin });
    expect(simple.map((s) => s.name)).toEqual(expect.arrayContaining(['小米 14', 'iPhone 15']));
    expect(simple.map((s) => s.name)).not.toContain('AirPods 3');
    expect(await t.callOk(S.getSimpleList, { as: admin })).toEqual(simple);
    const mi = simple.find((s) => s.name === '小米 14')!;
    const options = await t.callOk(productSkuApi.getOptionList, { query: { spuId: mi.id }, as: admin });
    expect(options).toHaveLength(6);
    expect(options[0]).toMatchObject({ spuId: mi.id, spuName: '小米 14', name: '黑色 256GB', price: 3999_00 });
    expect((await page({ tabType: 4 })).data.list.map((s) => s.name)).toContain('AirPods 3');
  });
});

describe('categories and brands a product names', () => {
  it('are not deleted', async () => {
    const top = await t.callOk(productCategoryApi.create, { body: { parentId: 0, name: uniq('顶'), sort: 1, status: 0 }, as: admin });
    const leaf = await t.callOk(productCategoryApi.create, { body: { parentId: top, name: uniq('叶'), sort: 1, status: 0 }, as: admin });
    const brand = await t.callOk(productBrandApi.create, { body: { name: uniq('品牌'), sort: 1, status: 0 }, as: admin });
    const id = (await create(body({ categoryId: leaf, brandId: brand }))).data;
    expect(await t.call(productCategoryApi.delete, { query: { id: leaf }, as: admin })).toEqual({ code: 1008001005, data: null, msg: '类别下存在商品，无法删除' });
    expect(await t.call(productBrandApi.delete, { query: { id: brand }, as: admin })).toEqual({ code: 1008002003, data: null, msg: '品牌下存在商品，无法删除' });
    await setStatus(id, -1);
    await t.callOk(S.delete, { query: { id }, as: admin });
    expect((await t.call(productCategoryApi.delete, { query: { id: leaf }, as: admin })).code).toBe(0);
    expect((await t.call(productBrandApi.delete, { query: { id: brand }, as: admin })).code).toBe(0);
  });
});

describe('another tenant', () => {
  it('sees none of tenant 1’s products, nor files its own under tenant 1’s categories or values', async () => {
    const id = (await create(body())).data;
    const notFound = { code: 1008005000, data: null, msg: '商品 SPU 不存在' };
    expect(await detail(id, other)).toEqual(notFound);
    expect(await setStatus(id, 0, other)).toEqual(notFound);
    expect((await page({}, other)).data.total).toBe(0);
    expect(await t.callOk(S.listAllSimple, { as: other })).toEqual([]);
    expect((await create(body(), other)).code).toBe(1008001000);
    expect((await detail(id)).data.status).toBe(1);
  });
});
