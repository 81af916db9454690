// @postgres: the template's row lock (two takes at once), the revoke's rollback, jsonb scope values
/** 优惠劵 and 会员优惠劵: the terms each choice requires, limits, taking, 回收, the status from the clock, the menus, the demo, another tenant. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  authApi,
  couponApi,
  couponTemplateApi,
  Permissions,
  productCategoryApi,
  productSpuApi,
  type BodyOf,
  type MenuNode,
  type QueryOf,
} from '@tenon/contracts';
import { withinTenant } from '../../../db/tenantContext.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { hashPassword } from '../../../platform/password.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { memberUser } from '../../member/user/member-user.schema.ts';
import { grantTenantAdmin, uniq } from '../../system/role/testing/rbac.fixtures.ts';
import { promotionCoupon } from './coupon.schema.ts';
import { takeCoupon } from './coupon-take.ts';

let t: TestApp;
let admin: Session;
let other: Session;
let members: number[];
let phones: number;
let iphone: number;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, [...Object.values(Permissions.promotion.couponTemplate), ...Object.values(Permissions.promotion.coupon)]);
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
  const password = await hashPassword('member123');
  const rows = await t.db
    .insert(memberUser)
    .values(['18800000001', '18800000002', '18800000003'].map((mobile, i) => ({ tenantId: 1, mobile, password, nickname: ['张三丰', '李四光', '王五'][i]!, status: i === 2 ? 1 : 0 })))
    .returning({ id: memberUser.id });
  members = rows.map((r) => r.id);
  phones = (await t.callOk(productCategoryApi.list, { query: { name: '手机' }, as: admin }))[0]!.id;
  iphone = (await t.callOk(productSpuApi.listAllSimple, { as: admin })).find((s) => s.name === 'iPhone 15')!.id;
});
afterAll(() => t.close());

type Body = BodyOf<typeof couponTemplateApi.create>;
const T = couponTemplateApi;
const DAY = 86_400_000;
const body = (extra: Partial<Body> = {}): Body => ({
  name: uniq('测试劵'),
  totalCount: 10,
  takeLimitCount: 1,
  takeType: 1,
  usePrice: 100_00,
  productScope: 1,
  validityType: 2,
  fixedStartTerm: 1,
  fixedEndTerm: 8,
  discountType: 1,
  discountPrice: 10_00,
  ...extra,
});
const create = (b: Body, as = admin) => t.call(T.create, { body: b, as });
const get = (id: number, as = admin) => t.call(T.get, { query: { id }, as });
const send = (templateId: number, userIds: number[], as = admin) => t.call(couponApi.send, { body: { templateId, userIds }, as });
const coupons = (query: QueryOf<typeof couponApi.page>, as = admin) => t.callOk(couponApi.page, { query: { pageSize: 100, ...query }, as });
const bad = (msg: string) => ({ code: 400, data: null, msg });

describe('the menus', () => {
  it('put 优惠劵 and 会员优惠劵 under 营销中心, opening the reference’s views', async () => {
    const { menus } = await t.callOk(authApi.getPermissionInfo, { as: admin });
    const promotion = menus.find((m: MenuNode) => m.name === '营销中心')!;
    expect(promotion.children!.find((m) => m.name === '优惠劵')).toMatchObject({ path: 'coupon-template', icon: 'textarea', component: 'mall/promotion/couponTemplate/index' });
    expect(promotion.children!.find((m) => m.name === '会员优惠劵')).toMatchObject({ path: 'coupon', component: 'mall/promotion/coupon/index', visible: true });
  });
});

describe('the terms a template needs', () => {
  it('stores a price-off template of days after taking, answering the scope under both names', async () => {
    const id = (await create(body({ description: '说明' }))).data;
    expect((await get(id)).data).toMatchObject({
      status: 0, description: '说明', usePrice: 100_00, discountType: 1, discountPrice: 10_00, discountPercent: null, discountLimitPrice: null,
      validityType: 2, fixedStartTerm: 1, fixedEndTerm: 8, validStartTime: null, validEndTime: null, productScope: 1, productSpuIds: [], productScopeValues: [], takeCount: 0,
    });
  });

  it('stores a percentage of a date range for products (v1.7’s productSpuIds) and categories (productScopeValues)', async () => {
    const from = Date.UTC(2030, 0, 1);
    const spu = (await create(body({ discountType: 2, discountPercent: 80, discountLimitPrice: 50_00, discountPrice: 5_00, validityType: 1, validStartTime: from, validEndTime: from + DAY, productScope: 2, productSpuIds: [iphone, iphone] }))).data;
    expect((await get(spu)).data).toMatchObject({ discountPercent: 80, discountLimitPrice: 50_00, discountPrice: null, validStartTime: from, validEndTime: from + DAY, fixedStartTerm: null, productSpuIds: [iphone], productScopeValues: [iphone] });
    const category = (await create(body({ productScope: 3, productScopeValues: [phones], productSpuIds: null }))).data;
    expect((await get(category)).data).toMatchObject({ productScope: 3, productScopeValues: [phones], productSpuIds: [] });
    // A percentage without a cap takes its whole share off.
    expect((await get((await create(body({ discountType: 2, discountPercent: 90, discountPrice: null }))).data)).data.discountLimitPrice).toBeNull();
  });

  it('names the missing or contradictory term of each choice', async () => {
    expect(await create(body({ validityType: 1 }))).toEqual(bad('生效开始时间不能为空'));
    expect(await create(body({ validityType: 1, validStartTime: 1000 }))).toEqual(bad('生效结束时间不能为空'));
    expect(await create(body({ validityType: 1, validStartTime: 2000, validEndTime: 1000 }))).toEqual(bad('生效结束时间必须晚于生效开始时间'));
    expect(await create(body({ fixedStartTerm: null }))).toEqual(bad('开始天数不能为空'));
    expect(await create(body({ fixedEndTerm: undefined }))).toEqual(bad('结束天数不能为空'));
    expect(await create(body({ fixedStartTerm: 9, fixedEndTerm: 8 }))).toEqual(bad('开始天数不能大于结束天数'));
    expect(await create(body({ discountPrice: null }))).toEqual(bad('优惠金额不能为空'));
    expect(await create(body({ discountPrice: 100_00 }))).toEqual(bad('优惠金额必须小于使用门槛金额'));
    expect(await create(body({ discountType: 2 }))).toEqual(bad('折扣百分比需要大于等于 1，小于等于 99'));
    expect((await create(body({ discountType: 2, discountPercent: 100 }))).code).toBe(400);
    expect(await create(body({ productScope: 2 }))).toEqual(bad('商品范围编号的数组不能为空'));
    expect(await create(body({ productScope: 3, productScopeValues: [] }))).toEqual(bad('商品范围编号的数组不能为空'));
    expect((await create(body({ name: '' }))).code).toBe(400);
    expect((await create(body({ totalCount: -2 }))).code).toBe(400);
  });

  it('allows a price off of any size without a threshold (the order refuses one worth the whole amount)', async () => {
    expect((await create(body({ usePrice: 0, discountPrice: 500_00 }))).code).toBe(0);
  });

  it('refuses products and categories the tenant does not have, and a top category', async () => {
    expect(await create(body({ productScope: 2, productSpuIds: [999_999] }))).toEqual({ code: 1008005000, data: null, msg: '商品 SPU 不存在' });
    expect((await create(body({ productScope: 3, productScopeValues: [999_999] }))).code).toBe(1008001000);
    const digital = (await t.callOk(productCategoryApi.list, { query: { name: '数码家电' }, as: admin }))[0]!.id;
    expect((await create(body({ productScope: 3, productScopeValues: [digital] }))).code).toBe(1008005001);
  });
});

describe('updating and the total', () => {
  it('keeps the total at or above what was taken; -1 lifts the limit', async () => {
    const id = (await create(body({ totalCount: 5, takeLimitCount: -1 }))).data;
    expect((await send(id, [members[0]!, members[1]!])).code).toBe(0);
    expect((await get(id)).data.takeCount).toBe(2);
    expect(await t.call(T.update, { body: { id, ...body({ totalCount: 1 }) }, as: admin })).toEqual({ code: 1013004001, data: null, msg: '发放数量不能小于已领取数量(2)' });
    expect((await t.call(T.update, { body: { id, ...body({ name: '改名劵', totalCount: -1 }) }, as: admin })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ name: '改名劵', totalCount: -1, takeCount: 2 });
    expect(await t.call(T.update, { body: { id: 999_999, ...body() }, as: admin })).toEqual({ code: 1013004000, data: null, msg: '优惠劵模板不存在' });
  });

  it('switches a template off and on; the list for pickers names templates by ids or lists the enabled ones', async () => {
    const [a, b] = [(await create(body())).data, (await create(body())).data];
    expect((await t.call(T.updateStatus, { body: { id: a, status: 1 }, as: admin })).code).toBe(0);
    expect((await get(a)).data.status).toBe(1);
    expect((await t.callOk(T.list, { query: { ids: `${a},${b}` }, as: admin })).map((x) => x.id)).toEqual([a, b]);
    const enabled = (await t.callOk(T.list, { query: {}, as: admin })).map((x) => x.id);
    expect(enabled).toContain(b);
    expect(enabled).not.toContain(a);
  });

  it('pages by name, type, status', async () => {
    const name = uniq('筛选劵');
    const price = (await create(body({ name: `${name}甲` }))).data;
    const percent = (await create(body({ name: `${name}乙`, discountType: 2, discountPercent: 85 }))).data;
    await t.callOk(T.updateStatus, { body: { id: percent, status: 1 }, as: admin });
    const ids = async (q: QueryOf<typeof T.page>) => (await t.callOk(T.page, { query: { name, ...q }, as: admin })).list.map((x) => x.id).sort();
    expect(await ids({})).toEqual([price, percent].sort());
    expect(await ids({ discountType: 2 })).toEqual([percent]);
    expect(await ids({ status: 0 })).toEqual([price]);
    expect((await t.callOk(T.page, { query: { name: '%' }, as: admin })).list).toEqual([]);
  });
});

describe('taking coupons', () => {
  it('copies the terms and opens the window days after taking; the per-member limit and the total hold', async () => {
    const id = (await create(body({ totalCount: 2, takeLimitCount: 1, fixedStartTerm: 1, fixedEndTerm: 8 }))).data;
    const before = Date.now();
    expect((await send(id, [members[0]!])).code).toBe(0);
    const [coupon] = (await coupons({ templateId: id })).list;
    expect(coupon).toMatchObject({ userId: members[0], nickname: '张三丰', status: 1, takeType: 2, usePrice: 100_00, discountType: 1, discountPrice: 10_00, useTime: null });
    expect(coupon!.validStartTime - coupon!.createTime).toBe(DAY);
    expect(coupon!.validEndTime - coupon!.createTime).toBe(8 * DAY);
    expect(coupon!.createTime).toBeGreaterThanOrEqual(before);
    expect(await send(id, [members[0]!])).toEqual({ code: 1013004101, data: null, msg: '用户已领取过此优惠券' });
    expect((await send(id, [members[1]!])).code).toBe(0);
    expect(await send(id, [members[1]!])).toMatchObject({ code: 1013004100, msg: '当前剩余数量不够领取' });
    expect((await get(id)).data.takeCount).toBe(2);
  });

  it('gives all or none: a disabled member, a disabled template, an ended date range', async () => {
    const id = (await create(body({ takeLimitCount: -1 }))).data;
    expect(await send(id, [members[0]!, members[2]!])).toEqual({ code: 1004001000, data: null, msg: '用户不存在' });
    expect((await coupons({ templateId: id })).total).toBe(0);
    await t.callOk(T.updateStatus, { body: { id, status: 1 }, as: admin });
    expect(await send(id, [members[0]!])).toMatchObject({ code: 1013004104, msg: '优惠劵模板已停用' });
    const ended = (await create(body({ validityType: 1, validStartTime: Date.now() - 2 * DAY, validEndTime: Date.now() - DAY }))).data;
    expect(await send(ended, [members[0]!])).toMatchObject({ code: 1013004102 });
    // A second coupon for one member in one send is refused by the limit, and the first is not kept either.
    const once = (await create(body({ takeLimitCount: 1 }))).data;
    expect((await t.call(couponApi.send, { body: { templateId: once, userIds: [members[0]!, members[0]!] }, as: admin })).code).toBe(400);
    expect((await coupons({ templateId: once })).total).toBe(0);
  });

  it('finds enabled members to give to by nickname or mobile, the mobile partly hidden', async () => {
    const found = async (keyword?: string, as = admin) => t.callOk(couponApi.memberOptions, { query: { keyword }, as });
    expect(await found('三丰')).toEqual([{ id: members[0], nickname: '张三丰', mobile: '188****0001' }]);
    expect((await found('1880000000')).map((m) => m.nickname).sort()).toEqual(['张三丰', '李四光'].sort());
    expect(await found('王五')).toEqual([]);
    expect((await found()).length).toBeGreaterThanOrEqual(3);
    expect(await found('%')).toEqual([]);
    expect((await found(undefined, other)).map((m) => m.nickname)).toEqual(['小租户会员']);
  });

  it('lets a member take only what members may take; two takes of the last coupon at once give one', async () => {
    const given = (await create(body({ takeType: 2 }))).data;
    const take = (templateId: number, userId: number) =>
      withinTenant(1, () => t.app.database.db.transaction((tx) => takeCoupon(tx, tenantScope(t.app.database.db, 1), { templateId, userId, takeType: 1 })));
    await expect(take(given, members[0]!)).rejects.toMatchObject({ code: 1013004103 });
    const last = (await create(body({ totalCount: 1, takeLimitCount: -1 }))).data;
    const results = await Promise.allSettled([take(last, members[0]!), take(last, members[1]!)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await coupons({ templateId: last })).total).toBe(1);
    expect((await get(last)).data.takeCount).toBe(1);
  });
});

describe('会员优惠劵', () => {
  it('filters by nickname and status, reading 已过期 from the clock', async () => {
    const id = (await create(body({ takeLimitCount: -1, usePrice: 0, discountPrice: 3_00 }))).data;
    await send(id, [members[0]!, members[1]!]);
    const { list } = await coupons({ templateId: id });
    const zhang = list.find((c) => c.userId === members[0])!;
    await t.db.update(promotionCoupon).set({ validStartTime: Date.now() - 3 * DAY, validEndTime: Date.now() - DAY }).where(eq(promotionCoupon.id, zhang.id));
    const ids = async (q: QueryOf<typeof couponApi.page>) => (await coupons({ templateId: id, ...q })).list.map((c) => c.id);
    expect((await coupons({ templateId: id, nickname: '三丰' })).list.map((c) => [c.nickname, c.status])).toEqual([['张三丰', 3]]);
    expect(await ids({ status: 3 })).toEqual([zhang.id]);
    expect(await ids({ status: 1 })).toEqual(list.filter((c) => c.userId === members[1]).map((c) => c.id));
    expect(await ids({ status: 2 })).toEqual([]);
    expect(await ids({ nickname: '%' })).toEqual([]);
  });

  it('回收 an unused coupon counts it back on its template; a used one stays', async () => {
    const id = (await create(body({ takeLimitCount: -1 }))).data;
    await send(id, [members[0]!, members[1]!]);
    const [first, second] = (await coupons({ templateId: id })).list;
    expect(await t.call(couponApi.delete, { query: { id: first!.id }, as: admin })).toEqual({ code: 0, data: true, msg: '' });
    expect((await get(id)).data.takeCount).toBe(1);
    await t.db.update(promotionCoupon).set({ status: 2, useTime: Date.now() }).where(eq(promotionCoupon.id, second!.id));
    expect(await t.call(couponApi.delete, { query: { id: second!.id }, as: admin })).toEqual({ code: 1013005001, data: null, msg: '回收优惠劵失败，优惠劵已被使用' });
    expect((await coupons({ templateId: id })).list.map((c) => c.status)).toEqual([2]);
    expect(await t.call(couponApi.delete, { query: { id: first!.id }, as: admin })).toEqual({ code: 1013005000, data: null, msg: '优惠券不存在' });
  });
});

describe('the demo', () => {
  it('shows four templates, one disabled, and the demo member’s coupons, one expired', async () => {
    const demo = ['满100减10通用劵', '数码品类9折最多减50', 'iPhone 15 系列立减200', '新人无门槛5元劵'];
    const list = (await Promise.all(demo.map((name) => t.callOk(T.page, { query: { name }, as: admin })))).flatMap((p) => p.list);
    expect(list.map((x) => x.name)).toEqual(demo);
    expect(list.find((x) => x.name === '新人无门槛5元劵')).toMatchObject({ status: 1, takeCount: 1 });
    expect(list.find((x) => x.name === '数码品类9折最多减50')).toMatchObject({ productScope: 3, discountPercent: 90, discountLimitPrice: 50_00 });
    expect(list.find((x) => x.name === 'iPhone 15 系列立减200')!.productSpuIds).toContain(iphone);
    const held = (await coupons({ nickname: '芋艿会员' })).list;
    expect(held.map((c) => [c.name, c.status]).sort()).toEqual([
      ['iPhone 15 系列立减200', 1],
      ['数码品类9折最多减50', 1],
      ['新人无门槛5元劵', 3],
      ['满100减10通用劵', 1],
    ].sort());
  });
});

describe('another tenant', () => {
  it('sees none of tenant 1’s templates or coupons, nor gives them, nor takes them back', async () => {
    const id = (await create(body({ takeLimitCount: -1 }))).data;
    await send(id, [members[0]!]);
    const [coupon] = (await coupons({ templateId: id })).list;
    const notFound = { code: 1013004000, data: null, msg: '优惠劵模板不存在' };
    expect(await get(id, other)).toEqual(notFound);
    expect(await send(id, [members[0]!], other)).toMatchObject({ code: 1004001000 });
    expect((await coupons({ templateId: id }, other)).total).toBe(0);
    expect(await t.call(couponApi.delete, { query: { id: coupon!.id }, as: other })).toEqual({ code: 1013005000, data: null, msg: '优惠券不存在' });
    expect(await t.callOk(T.list, { query: { ids: String(id) }, as: other })).toEqual([]);
    expect((await coupons({ templateId: id })).total).toBe(1);
  });
});
