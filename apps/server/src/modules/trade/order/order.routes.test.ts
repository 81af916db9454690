// @postgres: 50 members buying the last 10 units at once (conditional stock updates under real concurrency), the expiry job's cancel once
/**
 * A member's order from settlement to receipt on the app surface, paid through the pay module's
 * cashier (the mock channel) with the notification reaching update-paid over HTTP; cancel and
 * the expiry job giving stock and coupon back; the console's status rules; the last units sold
 * once; and a member never reaching another member's order.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CouponStatus,
  CouponTakeType,
  ErrorCodes,
  PayOrderStatus,
  TRADE_ORDER_PAY_TIMEOUT_MS,
  TradeOrderCancelType,
  TradeOrderStatus,
  appPayOrderApi,
  appTradeOrderApi,
  deliveryExpressApi,
  memberAddressApi,
  memberAuthApi,
  payOrderApi,
  tradeOrderApi,
} from '@tenon/contracts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { hashPassword } from '../../../platform/password.ts';
import { listeningTestApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { memberUser } from '../../member/user/member-user.schema.ts';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../../member/user/member-user.demo.ts';
import { productSku, productSpu } from '../../product/spu/spu.schema.ts';
import { skusOfProductNamed } from '../../product/spu/index.ts';
import { takeCoupon } from '../../promotion/coupon/index.ts';
import { promotionCoupon, promotionCouponTemplate } from '../../promotion/coupon/coupon.schema.ts';
import { PayOrderService } from '../../pay/order/index.ts';
import { expireUnpaidOrders } from './order-expire-job.ts';
import { tradeOrder } from './trade-order.schema.ts';

let t: TestApp;
let admin: Session;
let demo: Session;
beforeAll(async () => {
  // The shop app's notify URL is this server's own path: it must listen where it says it does.
  // 50 buyers sign in from one address: the login throttle is not what these tests are about.
  t = await listeningTestApp({ loginMaxFailuresPerIp: 10_000, loginMaxFailuresPerAccount: 10_000 });
  admin = await t.login();
  const [a] = DEMO_MEMBERS;
  demo = await signIn(a.mobile, a.tenantId);
});
afterAll(() => t.close());

const scope1 = () => tenantScope(t.db, 1);

async function signIn(mobile: string, tenantId = 1): Promise<Session> {
  return { ...(await t.callOk(memberAuthApi.login, { body: { mobile, password: DEMO_MEMBER_PASSWORD }, tenantId })), tenantId };
}

let nextMobile = 13600000000;
/** A member of their own with one address, signed in; answers the session and the address id. */
async function newMember(tenantId = 1): Promise<Session & { addressId: number }> {
  const mobile = String(nextMobile++);
  await t.db.insert(memberUser).values({ tenantId, mobile, password: await hashPassword(DEMO_MEMBER_PASSWORD), nickname: `买家${mobile.slice(-4)}` });
  const session = await signIn(mobile, tenantId);
  const addressId = await t.callOk(memberAddressApi.create, {
    as: session,
    body: { name: '王五', mobile: '13800138000', areaId: 310101, detailAddress: '南京东路 1 号', defaultStatus: true },
  });
  return { ...session, addressId };
}

/** A SKU of a demo product on sale, its stock set to `stock` for this test. */
async function skuWithStock(productName: string, stock: number) {
  const [sku] = await skusOfProductNamed(t.db, scope1(), productName);
  await t.db.update(productSku).set({ stock }).where(eq(productSku.id, sku!.id));
  return sku!;
}
const stockOf = async (skuId: number) => (await t.db.select({ stock: productSku.stock, sales: productSku.salesCount }).from(productSku).where(eq(productSku.id, skuId)))[0]!;

type Buyer = Session & { addressId: number };
const create = (as: Buyer, skuId: number, count = 1, couponId?: number) =>
  t.call(appTradeOrderApi.create, { as, body: { items: [{ skuId, count }], addressId: as.addressId, couponId } });
const detailOf = (as: Session, id: number) => t.callOk(appTradeOrderApi.getDetail, { as, query: { id } });
const adminDetail = (id: number) => t.callOk(tradeOrderApi.getDetail, { as: admin, query: { id } });

