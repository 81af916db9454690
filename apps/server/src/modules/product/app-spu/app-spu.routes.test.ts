// @postgres: the keyword is a contains search (ILIKE, the trigram index) and the detail reads SKU values from jsonb
/**
 * The shop's catalogue on the app surface, open to anyone naming the tenant: the enabled
 * categories, a page of the products on sale with stock (by category with its sub-categories,
 * keyword, price or sales), and a product's detail with its SKUs; nothing off sale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorCodes, memberAuthApi, productAppSpuApi, SpuStatus, type QueryOf } from '@tenon/contracts';
import { testApp, type TestApp } from '../../../test/testApp.ts';
import { productCategory } from '../category/category.schema.ts';
import { productSpu } from '../spu/spu.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type PageQuery = QueryOf<typeof productAppSpuApi.spuPage>;
const page = (query: PageQuery = {}, tenantId = 1) => t.callOk(productAppSpuApi.spuPage, { query: { pageSize: 100, ...query }, tenantId });
const names = async (query: PageQuery = {}) => (await page(query)).list.map((s) => s.name);
const categoryId = async (name: string) =>
  (await t.db.select({ id: productCategory.id }).from(productCategory).where(and(eq(productCategory.tenantId, 1), eq(productCategory.name, name))))[0]!.id;
const spuNamed = async (name: string) => (await t.db.select().from(productSpu).where(and(eq(productSpu.tenantId, 1), eq(productSpu.name, name))))[0]!;

describe('GET /product/category/list (app)', () => {
  it('answers the enabled categories by their sort, with the reference’s fields', async () => {
    const list = await t.callOk(productAppSpuApi.categoryList);
    const top = list.filter((c) => c.parentId === 0).map((c) => c.name);
    expect(top).toEqual(['数码家电', '服饰鞋包', '食品生鲜']);
    const digital = list.find((c) => c.name === '数码家电')!;
    expect(list.filter((c) => c.parentId === digital.id).map((c) => c.name)).toEqual(['手机', '笔记本电脑', '耳机']);
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'name', 'parentId', 'picUrl', 'sort']);
  });

  it('leaves a disabled category out', async () => {
    const id = await categoryId('水果');
    await t.db.update(productCategory).set({ status: 1 }).where(eq(productCategory.id, id));
    try {
      expect((await t.callOk(productAppSpuApi.categoryList)).map((c) => c.name)).not.toContain('水果');
    } finally {
      await t.db.update(productCategory).set({ status: 0 }).where(eq(productCategory.id, id));
    }
  });
});

describe('GET /product/spu/page (app)', () => {
  it('lists only products on sale that have stock, newest first', async () => {
    const res = await page();
    const listed = res.list.map((s) => s.name);
    expect(listed).toContain('华为 Mate 60 Pro');
    expect(listed).not.toContain('iPhone 15 Pro Max'); // in the warehouse
    expect(listed).not.toContain('AirPods 3'); // in the recycle bin
    expect(listed).not.toContain('Redmi K70'); // on sale, sold out
    expect(res.total).toBe(res.list.length);
    const ids = res.list.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Object.keys(res.list[0]!).sort()).toEqual(['categoryId', 'id', 'introduction', 'marketPrice', 'name', 'picUrl', 'price', 'salesCount', 'sliderPicUrls', 'specType', 'stock'].sort());
    const mate = res.list.find((s) => s.name === '华为 Mate 60 Pro')!;
    expect(mate).toMatchObject({ introduction: '卫星通话，超可靠玄武架构', price: 699900, specType: true });
    expect(mate.stock).toBeGreaterThan(0);
  });

  it('pages', async () => {
    const all = await page();
    const second = await page({ pageNo: 2, pageSize: 5 });
    expect(second.total).toBe(all.total);
    expect(second.list.map((s) => s.id)).toEqual(all.list.slice(5, 10).map((s) => s.id));
  });

  it('filters by a sub-category, or by a top category with its sub-categories', async () => {
    expect((await names({ categoryId: await categoryId('耳机') })).sort()).toEqual(['AirPods Pro 2', '华为 FreeBuds Pro 3', '小米 Buds 4 Pro'].sort());
    const digital = await page({ categoryId: await categoryId('数码家电') });
    const subIds = await Promise.all(['手机', '笔记本电脑', '耳机'].map(categoryId));
    expect(digital.list.length).toBeGreaterThan(10);
    expect(digital.list.every((s) => subIds.includes(s.categoryId))).toBe(true);
    expect(subIds.every((id) => digital.list.some((s) => s.categoryId === id))).toBe(true);
  });

  it('finds by a keyword in the name, literally', async () => {
    expect((await names({ keyword: '小米' })).sort()).toEqual(['小米 14', '小米 14 Ultra', '小米 Buds 4 Pro', '小米笔记本 Pro 14'].sort());
    expect(await names({ keyword: 'macbook' })).toHaveLength(2);
    expect(await names({ keyword: '%' })).toEqual([]);
  });

  it('sorts by price and by sales, either way', async () => {
    const prices = (await page({ sortField: 'price', sortAsc: true })).list.map((s) => s.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await page({ sortField: 'price', sortAsc: false, categoryId: await categoryId('手机') })).list.map((s) => s.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const sales = (await page({ sortField: 'salesCount' })).list.map((s) => s.salesCount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('counts the merchant’s virtual sales in the sales shown and sorted by, as the reference', async () => {
    const mango = await spuNamed('三只松鼠 芒果干 116g');
    await t.db.update(productSpu).set({ virtualSalesCount: 20_000 }).where(eq(productSpu.id, mango.id));
    try {
      const [top] = (await page({ sortField: 'salesCount', sortAsc: false })).list;
      expect(top).toMatchObject({ id: mango.id, salesCount: mango.salesCount + 20_000 });
      expect((await t.callOk(productAppSpuApi.spuDetail, { query: { id: mango.id } })).salesCount).toBe(mango.salesCount + 20_000);
      const ascending = (await page({ sortField: 'salesCount', sortAsc: true })).list;
      expect(ascending.at(-1)!.id).toBe(mango.id);
    } finally {
      await t.db.update(productSpu).set({ virtualSalesCount: mango.virtualSalesCount }).where(eq(productSpu.id, mango.id));
    }
  });

  it('refuses a page of more than 100, a keyword past its bound and an unknown sort', async () => {
    const call = (query: Record<string, string | number>) => t.api({ surface: 'app', path: productAppSpuApi.spuPage.path, query });
    expect((await call({ pageSize: 101 })).code).toBe(400);
    expect((await call({ keyword: 'x'.repeat(129) })).code).toBe(400);
    expect((await call({ sortField: 'name' })).code).toBe(400);
  });
});

describe('GET /product/spu/get-detail (app)', () => {
  it('answers a product on sale with its SKUs and their values’ names', async () => {
    const spu = await spuNamed('华为 Mate 60 Pro');
    const detail = await t.callOk(productAppSpuApi.spuDetail, { query: { id: spu.id } });
    expect(detail).toMatchObject({ id: spu.id, name: '华为 Mate 60 Pro', specType: true, price: 699900, salesCount: spu.salesCount + spu.virtualSalesCount });
    expect(detail.skus).toHaveLength(4);
    expect(detail.skus[0]!.properties.map((p) => `${p.propertyName}:${p.valueName}`)).toEqual(['颜色:黑色', '存储:256GB']);
    expect(Object.keys(detail.skus[0]!).sort()).toEqual(['id', 'marketPrice', 'picUrl', 'price', 'properties', 'stock', 'volume', 'weight']);
    expect(Math.min(...detail.skus.map((s) => s.price))).toBe(detail.price);
    expect(detail.skus.reduce((sum, s) => sum + s.stock, 0)).toBe(detail.stock);
  });

  it('refuses a product in the warehouse or the bin as not on sale, and one of no one as not found', async () => {
    for (const name of ['iPhone 15 Pro Max', 'AirPods 3']) {
      const spu = await spuNamed(name);
      expect(spu.status).not.toBe(SpuStatus.ENABLE);
      expect(await t.call(productAppSpuApi.spuDetail, { query: { id: spu.id } })).toEqual({
        code: ErrorCodes.SPU_NOT_ENABLE.code,
        data: null,
        msg: `商品 SPU【${spu.id}】不处于上架状态`,
      });
    }
    expect((await t.call(productAppSpuApi.spuDetail, { query: { id: 999_999 } })).code).toBe(ErrorCodes.SPU_NOT_EXISTS.code);
  });
});

describe('the tenant', () => {
  it('must be named: without the header every call is refused', async () => {
    for (const e of [productAppSpuApi.categoryList, productAppSpuApi.spuPage]) {
      expect(await t.call(e, { tenantId: null })).toMatchObject({ code: 400, msg: ErrorCodes.TENANT_ID_MISSING.msg });
    }
  });

  it('is the one whose catalogue is shown: another tenant sees none of tenant 1’s products', async () => {
    const spu = await spuNamed('华为 Mate 60 Pro');
    expect(await page({}, 121)).toEqual({ list: [], total: 0 });
    expect((await t.call(productAppSpuApi.spuDetail, { query: { id: spu.id }, tenantId: 121 })).code).toBe(ErrorCodes.SPU_NOT_EXISTS.code);
  });

  it('is all a caller needs: anonymous and signed-in members see the same', async () => {
    const member = await t.callOk(memberAuthApi.login, { body: { mobile: '15601691300', password: 'member123' } });
    expect(await t.callOk(productAppSpuApi.spuPage, { as: member })).toEqual(await t.callOk(productAppSpuApi.spuPage));
  });
});
