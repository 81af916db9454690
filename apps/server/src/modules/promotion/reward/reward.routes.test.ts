// @postgres: concurrent saves meet the tenant write lock, jsonb scope values
/** 满减送活动: tiers and scopes as saved, the product conflict between overlapping windows, close/update/delete rules, validation, the demo, the calculator's door, isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, Permissions, productCategoryApi, productSpuApi, rewardActivityApi, type BodyOf, type MenuNode } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../../system/role/testing/rbac.fixtures.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import type { RewardActivity as CalculatorActivity } from '../price/index.ts';
import { rewardActivityAt } from './index.ts';

let t: TestApp;
let admin: Session;
let other: Session;
let spus: Array<{ id: number; name: string }>;
let categories: Array<{ id: number; name: string }>;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.promotion.rewardActivity));
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
  spus = await t.callOk(productSpuApi.getSimpleList, { as: admin });
  categories = await t.callOk(productCategoryApi.list, { query: {}, as: admin });
});
afterAll(() => t.close());

const R = rewardActivityApi;
const DAY = 86_400_000;
type Body = BodyOf<typeof R.create>;
const spu = (name: string) => spus.find((s) => s.name === name)!.id;
const category = (name: string) => categories.find((c) => c.name === name)!.id;
// The demo's 全场满减 covers every product for the next 30 days: the tests' windows start after it.
const window = (from: number, days: number) => ({ startTime: Date.now() + from * DAY, endTime: Date.now() + (from + days) * DAY });
const tiers = [
  { limit: 100_00, discountPrice: 10_00 },
  { limit: 200_00, discountPrice: 30_00, freeDelivery: true, point: 50 },
];
const body = (extra: Partial<Body> = {}): Body => ({ name: uniq('测试满减'), ...window(100, 5), conditionType: 10, productScope: 2, productSpuIds: [spu('华为 P60')], rules: tiers, ...extra });
const create = (b: Body, as = admin) => t.call(R.create, { body: b, as });
const get = (id: number, as = admin) => t.call(R.get, { query: { id }, as });
const close = (id: number, as = admin) => t.call(R.close, { query: { id }, as });
const remove = (id: number, as = admin) => t.call(R.delete, { query: { id }, as });

describe('the menu', () => {
  it('puts 满减送活动 under 营销中心 with the reference’s path, icon and view', async () => {
    const { menus } = await t.callOk(authApi.getPermissionInfo, { as: admin });
    const promotion = menus.find((m: MenuNode) => m.name === '营销中心')!;
    expect(promotion.children!.find((m) => m.name === '满减送活动')).toMatchObject({ path: 'reward-activity', icon: 'radio', component: 'mall/promotion/rewardActivity/index' });
  });
});

describe('the demo', () => {
  it('runs 满199减20, 满399减50包邮 on every product', async () => {
    const { list } = await t.callOk(R.page, { query: { status: 20 }, as: admin });
    expect(list.find((a) => a.name === '全场满减')).toMatchObject({
      productScope: 1,
      conditionType: 10,
      rules: [
        { limit: 199_00, discountPrice: 20_00, freeDelivery: false },
        { limit: 399_00, discountPrice: 50_00, freeDelivery: true },
      ],
    });
  });
});

describe('creating and reading', () => {
  it('answers the tiers with their defaults and the chosen products under both names', async () => {
    const id = (await create(body({ name: '测试满减甲', remark: '备注', productSpuIds: [spu('华为 P60'), spu('华为 nova 12')] }))).data;
    expect((await get(id)).data).toMatchObject({
      name: '测试满减甲',
      remark: '备注',
      status: 10,
      conditionType: 10,
      productScope: 2,
      productSpuIds: [spu('华为 P60'), spu('华为 nova 12')],
      productScopeValues: [spu('华为 P60'), spu('华为 nova 12')],
      rules: [
        { limit: 100_00, discountPrice: 10_00, freeDelivery: false, point: 0, couponIds: [], couponCounts: [] },
        { limit: 200_00, discountPrice: 30_00, freeDelivery: true, point: 50, couponIds: [], couponCounts: [] },
      ],
    });
  });

  it('takes categories (the newer reference’s scope 3) through productScopeValues, and a count condition', async () => {
    const id = (await create(body({ productScope: 3, productSpuIds: undefined, productScopeValues: [category('零食')], conditionType: 20, rules: [{ limit: 3, discountPrice: 5_00 }], ...window(200, 2) }))).data;
    expect((await get(id)).data).toMatchObject({ productScope: 3, productSpuIds: [], productScopeValues: [category('零食')], conditionType: 20, rules: [{ limit: 3, discountPrice: 5_00 }] });
  });

  it('shows the states by time and filters the page by them', async () => {
    const name = uniq('状态满减');
    const scope = (p: string) => ({ productSpuIds: [spu(p)] });
    const wait = (await create(body({ name: `${name}甲`, ...scope('Redmi K70'), ...window(40, 2) }))).data;
    const end = (await create(body({ name: `${name}乙`, ...scope('Redmi K70'), ...window(-5, 2) }))).data;
    const page = async (status?: number) => (await t.callOk(R.page, { query: { name, status }, as: admin })).list.map((r) => [r.id, r.status]);
    // Running ones would meet the demo's 全场满减: only 未开始 and 已结束 here; 进行中 is the demo's.
    expect(await page()).toEqual([[end, 30], [wait, 10]]);
    expect(await page(10)).toEqual([[wait, 10]]);
    expect(await page(30)).toEqual([[end, 30]]);
    await close(wait);
    expect(await page(40)).toEqual([[wait, 40]]);
  });
});

describe('conflicts', () => {
  const conflict = { code: 1013006001, data: null, msg: '存在商品参加了其它满减送活动' };

  it('refuses a product covered by another open activity whose window overlaps, whatever the scopes', async () => {
    const first = (await create(body({ productSpuIds: [spu('MacBook Air 13'), spu('MacBook Pro 14')], ...window(300, 5) }))).data;
    expect(await create(body({ productSpuIds: [spu('MacBook Pro 14')], ...window(304, 5) }))).toEqual(conflict);
    // The category 笔记本电脑 holds both products; "all products" covers them too.
    expect(await create(body({ productScope: 3, productSpuIds: undefined, productScopeValues: [category('笔记本电脑')], ...window(302, 1) }))).toEqual(conflict);
    expect(await create(body({ productScope: 1, productSpuIds: undefined, ...window(299, 2) }))).toEqual(conflict);
    // Another product, or another window, is free.
    expect((await create(body({ productSpuIds: [spu('ThinkPad X1 Carbon')], ...window(300, 5) }))).code).toBe(0);
    expect((await create(body({ productSpuIds: [spu('MacBook Pro 14')], ...window(306, 5) }))).code).toBe(0);
    // A closed one holds nothing.
    await close(first);
    expect((await create(body({ productSpuIds: [spu('MacBook Air 13')], ...window(301, 1) }))).code).toBe(0);
  });

  it('refuses anything beside an "all products" activity, and lets an activity keep its own products on update', async () => {
    const all = (await create(body({ productScope: 1, productSpuIds: undefined, ...window(400, 5) }))).data;
    expect(await create(body({ productSpuIds: [spu('AirPods Pro 2')], ...window(401, 1) }))).toEqual(conflict);
    expect((await t.call(R.update, { body: { id: all, ...body({ name: '改名满减', productScope: 1, productSpuIds: undefined, ...window(400, 6) }) }, as: admin })).code).toBe(0);
    expect((await get(all)).data.name).toBe('改名满减');
  });

  it('lets only one of two simultaneous saves through', async () => {
    const results = await Promise.all([create(body({ productSpuIds: [spu('小米 Buds 4 Pro')], ...window(500, 2) })), create(body({ productSpuIds: [spu('小米 Buds 4 Pro')], ...window(501, 2) }))]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1013006001]);
  });
});

describe('validation', () => {
  it('refuses bad windows, tiers, coupons and scopes, writing nothing', async () => {
    const checked = (extra: Partial<Body>) => body({ name: '校验满减', ...extra });
    expect(await create(checked({ startTime: Date.now() + DAY, endTime: Date.now() }))).toEqual({ code: 1013011000, data: null, msg: '活动的结束时间必须晚于开始时间' });
    expect(await create(checked({ rules: [{ limit: 100_00, discountPrice: 1 }, { limit: 100_00, discountPrice: 2 }] }))).toEqual({ code: 1013006100, data: null, msg: '第 2 档的优惠门槛必须大于上一档' });
    expect(await create(checked({ rules: [{ limit: 100_00, discountPrice: 100_00 }] }))).toEqual({ code: 1013006101, data: null, msg: '第 1 档的优惠金额必须小于优惠门槛' });
    // Pieces are no money: a count tier may take off more than its threshold's number.
    expect((await create(checked({ conditionType: 20, rules: [{ limit: 2, discountPrice: 100_00 }], ...window(600, 1) }))).code).toBe(0);
    expect(await create(checked({ rules: [{ limit: 100_00, couponIds: [1, 2], couponCounts: [1] }] }))).toEqual({ code: 1013006102, data: null, msg: '第 1 档的赠送优惠劵与数量不一致' });
    expect(await create(checked({ rules: [{ limit: 100_00, couponIds: [99_999_999], couponCounts: [1] }] }))).toEqual({ code: 1013004000, data: null, msg: '优惠劵模板不存在' });
    expect(await create(checked({ productSpuIds: [] }))).toEqual({ code: 1013006104, data: null, msg: '请选择活动商品' });
    expect(await create(checked({ productSpuIds: [99_999_999] }))).toEqual({ code: 1013006103, data: null, msg: '商品 SPU(99999999) 不存在' });
    expect((await create(checked({ productScope: 3, productSpuIds: undefined, productScopeValues: [99_999_999] }))).code).toBe(1008001000);
    expect((await create(checked({ rules: [] }))).code).toBe(400);
    expect((await t.callOk(R.page, { query: { name: '校验满减' }, as: admin })).total).toBe(1);
  });
});

describe('close, update and delete by state', () => {
  it('follows the same rules as the discounts', async () => {
    const upcoming = (await create(body({ productSpuIds: [spu('AirPods Pro 2')], ...window(700, 1) }))).data;
    expect(await remove(upcoming)).toEqual({ code: 1013006003, data: null, msg: '满减送活动未关闭，不能删除' });
    expect((await close(upcoming)).code).toBe(0);
    expect(await close(upcoming)).toEqual({ code: 1013006004, data: null, msg: '满减送活动已关闭，不能重复关闭' });
    expect(await t.call(R.update, { body: { id: upcoming, ...body() }, as: admin })).toEqual({ code: 1013006002, data: null, msg: '满减送活动已关闭，不能修改' });
    expect((await remove(upcoming)).code).toBe(0);
    expect(await get(upcoming)).toEqual({ code: 1013006000, data: null, msg: '满减送活动不存在' });

    const ended = (await create(body({ productSpuIds: [spu('AirPods Pro 2')], ...window(-10, 1) }))).data;
    expect(await close(ended)).toEqual({ code: 1013006005, data: null, msg: '满减送活动已结束，不能关闭' });
    expect((await remove(ended)).code).toBe(0);
  });
});

describe('the price calculator’s door', () => {
  it('answers the running activity covering the products, with its tiers’ gifts by template', async () => {
    const scope = tenantScope(t.db, 1);
    // What the door answers is what the calculator takes.
    const found: CalculatorActivity | null = await rewardActivityAt(t.db, scope, [spu('小米 14')], [], Date.now());
    expect(found).toMatchObject({ name: '全场满减', productScope: 1, rules: [{ limit: 199_00, discountPrice: 20_00, giveCoupons: {} }, { limit: 399_00, freeDelivery: true }] });
    expect(await rewardActivityAt(t.db, scope, [spu('小米 14')], [], Date.now() + 1000 * DAY)).toBeNull();
    expect(await rewardActivityAt(t.db, tenantScope(t.db, 121), [spu('小米 14')], [], Date.now())).toBeNull();
  });
});

describe('another tenant', () => {
  it('sees, changes, closes and deletes none of tenant 1’s activities, nor names its products', async () => {
    const id = (await create(body({ productSpuIds: [spu('耐克 Air Force 1')], ...window(800, 1) }))).data;
    const notFound = { code: 1013006000, data: null, msg: '满减送活动不存在' };
    expect(await get(id, other)).toEqual(notFound);
    expect(await close(id, other)).toEqual(notFound);
    expect(await remove(id, other)).toEqual(notFound);
    expect(await t.call(R.update, { body: { id, ...body() }, as: other })).toEqual(notFound);
    expect((await t.callOk(R.page, { query: {}, as: other })).total).toBe(0);
    expect((await create(body({ productSpuIds: [spu('耐克 Air Force 1')] }), other)).code).toBe(1013006103);
    expect((await get(id)).data.status).toBe(10);
  });
});