async function pay(as: Session, orderId: number, payOrderId: number) {
  const submitted = await t.callOk(appPayOrderApi.submit, { as, body: { id: payOrderId, channelCode: 'mock' } });
  expect(submitted.status).toBe(PayOrderStatus.SUCCESS);
  // The pay module posts to update-paid right after its commit.
  await vi.waitFor(async () => expect((await detailOf(as, orderId)).status).toBe(TradeOrderStatus.UNDELIVERED), { timeout: 10_000 });
}

const expressId = async () => (await t.callOk(deliveryExpressApi.listAllSimple, { as: admin }))[0]!.id;

describe('the demo', () => {
  it('gives the demo member orders in every status, with their timelines', async () => {
    const { list } = await t.callOk(appTradeOrderApi.page, { as: demo, query: { pageSize: 20 } });
    expect(list.map((o) => o.status).sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40]);
    const delivered = list.find((o) => o.status === TradeOrderStatus.DELIVERED)!;
    expect(delivered.items).toEqual([expect.objectContaining({ spuName: 'AirPods Pro 2', count: 1 })]);
    const detail = await adminDetail(delivered.id);
    expect(detail.logs.map((l) => l.content)).toEqual([expect.stringMatching(/^已发货，快递公司：顺丰速运，快递单号：SF\d+$/), '用户付款成功', '用户下单']);
    expect(detail).toMatchObject({ payChannelCode: 'mock', receiverAreaName: '上海市 上海市 黄浦区', user: { nickname: '芋艿会员', mobile: '15601691300' } });
  });
});

describe('settlement', () => {
  it('prices the lines through the calculator and answers the chosen address', async () => {
    const buyer = await newMember();
    const sku = await skuWithStock('三只松鼠 夏威夷果 265g', 50);
    const s = await t.callOk(appTradeOrderApi.settlement, { as: buyer, query: { skuIds: [sku.id], counts: [3], addressId: buyer.addressId } });
    expect(s.items).toEqual([expect.objectContaining({ skuId: sku.id, spuId: sku.spuId, spuName: '三只松鼠 夏威夷果 265g', price: sku.price, count: 3 })]);
    expect(s.price.totalPrice).toBe(sku.price * 3);
    expect(s.price.payPrice).toBe(s.price.totalPrice - s.price.discountPrice - s.price.couponPrice);
    expect(s.address).toMatchObject({ id: buyer.addressId, areaName: '上海市 上海市 黄浦区' });
  });

  it('refuses a product off sale and a SKU of another tenant', async () => {
    const buyer = await newMember();
    const [offSale] = await skusOfProductNamed(t.db, scope1(), 'iPhone 15 Pro Max');
    expect((await t.call(appTradeOrderApi.settlement, { as: buyer, query: { skuIds: [offSale!.id], counts: [1] } })).msg).toBe('商品(iPhone 15 Pro Max)已下架，无法购买');
    const [b] = DEMO_MEMBERS.slice(1);
    const memberB = await signIn(b!.mobile, b!.tenantId);
    expect((await t.call(appTradeOrderApi.settlement, { as: memberB, query: { skuIds: [offSale!.id], counts: [1] } })).code).toBe(ErrorCodes.SKU_NOT_EXISTS.code);
  });

  it('refuses more pieces than the stock, and another member’s address', async () => {
    const buyer = await newMember();
    const other = await newMember();
    const sku = await skuWithStock('三只松鼠 碧根果 210g', 2);
    expect((await t.call(appTradeOrderApi.settlement, { as: buyer, query: { skuIds: [sku.id], counts: [3] } })).msg).toBe('商品 SKU 库存不足');
    const res = await t.call(appTradeOrderApi.settlement, { as: buyer, query: { skuIds: [sku.id], counts: [1], addressId: other.addressId } });
    expect(res.code).toBe(ErrorCodes.ORDER_ADDRESS_NOT_FOUND.code);
  });
});

