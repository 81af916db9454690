/** 限时折扣活动: states by time, the SKU conflict between overlapping windows, close/update/delete rules, validation, the demo, the calculator's door, isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, discountActivityApi, Permissions, productSkuApi, productSpuApi, type BodyOf, type MenuNode, type ProductSkuOption } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../../system/role/testing/rbac.fixtures.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import type { DiscountOffer as CalculatorOffer } from '../price/index.ts';
import { discountOffersAt } from './index.ts';

let t: TestApp;
let admin: Session;
let other: Session;
let skus: ProductSkuOption[];
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, [...Object.values(Permissions.promotion.discountActivity), Permissions.product.spu.query]);
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
  skus = await t.callOk(productSkuApi.getOptionList, { query: {}, as: admin });
});
afterAll(() => t.close());

const A = discountActivityApi;
const DAY = 86_400_000;
type Body = BodyOf<typeof A.create>;
/** The SKUs of a demo product none of the demo's activities names, cheapest first. */
const skusOf = (product: string) => skus.filter((s) => s.spuName === product).sort((a, b) => a.price - b.price || a.id - b.id);
const priceOff = (sku: ProductSkuOption, yuan: number) => ({ spuId: sku.spuId, skuId: sku.id, discountType: 1, discountPrice: yuan * 100 });
const percent = (sku: ProductSkuOption, share: number) => ({ spuId: sku.spuId, skuId: sku.id, discountType: 2, discountPercent: share });
/** A window of `days` days starting `from` days from now. */
const window = (from: number, days: number) => ({ startTime: Date.now() + from * DAY, endTime: Date.now() + (from + days) * DAY });
const body = (products: Body['products'], extra: Partial<Body> = {}): Body => ({ name: uniq('测试折扣'), ...window(-1, 10), products, ...extra });
const create = (b: Body, as = admin) => t.call(A.create, { body: b, as });
const get = (id: number, as = admin) => t.call(A.get, { query: { id }, as });
const close = (id: number, as = admin) => t.call(A.close, { query: { id }, as });
const remove = (id: number, as = admin) => t.call(A.delete, { query: { id }, as });

describe('the menu', () => {
  it('puts 限时折扣活动 under 营销中心 with the reference’s path, icon and view', async () => {
    const { menus } = await t.callOk(authApi.getPermissionInfo, { as: admin });
    const promotion = menus.find((m: MenuNode) => m.name === '营销中心')!;
    expect(promotion.children!.find((m) => m.name === '限时折扣活动')).toMatchObject({ path: 'discount-activity', icon: 'time', component: 'mall/promotion/discountActivity/index' });
  });
});

describe('the demo', () => {
  it('runs 双11限时折扣 (a price off and a percentage) and has 年货节限时折扣 to come', async () => {
    const { list } = await t.callOk(A.page, { query: { pageSize: 100 }, as: admin });
    const running = list.find((a) => a.name === '双11限时折扣')!;
    expect(running.status).toBe(20);
    expect(list.find((a) => a.name === '年货节限时折扣')!.status).toBe(10);
    const { products } = await t.callOk(A.get, { query: { id: running.id }, as: admin });
    const mi = products.find((p) => p.spuName === '小米 14' && p.name === '黑色 256GB')!;
    expect(mi).toMatchObject({ discountType: 1, discountPrice: 300_00, discountPercent: null, price: 3999_00 });
    expect(products.find((p) => p.spuName === 'AirPods Pro 2')).toMatchObject({ discountType: 2, discountPercent: 85, discountPrice: null });
  });
});

