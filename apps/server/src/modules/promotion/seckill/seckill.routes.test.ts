// @postgres: slot ids in jsonb (@> containment), times of day compared as text
/** 秒杀时段 and 秒杀活动: slot overlaps and use, both path families, activity rules and conflicts, close and delete, the offer door, isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivityStatus,
  authApi,
  Permissions,
  productSkuApi,
  seckillActivityApi,
  seckillConfigApi,
  seckillTimeApi,
  type BodyOf,
  type MenuNode,
  type ProductSkuOption,
} from '@tenon/contracts';
import { readXlsx } from '../../../platform/excel.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../../system/role/testing/rbac.fixtures.ts';
import { seckillOfferAt } from './index.ts';

let t: TestApp;
let admin: Session;
/** Tenant 121's administrator: a tenant with no slots of its own yet. */
let other: Session;
let skus: ProductSkuOption[];
let slots: { morning: number; noon: number; evening: number };
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, [...Object.values(Permissions.promotion.seckillTime), ...Object.values(Permissions.promotion.seckillActivity)]);
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
  skus = await t.callOk(productSkuApi.getOptionList, { query: {}, as: admin });
  const demo = await t.callOk(seckillTimeApi.list, { as: admin });
  const id = (name: string) => demo.find((s) => s.name === name)!.id;
  slots = { morning: id('早场'), noon: id('午场'), evening: id('晚场') };
});
afterAll(() => t.close());

const DAY = 86_400_000;
const T = seckillTimeApi;
const C = seckillConfigApi;
const A = seckillActivityApi;
type Activity = BodyOf<typeof A.create>;

const newSlot = (startTime: string, endTime: string, as = other, name = uniq('场次')) => t.call(T.create, { body: { name, startTime, endTime }, as });
const skusOf = (spuName: string) => skus.filter((s) => s.spuName === spuName);
const item = (sku: ProductSkuOption, extra: Partial<Activity['products'][number]> = {}) => ({ spuId: sku.spuId, skuId: sku.id, seckillPrice: sku.price - 100_00, stock: 1, limitBuyCount: 2, ...extra });
/** An activity from `from` days ahead lasting `days`, far from the demo's, in 早场 on iPhone 15's first SKU. */
const activity = (extra: Partial<Activity> = {}, from = 400, days = 10): Activity => {
  const start = Date.UTC(2030, 0, 1) + from * DAY;
  return { name: uniq('秒杀'), startTime: start, endTime: start + days * DAY, timeIds: [slots.morning], sort: 1, products: [item(skusOf('iPhone 15')[0]!)], ...extra };
};
const create = (body: Activity) => t.call(A.create, { body, as: admin });

describe('the menus', () => {
  it('show 秒杀活动管理 and 秒杀时段管理 under 营销中心, opening the reference’s views', async () => {
    const { menus } = await t.callOk(authApi.getPermissionInfo, { as: admin });
    const promotion = menus.find((m: MenuNode) => m.name === '营销中心')!;
    expect(promotion.children).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: '秒杀活动管理', path: 'seckill-activity', component: 'mall/promotion/seckill/seckillActivity/index' }),
        expect.objectContaining({ name: '秒杀时段管理', path: 'seckill-time', component: 'mall/promotion/seckill/seckillTime/index' }),
      ]),
    );
  });
});