describe('an order’s life: create → pay → deliver → receive', () => {
  it('reserves the stock, is paid at the cashier, delivered by the console and received by the member, each step on the timeline', async () => {
    const buyer = await newMember();
    const sku = await skuWithStock('三只松鼠 猪肉脯 200g', 20);
    const created = await create(buyer, sku.id, 2);
    expect(created.code, created.msg).toBe(0);
    const { id, payOrderId } = created.data;
    expect(await stockOf(sku.id)).toMatchObject({ stock: 18 });

    const unpaid = await detailOf(buyer, id);
    expect(unpaid).toMatchObject({ status: TradeOrderStatus.UNPAID, payStatus: false, payOrderId, productCount: 2, receiverName: '王五', receiverAreaName: '上海市 上海市 黄浦区' });
    expect(unpaid.items).toEqual([expect.objectContaining({ skuId: sku.id, count: 2, price: sku.price })]);
    expect(unpaid.payExpireTime - unpaid.createTime).toBe(TRADE_ORDER_PAY_TIMEOUT_MS);

    // No delivery before payment.
    const early = await t.call(tradeOrderApi.delivery, { as: admin, body: { id, logisticsId: await expressId(), logisticsNo: 'SF100' } });
    expect(early.msg).toBe(ErrorCodes.ORDER_DELIVERY_FAIL_STATUS_NOT_UNDELIVERED.msg);

    await pay(buyer, id, payOrderId);
    const paid = await detailOf(buyer, id);
    expect(paid).toMatchObject({ payStatus: true, payChannelCode: 'mock' });
    // A repeated notification answers true and changes nothing.
    expect(await t.callOk(appTradeOrderApi.updatePaid, { body: { merchantOrderId: String(id), payOrderId } })).toBe(true);

    // No price change after payment.
    const late = await t.call(tradeOrderApi.updatePrice, { as: admin, body: { id, adjustPrice: -100 } });
    expect(late.msg).toBe(ErrorCodes.ORDER_UPDATE_PRICE_FAIL_PAID.msg);

    // Not received before it is delivered.
    expect((await t.call(appTradeOrderApi.receive, { as: buyer, query: { id } })).msg).toBe(ErrorCodes.ORDER_RECEIVE_FAIL_STATUS_NOT_DELIVERED.msg);
    await t.callOk(tradeOrderApi.delivery, { as: admin, body: { id, logisticsId: await expressId(), logisticsNo: 'SF1234567890' } });
    expect(await detailOf(buyer, id)).toMatchObject({ status: TradeOrderStatus.DELIVERED, logisticsNo: 'SF1234567890' });
    // No address change after delivery.
    const moved = await t.call(tradeOrderApi.updateAddress, {
      as: admin,
      body: { id, receiverName: '赵六', receiverMobile: '13900139000', receiverAreaId: 110101, receiverDetailAddress: '王府井 1 号' },
    });
    expect(moved.msg).toBe(ErrorCodes.ORDER_UPDATE_ADDRESS_FAIL_STATUS_NOT_DELIVERED.msg);

    await t.callOk(appTradeOrderApi.receive, { as: buyer, query: { id } });
    const done = await adminDetail(id);
    expect(done).toMatchObject({ status: TradeOrderStatus.COMPLETED, user: { id: buyer.userId, nickname: expect.stringMatching(/^买家/) } });
    expect(done.receiveTime).not.toBeNull();
    expect(done.logs.map((l) => l.content)).toEqual(['用户已收货', '已发货，快递公司：顺丰速运，快递单号：SF1234567890', '用户付款成功', '用户下单']);
  });

  it('lists the order on the console with its items and the member’s nickname, by each search', async () => {
    const buyer = await newMember();
    const sku = await skuWithStock('三只松鼠 冻干草莓 30g', 10);
    const { id } = (await create(buyer, sku.id)).data;
    const { no } = await adminDetail(id);
    const find = async (query: Record<string, unknown>) => (await t.callOk(tradeOrderApi.page, { as: admin, query: { pageNo: 1, pageSize: 10, ...query } })).list.map((o) => o.id);
    expect(await find({ no })).toEqual([id]);
    expect(await find({ userId: buyer.userId })).toEqual([id]);
    expect(await find({ userNickname: `买家${String(nextMobile - 1).slice(-4)}` })).toEqual([id]);
    expect(await find({ userMobile: String(nextMobile - 1) })).toEqual([id]);
    expect(await find({ userMobile: '13000000000' })).toEqual([]);
    expect(await find({ userId: buyer.userId, status: TradeOrderStatus.COMPLETED })).toEqual([]);
    const [row] = (await t.callOk(tradeOrderApi.page, { as: admin, query: { no } })).list;
    expect(row).toMatchObject({ id, user: { id: buyer.userId }, items: [expect.objectContaining({ skuId: sku.id })] });
  });

  it('lets the console change the address before delivery and keep a remark the member never sees', async () => {
    const buyer = await newMember();
    const sku = await skuWithStock('三只松鼠 冻干草莓 30g', 10);
    const { id } = (await create(buyer, sku.id)).data;
    const receiver = { receiverName: '赵六', receiverMobile: '13900139000', receiverAreaId: 440305, receiverDetailAddress: '深南大道 1 号' };
    await t.callOk(tradeOrderApi.updateAddress, { as: admin, body: { id, ...receiver } });
    await t.callOk(tradeOrderApi.updateRemark, { as: admin, body: { id, remark: '加急' } });
    const detail = await adminDetail(id);
    expect(detail).toMatchObject({ ...receiver, receiverAreaName: '广东省 深圳市 南山区', remark: '加急' });
    expect(detail.logs[0]!.content).toBe('收货地址修改');
    const mine = await detailOf(buyer, id);
    expect(mine).toMatchObject(receiver);
    expect(mine).not.toHaveProperty('remark');
    // The console's date range filter (the reference's wall-clock texts).
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const inRange = await t.callOk(tradeOrderApi.page, { as: admin, query: { userId: buyer.userId, createTime: [`${day} 00:00:00`, `${day} 23:59:59`] } });
    expect(inRange.list.map((o) => o.id)).toEqual([id]);
    const before = await t.callOk(tradeOrderApi.page, { as: admin, query: { userId: buyer.userId, createTime: ['2020-01-01 00:00:00', '2020-01-02 00:00:00'] } });
    expect(before.list).toEqual([]);
  });

  it('lets the console adjust an unpaid order’s price once, and the pay order follows', async () => {
    const buyer = await newMember();
    const sku = await skuWithStock('三只松鼠 芒果干 116g', 10);
    const { id, payOrderId } = (await create(buyer, sku.id, 2)).data;
    const before = await adminDetail(id);
    await t.callOk(tradeOrderApi.updatePrice, { as: admin, body: { id, adjustPrice: -100 } });
    expect(await adminDetail(id)).toMatchObject({ adjustPrice: -100, payPrice: before.payPrice - 100 });
    expect((await t.callOk(appPayOrderApi.get, { as: buyer, query: { id: payOrderId } }))!.price).toBe(before.payPrice - 100);
    expect((await t.call(tradeOrderApi.updatePrice, { as: admin, body: { id, adjustPrice: -1 } })).msg).toBe(ErrorCodes.ORDER_UPDATE_PRICE_FAIL_ALREADY.msg);
    const tooLow = await create(buyer, sku.id);
    expect((await t.call(tradeOrderApi.updatePrice, { as: admin, body: { id: tooLow.data.id, adjustPrice: -sku.price } })).msg).toBe(ErrorCodes.ORDER_UPDATE_PRICE_FAIL_PRICE_ERROR.msg);
    // Paid at the new price, the order is paid.
    await pay(buyer, id, payOrderId);
  });
});