describe('creating and reading', () => {
  it('answers the activity with its products, their names and prices, and the state by time', async () => {
    const [black, white] = skusOf('华为 P60');
    const id = (await create(body([priceOff(black!, 500), percent(white!, 80)], { name: '测试 P60 折扣', remark: '备注' }))).data;
    const { data } = await get(id);
    expect(data).toMatchObject({ name: '测试 P60 折扣', remark: '备注', status: 20 });
    expect(data.products.map((p) => [p.skuId, p.spuName, p.name, p.price, p.discountType, p.discountPrice, p.discountPercent])).toEqual([
      [black!.id, '华为 P60', black!.name, black!.price, 1, 500_00, null],
      [white!.id, '华为 P60', white!.name, white!.price, 2, null, 80],
    ]);
  });

  it('shows 未开始, 进行中, 已结束 and 已关闭 by time and filters the page by them', async () => {
    const [a, b, c, d] = skusOf('华为 nova 12');
    const name = uniq('状态');
    const wait = (await create(body([percent(a!, 90)], { name: `${name}甲`, ...window(5, 2) }))).data;
    const run = (await create(body([percent(b!, 90)], { name: `${name}乙`, ...window(-1, 2) }))).data;
    const end = (await create(body([percent(c!, 90)], { name: `${name}丙`, ...window(-5, 2) }))).data;
    const closed = (await create(body([percent(d!, 90)], { name: `${name}丁`, ...window(-1, 2) }))).data;
    expect((await close(closed)).code).toBe(0);
    const page = async (status?: number) => (await t.callOk(A.page, { query: { name, status }, as: admin })).list.map((r) => [r.id, r.status]);
    expect(await page()).toEqual([[closed, 40], [end, 30], [run, 20], [wait, 10]]);
    expect(await page(10)).toEqual([[wait, 10]]);
    expect(await page(20)).toEqual([[run, 20]]);
    expect(await page(30)).toEqual([[end, 30]]);
    expect(await page(40)).toEqual([[closed, 40]]);
  });
});

describe('conflicts', () => {
  it('refuses a SKU in another open activity whose window overlaps; allows apart windows, windows that only follow, and closed ones', async () => {
    const [sku, second] = skusOf('小米 14 Ultra');
    const first = (await create(body([priceOff(sku!, 100)], window(20, 5)))).data;
    const conflict = { code: 1013001001, data: null, msg: '存在商品参加了其它限时折扣活动' };
    expect(await create(body([priceOff(sku!, 100)], window(24, 5)))).toEqual(conflict);
    expect(await create(body([priceOff(second!, 1), percent(sku!, 50)], window(18, 3)))).toEqual(conflict);
    const first0 = (await get(first)).data;
    // Apart: starts after the first ends.
    expect((await create(body([priceOff(sku!, 100)], { startTime: first0.endTime + 1, endTime: first0.endTime + DAY }))).code).toBe(0);
    expect((await create(body([priceOff(sku!, 100)], window(10, 5)))).code).toBe(0);
    // Once the first is closed, its window no longer holds the SKU.
    await close(first);
    expect((await create(body([priceOff(sku!, 100)], window(21, 2)))).code).toBe(0);
  });

  it('lets only one of two simultaneous saves of one SKU through', async () => {
    const [sku] = skusOf('联想小新 Pro 16').slice(-1);
    const results = await Promise.all([create(body([percent(sku!, 90)], window(30, 2))), create(body([percent(sku!, 80)], window(31, 2)))]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1013001001]);
  });

  it('lets an activity keep its own SKUs on update, keeping their product rows', async () => {
    const [a, b] = skusOf('iPhone 15 Pro');
    const id = (await create(body([priceOff(a!, 100)], window(60, 5)))).data;
    const before = (await get(id)).data.products[0]!;
    expect((await t.call(A.update, { body: { id, ...body([percent(a!, 70), priceOff(b!, 10)], { name: '改名', ...window(61, 5) }) }, as: admin })).code).toBe(0);
    const { data } = await get(id);
    expect(data.name).toBe('改名');
    expect(data.products.map((p) => [p.id === before.id, p.skuId, p.discountType, p.discountPercent, p.discountPrice])).toEqual([
      [true, a!.id, 2, 70, null],
      [false, b!.id, 1, null, 10_00],
    ]);
  });
});