describe('秒杀时段', () => {
  it('creates a slot from HH:mm or HH:mm:ss, stores HH:mm:ss and lists the slots by start time', async () => {
    const late = (await newSlot('22:00', '23:00:30')).data;
    const early = (await newSlot('06:00:00', '07:00')).data;
    expect(await t.callOk(T.get, { query: { id: late }, as: other })).toMatchObject({ startTime: '22:00:00', endTime: '23:00:30', status: 0, sliderPicUrls: [], seckillActivityCount: 0 });
    const list = await t.callOk(T.list, { as: other });
    expect(list.map((s) => s.id).indexOf(early)).toBeLessThan(list.map((s) => s.id).indexOf(late));
  });

  it('refuses equal or reversed times and a malformed time', async () => {
    expect(await newSlot('09:00', '09:00:00')).toEqual({ code: 1013009002, data: null, msg: '秒杀时段开始时间和结束时间不能相等' });
    expect(await newSlot('10:00', '09:00')).toEqual({ code: 1013009003, data: null, msg: '秒杀时段开始时间不能在结束时间之后' });
    expect((await newSlot('24:00', '25:00')).code).toBe(400);
  });

  it('refuses a slot overlapping another, allows touching ends, and lets a slot be updated over its own hours', async () => {
    const id = (await newSlot('13:00', '14:00')).data;
    expect(await newSlot('13:30', '14:30')).toEqual({ code: 1013009001, data: null, msg: '秒杀时段冲突' });
    expect((await newSlot('12:30', '16:00')).code).toBe(1013009001);
    expect((await newSlot('13:15', '13:45')).code).toBe(1013009001);
    const after = (await newSlot('14:00', '15:00')).data;
    expect(after).toBeGreaterThan(0);
    expect((await newSlot('12:00', '13:00')).code).toBe(0);
    expect(await t.call(T.update, { body: { id, name: '改名', startTime: '13:00', endTime: '13:59:59' }, as: other })).toEqual({ code: 0, data: true, msg: '' });
    expect((await t.call(T.update, { body: { id, name: '改名', startTime: '13:00', endTime: '14:30' }, as: other })).code).toBe(1013009001);
    expect(await t.call(T.update, { body: { id: 999_999, name: '无', startTime: '01:00', endTime: '02:00' }, as: other })).toEqual({ code: 1013009000, data: null, msg: '秒杀时段不存在' });
  });

  it('serves the same slots at v1.8’s seckill-config paths, with pictures, status, page and the enabled list', async () => {
    const id = (await t.callOk(C.create, { body: { name: uniq('新'), startTime: '03:00', endTime: '04:00', sliderPicUrls: ['https://example.com/s.png'], status: 1 }, as: other }))!;
    expect(await t.callOk(T.get, { query: { id }, as: other })).toMatchObject({ sliderPicUrls: ['https://example.com/s.png'], status: 1 });
    expect((await t.callOk(C.listAllSimple, { as: other })).map((s) => s.id)).not.toContain(id);
    expect((await t.callOk(C.updateStatus, { body: { id, status: 0 }, as: other }))).toBe(true);
    expect((await t.callOk(C.listAllSimple, { as: other })).find((s) => s.id === id)).toMatchObject({ startTime: '03:00:00', endTime: '04:00:00' });
    const page = await t.callOk(C.page, { query: { pageNo: 1, pageSize: 100, status: 0 }, as: other });
    expect(page.list.map((s) => s.id)).toContain(id);
    // The v1.7 form sends neither pictures nor status: they keep theirs.
    await t.callOk(T.update, { body: { id, name: '改', startTime: '03:00', endTime: '04:30' }, as: other });
    expect(await t.callOk(C.get, { query: { id }, as: other })).toMatchObject({ name: '改', endTime: '04:30:00', sliderPicUrls: ['https://example.com/s.png'], status: 0 });
    expect((await t.callOk(C.delete, { query: { id }, as: other }))).toBe(true);
    expect((await t.call(T.get, { query: { id }, as: other })).code).toBe(1013009000);
  });

  it('counts the open activities of a slot and refuses to delete a slot one runs in, until it is closed', async () => {
    const gap = (await t.call(T.create, { body: { name: uniq('凌晨'), startTime: '00:00', endTime: '01:00' }, as: admin })).data;
    const id = (await create(activity({ timeIds: [gap] }, 800))).data;
    expect((await t.callOk(T.list, { as: admin })).find((s) => s.id === gap)!.seckillActivityCount).toBe(1);
    expect(await t.call(T.delete, { query: { id: gap }, as: admin })).toEqual({ code: 1013009004, data: null, msg: '秒杀时段已被秒杀活动使用，无法删除' });
    await t.callOk(A.close, { query: { id }, as: admin });
    expect((await t.callOk(T.get, { query: { id: gap }, as: admin })).seckillActivityCount).toBe(0);
    expect((await t.call(T.delete, { query: { id: gap }, as: admin })).code).toBe(0);
  });

  it('exports the slots as 秒杀时段.xlsx', async () => {
    const res = await t.download(T.export, { query: {}, as: admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('秒杀时段.xlsx'));
    const rows = await readXlsx(res.rawPayload);
    expect(rows.map((r) => r.values)).toEqual(expect.arrayContaining([expect.objectContaining({ 秒杀时段名称: '早场', 开始时间点: '08:00:00', 结束时间点: '12:00:00', 状态: '开启' })]));
  });
});

describe('秒杀活动: creating and reading', () => {
  it('creates an activity; get answers its slots, state and SKUs with the product’s names', async () => {
    const [sku] = skusOf('iPhone 15');
    const start = Date.now() - DAY;
    const id = (await create(activity({ name: '测试秒杀', startTime: start, endTime: start + 1000 * DAY, remark: '备注', products: [item(sku!, { seckillPrice: 1000_00, stock: 3, limitBuyCount: 1 })] }))).data;
    expect(await t.callOk(A.get, { query: { id }, as: admin })).toMatchObject({
      name: '测试秒杀',
      status: ActivityStatus.RUN,
      timeIds: [slots.morning],
      configIds: [slots.morning],
      remark: '备注',
      orderCount: 0,
      products: [{ spuId: sku!.spuId, skuId: sku!.id, seckillPrice: 1000_00, stock: 3, limitBuyCount: 1, spuName: 'iPhone 15', name: sku!.name, price: sku!.price, productStock: sku!.stock }],
    });
    await t.callOk(A.close, { query: { id }, as: admin });
  });

  it('takes v1.8’s configIds for the slots', async () => {
    const id = (await create(activity({ timeIds: undefined, configIds: [slots.noon] }, 1500))).data;
    expect(await t.callOk(A.get, { query: { id }, as: admin })).toMatchObject({ timeIds: [slots.noon], configIds: [slots.noon] });
  });

  it('refuses unknown or disabled slots, unknown or mismatched SKUs, repeats, a price not below, too much stock, a reversed window', async () => {
    const [a, b] = skusOf('MacBook Air 13');
    const other = skusOf('iPhone 15')[0]!;
    expect(await create(activity({ timeIds: [999_999] }))).toEqual({ code: 1013009000, data: null, msg: '秒杀时段不存在' });
    expect(await create(activity({ timeIds: undefined }))).toEqual({ code: 400, data: null, msg: '参与场次不能为空' });
    const off = (await t.call(T.create, { body: { name: '停用场', startTime: '05:00', endTime: '06:00' }, as: admin })).data;
    await t.callOk(C.updateStatus, { body: { id: off, status: 1 }, as: admin });
    expect(await create(activity({ timeIds: [off] }))).toEqual({ code: 1013009100, data: null, msg: '秒杀时段「停用场」已禁用' });
    expect(await create(activity({ products: [{ ...item(a!), skuId: 999_999 }] }))).toEqual({ code: 1013011001, data: null, msg: '商品 SKU(999999) 不存在' });
    expect((await create(activity({ products: [{ ...item(a!), spuId: other.spuId }] }))).code).toBe(1013011001);
    expect(await create(activity({ products: [item(a!), item(a!)] }))).toEqual({ code: 1013011002, data: null, msg: `商品 SKU(${a!.id}) 重复` });
    expect(await create(activity({ products: [item(b!, { seckillPrice: b!.price })] }))).toEqual({ code: 1013008100, data: null, msg: `商品「MacBook Air 13 ${b!.name}」的秒杀价必须低于原价` });
    expect(await create(activity({ products: [item(a!, { stock: a!.stock + 1 })] }))).toEqual({ code: 1013008101, data: null, msg: `商品「MacBook Air 13 ${a!.name}」的秒杀库存不能超过其库存（${a!.stock}）` });
    const start = Date.UTC(2031, 0, 1);
    expect(await create(activity({ startTime: start, endTime: start }))).toEqual({ code: 1013011000, data: null, msg: '活动的结束时间必须晚于开始时间' });
    expect((await create(activity({ products: [item(a!, { stock: 0 })] }))).code).toBe(400);
    expect((await create(activity({ name: '' }))).msg).toContain('秒杀活动名称');
  });
});

describe('秒杀活动: conflicts', () => {
  it('refuses the same product in an open activity whose window overlaps and which shares a slot', async () => {
    const [first, second] = skusOf('华为 MateBook 14');
    const base = activity({ timeIds: [slots.morning, slots.noon], products: [item(first!)] }, 1000, 10);
    expect((await create(base)).code).toBe(0);
    // Another SKU of the same product, overlapping window, shared 午场: refused.
    expect(await create({ ...base, name: uniq('冲突'), timeIds: [slots.noon], products: [item(second!)] })).toEqual({ code: 1013008002, data: null, msg: '存在商品参加了其它秒杀活动' });
    // Another slot, or a window after it: allowed.
    expect((await create({ ...base, name: uniq('晚场'), timeIds: [slots.evening], products: [item(second!)] })).code).toBe(0);
    expect((await create(activity({ timeIds: [slots.morning], products: [item(first!)] }, 1011, 5))).code).toBe(0);
  });

  it('lets a closed activity’s products join another, and an activity be updated without conflicting with itself', async () => {
    const [sku] = skusOf('小米笔记本 Pro 14');
    const body = activity({ products: [item(sku!)] }, 1100, 10);
    const id = (await create(body)).data;
    expect(await t.call(A.update, { body: { id, ...body, name: '改名秒杀', sort: 5 }, as: admin })).toEqual({ code: 0, data: true, msg: '' });
    expect((await create({ ...body, name: uniq('二') })).code).toBe(1013008002);
    await t.callOk(A.close, { query: { id }, as: admin });
    expect((await create({ ...body, name: uniq('三') })).code).toBe(0);
  });
});

describe('秒杀活动: close, update, delete', () => {
  it('closes once; refuses to change a closed one; deletes only closed or ended ones', async () => {
    const id = (await create(activity({ products: [item(skusOf('ThinkPad X1 Carbon')[0]!)] }, 1200))).data;
    expect(await t.call(A.delete, { query: { id }, as: admin })).toEqual({ code: 1013008004, data: null, msg: '秒杀活动未关闭或未结束，不能删除' });
    expect(await t.call(A.close, { query: { id }, as: admin })).toEqual({ code: 0, data: true, msg: '' });
    expect((await t.callOk(A.get, { query: { id }, as: admin })).status).toBe(ActivityStatus.CLOSE);
    expect(await t.call(A.close, { query: { id }, as: admin })).toEqual({ code: 1013008005, data: null, msg: '秒杀活动已关闭，不能重复关闭' });
    expect(await t.call(A.update, { body: { id, ...activity() }, as: admin })).toEqual({ code: 1013008003, data: null, msg: '秒杀活动已关闭，不能修改' });
    expect(await t.call(A.delete, { query: { id }, as: admin })).toEqual({ code: 0, data: true, msg: '' });
    expect(await t.call(A.get, { query: { id }, as: admin })).toEqual({ code: 1013008000, data: null, msg: '秒杀活动不存在' });
  });

  it('refuses to close an ended activity, and deletes it', async () => {
    const end = Date.now() - DAY;
    const id = (await create(activity({ startTime: end - 5 * DAY, endTime: end, products: [item(skusOf('MacBook Pro 14')[0]!)] }))).data;
    expect((await t.callOk(A.get, { query: { id }, as: admin })).status).toBe(ActivityStatus.END);
    expect(await t.call(A.close, { query: { id }, as: admin })).toEqual({ code: 1013008006, data: null, msg: '秒杀活动已结束，不能关闭' });
    expect((await t.call(A.delete, { query: { id }, as: admin })).code).toBe(0);
  });
});

describe('秒杀活动: the page and the export', () => {
  it('pages by state, slot, name; exports 秒杀活动.xlsx', async () => {
    const name = uniq('分页');
    const waiting = (await create(activity({ name: `${name}甲`, timeIds: [slots.evening], products: [item(skusOf('联想小新 Pro 16')[0]!)] }, 1300))).data;
    const closed = (await create(activity({ name: `${name}乙`, products: [item(skusOf('联想小新 Pro 16')[1]!)] }, 1400))).data;
    await t.callOk(A.close, { query: { id: closed }, as: admin });
    const ids = async (query: Record<string, unknown>) => (await t.callOk(A.page, { query: { pageNo: 1, pageSize: 100, name, ...query }, as: admin })).list.map((r) => r.id);
    expect(await ids({})).toEqual(expect.arrayContaining([waiting, closed]));
    expect(await ids({ status: ActivityStatus.WAIT })).toEqual([waiting]);
    expect(await ids({ status: ActivityStatus.CLOSE })).toEqual([closed]);
    expect(await ids({ status: ActivityStatus.RUN })).toEqual([]);
    expect(await ids({ timeId: slots.evening })).toEqual([waiting]);
    const demo = (await t.callOk(A.page, { query: { pageNo: 1, pageSize: 10, name: '手机限时秒杀' }, as: admin })).list[0]!;
    expect(demo).toMatchObject({ status: ActivityStatus.RUN, timeIds: [slots.morning, slots.evening] });
    expect(demo.products.map((p) => p.spuName)).toEqual(['华为 nova 12', '华为 nova 12', '小米 14', '小米 14']);
    const res = await t.download(A.export, { query: { name }, as: admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('秒杀活动.xlsx'));
    const rows = (await readXlsx(res.rawPayload)).map((r) => r.values);
    expect(rows.map((r) => r.活动名称).sort()).toEqual([`${name}甲`, `${name}乙`].sort());
    expect(rows.find((r) => r.活动名称 === `${name}甲`)).toMatchObject({ 活动状态: '未开始', 排序: '1', 付款订单数: '0' });
    expect(rows.find((r) => r.活动名称 === `${name}乙`)).toMatchObject({ 活动状态: '已关闭' });
  });
});

describe('the offer door', () => {
  it('answers the seckill price within a slot of a running activity, else an error a member reads', async () => {
    const scope = tenantScope(t.db, 1);
    const demo = (await t.callOk(A.page, { query: { pageNo: 1, pageSize: 10, name: '手机限时秒杀' }, as: admin })).list[0]!;
    const p = demo.products[0]!;
    // 09:30 and 15:00 in Asia/Shanghai (UTC+8), today.
    const at = (hour: number, minute: number) => {
      const d = new Date();
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour - 8, minute);
    };
    const when = (time: number) => seckillOfferAt(t.db, scope, demo.id, p.skuId, time, 'Asia/Shanghai');
    await expect(when(at(9, 30))).resolves.toEqual({ activityId: demo.id, name: '手机限时秒杀', skuId: p.skuId, seckillPrice: p.seckillPrice });
    await expect(when(at(15, 0))).rejects.toMatchObject({ message: '当前不在秒杀时段内' });
    await expect(seckillOfferAt(t.db, scope, demo.id, 999_999, at(9, 30), 'Asia/Shanghai')).rejects.toMatchObject({ message: '该商品不在秒杀活动中' });
    await expect(when(demo.endTime + DAY)).rejects.toMatchObject({ message: '秒杀活动未开始或已结束' });
  });
});

describe('tenants', () => {
  it('does not show one tenant’s slots or activities to another', async () => {
    expect((await t.callOk(T.list, { as: other })).map((s) => s.name)).not.toContain('早场');
    expect((await t.call(T.get, { query: { id: slots.morning }, as: other })).code).toBe(1013009000);
    expect((await t.callOk(A.page, { query: { pageNo: 1, pageSize: 10 }, as: other })).total).toBe(0);
  });
});