describe('the reference’s Vue 2 console', () => {
  it('lists with its query (a search type’s value, a status tab, createTime[0] and [1]) and reads the detail’s v1.7 price names', async () => {
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const res = await t.api<{ list: Array<{ id: number; status: number; items: unknown[] }>; total: number }>({
      path: '/trade/order/page',
      token: admin.accessToken,
      query: { pageNo: 1, pageSize: 10, userId: String(demo.userId), status: '20', 'createTime[0]': `2000-01-01 00:00:00`, 'createTime[1]': `${day} 23:59:59` },
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.list.map((o) => o.status)).toEqual([TradeOrderStatus.DELIVERED]);
    const detail = await t.api<Record<string, unknown> & { items: Array<Record<string, number>> }>({ path: '/trade/order/get-detail', token: admin.accessToken, query: { id: res.data.list[0]!.id } });
    const [item] = detail.data.items;
    expect(detail.data.originalPrice).toBe(detail.data.totalPrice);
    expect(item!.originalPrice).toBe(item!.originalUnitPrice! * item!.count!);
  });
});

describe('cancel and the timeout give stock and coupon back', () => {
  async function couponFor(userId: number) {
    const [template] = await t.db.select().from(promotionCouponTemplate).where(and(eq(promotionCouponTemplate.tenantId, 1), eq(promotionCouponTemplate.name, '满100减10通用劵')));
    return t.db.transaction((tx) => takeCoupon(tx, tenantScope(tx, 1), { templateId: template!.id, userId, takeType: CouponTakeType.ADMIN }));
  }
  const couponStatus = async (id: number) => (await t.db.select().from(promotionCoupon).where(eq(promotionCoupon.id, id)))[0]!.status;

  it('a member’s cancel of an unpaid order', async () => {
    const buyer = await newMember();
    const sku = await skuWithStock('三只松鼠 每日坚果 750g', 10);
    const couponId = await couponFor(buyer.userId);
    const created = await create(buyer, sku.id, 2, couponId);
    expect(created.code, created.msg).toBe(0);
    const { id } = created.data;
    expect(await stockOf(sku.id)).toMatchObject({ stock: 8 });
    expect(await couponStatus(couponId)).toBe(CouponStatus.USED);
    expect((await detailOf(buyer, id)).couponPrice).toBe(10_00);
    // The coupon pays for one order only.
    expect((await create(buyer, sku.id, 2, couponId)).msg).toBe(ErrorCodes.COUPON_STATUS_NOT_UNUSED.msg);

    expect(await t.callOk(appTradeOrderApi.cancel, { as: buyer, query: { id } })).toBe(true);
    expect(await detailOf(buyer, id)).toMatchObject({ status: TradeOrderStatus.CANCELED, cancelType: TradeOrderCancelType.MEMBER_CANCEL });
    expect(await stockOf(sku.id)).toMatchObject({ stock: 10 });
    expect(await couponStatus(couponId)).toBe(CouponStatus.UNUSED);
    expect((await t.call(appTradeOrderApi.cancel, { as: buyer, query: { id } })).msg).toBe(ErrorCodes.ORDER_CANCEL_FAIL_STATUS_NOT_UNPAID.msg);
    expect((await adminDetail(id)).logs[0]!.content).toBe('取消订单');
  });

  it('refuses another member’s coupon as if it did not exist, and leaves it unused', async () => {
    const owner = await newMember();
    const intruder = await newMember();
    const sku = await skuWithStock('三只松鼠 每日坚果 750g', 10);
    const couponId = await couponFor(owner.userId);
    const res = await create(intruder, sku.id, 2, couponId);
    expect(res).toMatchObject({ code: ErrorCodes.COUPON_NOT_EXISTS.code });
    expect(await couponStatus(couponId)).toBe(CouponStatus.UNUSED);
    expect(await stockOf(sku.id)).toMatchObject({ stock: 10 });
  });

  it('the expiry job closes an order unpaid past its timeout, once', async () => {
    const buyer = await newMember();
    const sku = await skuWithStock('三只松鼠 手撕面包 1kg', 10);
    const couponId = await couponFor(buyer.userId);
    const { id } = (await create(buyer, sku.id, 5, couponId)).data;
    const fresh = (await create(buyer, sku.id, 1)).data.id;
    await t.db.update(tradeOrder).set({ createTime: Date.now() - TRADE_ORDER_PAY_TIMEOUT_MS - 60_000 }).where(eq(tradeOrder.id, id));
    // Two instances' runs at once cancel it once.
    // The pay order's close is all the job asks of the pay module.
    const payOrders = new PayOrderService(t.db, 'Asia/Shanghai', { outbound: { fetch: () => Promise.reject(new Error('no provider')) }, box: noSecrets, kickNotifications: () => {} });
    const [a, b] = await Promise.all([expireUnpaidOrders(t.db, payOrders), expireUnpaidOrders(t.db, payOrders)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const cancelled = await detailOf(buyer, id);
    expect(cancelled).toMatchObject({ status: TradeOrderStatus.CANCELED, cancelType: TradeOrderCancelType.PAY_TIMEOUT });
    // Its pay order is closed with it: the cashier can no longer take money for a cancelled order.
    expect(await t.callOk(payOrderApi.get, { query: { id: cancelled.payOrderId! }, as: admin })).toMatchObject({ status: PayOrderStatus.CLOSED });
    expect((await detailOf(buyer, fresh)).status).toBe(TradeOrderStatus.UNPAID);
    expect(await stockOf(sku.id)).toMatchObject({ stock: 9 });
    expect(await couponStatus(couponId)).toBe(CouponStatus.UNUSED);
    expect((await adminDetail(id)).logs.filter((l) => l.content === '到期未支付，系统自动取消订单')).toHaveLength(1);
  });
});

const noSecrets = () => {
  throw new Error('no channel secret in this test');
};

describe('the last units', () => {
  it('50 members buying the last 10 units of one SKU at once: exactly 10 sold, the others refused', async () => {
    const sku = await skuWithStock('三只松鼠 夏威夷果 265g', 10);
    const [spuBefore] = await t.db.select({ stock: productSpu.stock }).from(productSpu).where(eq(productSpu.id, sku.spuId));
    const buyers = await Promise.all(Array.from({ length: 50 }, () => newMember()));
    const results = await Promise.all(buyers.map((b) => create(b, sku.id)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(10);
    const refused = results.filter((r) => r.code !== 0);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((r) => r.msg))).toEqual(new Set(['商品 SKU 库存不足']));
    expect((await stockOf(sku.id)).stock).toBe(0);
    const [spuAfter] = await t.db.select({ stock: productSpu.stock }).from(productSpu).where(eq(productSpu.id, sku.spuId));
    expect(spuAfter!.stock).toBe(spuBefore!.stock - 10);
  }, 120_000);
});

describe('a member’s orders are their own', () => {
  it('another member’s order is not found to read, cancel or receive, and stays unchanged', async () => {
    const owner = await newMember();
    const intruder = await newMember();
    const sku = await skuWithStock('三只松鼠 碧根果 210g', 10);
    const { id } = (await create(owner, sku.id)).data;
    for (const res of [
      await t.call(appTradeOrderApi.getDetail, { as: intruder, query: { id } }),
      await t.call(appTradeOrderApi.cancel, { as: intruder, query: { id } }),
      await t.call(appTradeOrderApi.receive, { as: intruder, query: { id } }),
    ]) {
      expect(res).toMatchObject({ code: ErrorCodes.ORDER_NOT_FOUND.code, msg: '交易订单不存在' });
    }
    expect((await t.callOk(appTradeOrderApi.page, { as: intruder, query: {} })).list).toEqual([]);
    expect((await detailOf(owner, id)).status).toBe(TradeOrderStatus.UNPAID);
    // Another tenant's member does not find it either.
    const [, b] = DEMO_MEMBERS;
    const memberB = await signIn(b.mobile, b.tenantId);
    expect((await t.call(appTradeOrderApi.getDetail, { as: memberB, query: { id } })).code).toBe(ErrorCodes.ORDER_NOT_FOUND.code);
  });

  it('refuses an administrator’s token on the app surface and a member’s on the console', async () => {
    expect((await t.call(appTradeOrderApi.page, { as: admin, query: {} })).code).toBe(401);
    expect((await t.call(tradeOrderApi.page, { as: demo, query: {} })).code).toBe(401);
  });

  it('update-paid trusts only the pay order it names', async () => {
    const buyer = await newMember();
    const sku = await skuWithStock('三只松鼠 芒果干 116g', 10);
    const a = (await create(buyer, sku.id)).data;
    const b = (await create(buyer, sku.id)).data;
    const call = (merchantOrderId: string, payOrderId: number) => t.call(appTradeOrderApi.updatePaid, { body: { merchantOrderId, payOrderId } });
    expect((await call(String(a.id), b.payOrderId)).msg).toBe(ErrorCodes.ORDER_UPDATE_PAID_FAIL_PAY_ORDER_ID_ERROR.msg);
    expect((await call(String(a.id), a.payOrderId)).msg).toBe(ErrorCodes.ORDER_UPDATE_PAID_FAIL_PAY_ORDER_STATUS_NOT_SUCCESS.msg);
    expect((await call('x1', a.payOrderId)).code).toBe(ErrorCodes.ORDER_NOT_FOUND.code);
    expect((await detailOf(buyer, a.id)).status).toBe(TradeOrderStatus.UNPAID);
  });
});