describe('validation', () => {
  it('refuses an end before the start, a SKU of another product or none, a SKU twice, a price off not below the price, a missing value', async () => {
    const [sku] = skusOf('华为 MateBook 14');
    const [otherSku] = skusOf('MacBook Pro 14');
    const checked = (products: Body['products'], extra: Partial<Body> = {}) => body(products, { name: '校验折扣', ...extra });
    expect(await create(checked([priceOff(sku!, 1)], { startTime: Date.now() + DAY, endTime: Date.now() }))).toEqual({ code: 1013011000, data: null, msg: '活动的结束时间必须晚于开始时间' });
    expect(await create(checked([{ ...priceOff(sku!, 1), spuId: otherSku!.spuId }]))).toEqual({ code: 1013011001, data: null, msg: `商品 SKU(${sku!.id}) 不存在` });
    expect((await create(checked([{ ...priceOff(sku!, 1), skuId: 99_999_999 }]))).code).toBe(1013011001);
    expect(await create(checked([priceOff(sku!, 1), percent(sku!, 50)]))).toEqual({ code: 1013011002, data: null, msg: `商品 SKU(${sku!.id}) 重复` });
    expect(await create(checked([{ ...priceOff(sku!, 0), discountPrice: sku!.price }]))).toEqual({ code: 1013001100, data: null, msg: `商品 SKU(${sku!.id}) 的优惠金额必须小于商品价格` });
    expect(await create(checked([{ spuId: sku!.spuId, skuId: sku!.id, discountType: 2, discountPrice: 100 }]))).toEqual({ code: 1013001101, data: null, msg: `商品 SKU(${sku!.id}) 未填写优惠金额或折扣` });
    expect((await create(checked([percent(sku!, 100)]))).code).toBe(400);
    expect((await create(checked([]))).code).toBe(400);
    // Nothing of the refused saves was written.
    expect((await t.callOk(A.page, { query: { name: '校验折扣' }, as: admin })).total).toBe(0);
  });
});

describe('close, update and delete by state', () => {
  it('closes a running or upcoming activity once; refuses to close an ended one; changes no closed one; deletes only closed or ended ones', async () => {
    const [a, b, c] = skusOf('MacBook Air 13');
    const running = (await create(body([percent(a!, 90)]))).data;
    expect(await remove(running)).toEqual({ code: 1013001003, data: null, msg: '限时折扣活动未关闭，不能删除' });
    expect((await close(running)).code).toBe(0);
    expect(await close(running)).toEqual({ code: 1013001004, data: null, msg: '限时折扣活动已关闭，不能重复关闭' });
    expect(await t.call(A.update, { body: { id: running, ...body([percent(a!, 90)]) }, as: admin })).toEqual({ code: 1013001002, data: null, msg: '限时折扣活动已关闭，不能修改' });
    expect((await remove(running)).code).toBe(0);
    expect(await get(running)).toEqual({ code: 1013001000, data: null, msg: '限时折扣活动不存在' });

    const upcoming = (await create(body([percent(b!, 90)], window(3, 1)))).data;
    expect((await remove(upcoming)).code).toBe(1013001003);
    expect((await close(upcoming)).code).toBe(0);

    const ended = (await create(body([percent(c!, 90)], window(-3, 1)))).data;
    expect(await close(ended)).toEqual({ code: 1013001005, data: null, msg: '限时折扣活动已结束，不能关闭' });
    expect((await remove(ended)).code).toBe(0);
  });
});

describe('the price calculator’s door', () => {
  it('answers the discounts of running activities only, for the SKUs asked', async () => {
    const [a, b] = skusOf('ThinkPad X1 Carbon');
    const [c] = skusOf('联想小新 Pro 16');
    const running = (await create(body([priceOff(a!, 200), percent(c!, 75)], { name: '运行中' }))).data;
    await create(body([percent(b!, 50)], window(2, 2)));
    // What the door answers is what the calculator takes.
    const offers: CalculatorOffer[] = await discountOffersAt(t.db, tenantScope(t.db, 1), [a!.id, b!.id], Date.now());
    expect(offers).toEqual([{ activityId: running, name: '运行中', skuId: a!.id, discountType: 1, discountPrice: 200_00, discountPercent: null }]);
    expect(await discountOffersAt(t.db, tenantScope(t.db, 121), [a!.id], Date.now())).toEqual([]);
  });
});

describe('another tenant', () => {
  it('sees, changes, closes and deletes none of tenant 1’s activities, nor names its SKUs', async () => {
    const [sku] = skusOf('耐克 Air Force 1');
    const id = (await create(body([percent(sku!, 90)]))).data;
    const notFound = { code: 1013001000, data: null, msg: '限时折扣活动不存在' };
    expect(await get(id, other)).toEqual(notFound);
    expect(await close(id, other)).toEqual(notFound);
    expect(await remove(id, other)).toEqual(notFound);
    expect((await t.callOk(A.page, { query: {}, as: other })).total).toBe(0);
    expect((await create(body([percent(sku!, 90)]), other)).code).toBe(1013011001);
    expect((await get(id)).data.status).toBe(20);
    expect(await t.callOk(productSpuApi.getSimpleList, { as: other })).toEqual([]);
  });
});
