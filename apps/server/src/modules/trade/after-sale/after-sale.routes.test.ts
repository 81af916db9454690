// @postgres: two refunds of one after-sale at once (the pay module's order lock), two agrees at once
/**
 * A member's after-sale from application to refund, on the app surface and the console: 仅退款
 * (create → agree → refund → the pay module's notification → 退款成功), 退货退款 (… → the
 * buyer's return → receipt → refund), the shop's refusals, the member's cancel, the status
 * rules, a refund asked twice at once filed once, and a member never reaching another's.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AfterSaleStatus,
  AfterSaleType,
  AfterSaleWay,
  ErrorCodes,
  PayOrderStatus,
  PayRefundStatus,
  TradeOrderCancelType,
  TradeOrderItemAfterSaleStatus,
  TradeOrderRefundStatus,
  TradeOrderStatus,
  afterSaleApi,
  appAfterSaleApi,
  appPayOrderApi,
  appTradeOrderApi,
  deliveryExpressApi,
  memberAddressApi,
  memberAuthApi,
  payRefundApi,
  tradeOrderApi,
  type BodyOf,
} from '@tenon/contracts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { hashPassword } from '../../../platform/password.ts';
import { listeningTestApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { memberUser } from '../../member/user/member-user.schema.ts';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../../member/user/member-user.demo.ts';
import { productSku } from '../../product/spu/spu.schema.ts';
import { skusOfProductNamed } from '../../product/spu/index.ts';
import { payRefund } from '../../pay/refund/pay-refund.schema.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  // The shop app's refund notify URL is this server's own path: it must listen where it says it does.
  t = await listeningTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

async function signIn(mobile: string, tenantId = 1): Promise<Session> {
  return { ...(await t.callOk(memberAuthApi.login, { body: { mobile, password: DEMO_MEMBER_PASSWORD }, tenantId })), tenantId };
}

let nextMobile = 13700000000;
type Buyer = Session & { addressId: number };
async function newMember(): Promise<Buyer> {
  const mobile = String(nextMobile++);
  await t.db.insert(memberUser).values({ tenantId: 1, mobile, password: await hashPassword(DEMO_MEMBER_PASSWORD), nickname: `售后${mobile.slice(-4)}` });
  const session = await signIn(mobile);
  const addressId = await t.callOk(memberAddressApi.create, {
    as: session,
    body: { name: '王五', mobile: '13800138000', areaId: 310101, detailAddress: '南京东路 1 号', defaultStatus: true },
  });
  return { ...session, addressId };
}

const expressId = async () => (await t.callOk(deliveryExpressApi.listAllSimple, { as: admin }))[0]!.id;
const orderOf = (as: Session, id: number) => t.callOk(appTradeOrderApi.getDetail, { as, query: { id } });

/**
 * An order of `products` (one piece each) placed and paid by `buyer` at the cashier (mock), and
 * delivered by the console when `delivered`; answers the order id and its items.
 */
async function paidOrder(buyer: Buyer, products: string[], delivered = false) {
  const items = [];
  for (const name of products) {
    const [sku] = await skusOfProductNamed(t.db, tenantScope(t.db, 1), name);
    await t.db.update(productSku).set({ stock: 100 }).where(eq(productSku.id, sku!.id));
    items.push({ skuId: sku!.id, count: 1 });
  }
  const { id, payOrderId } = await t.callOk(appTradeOrderApi.create, { as: buyer, body: { items, addressId: buyer.addressId } });
  const submitted = await t.callOk(appPayOrderApi.submit, { as: buyer, body: { id: payOrderId, channelCode: 'mock' } });
  expect(submitted.status).toBe(PayOrderStatus.SUCCESS);
  await vi.waitFor(async () => expect((await orderOf(buyer, id)).status).toBe(TradeOrderStatus.UNDELIVERED), { timeout: 10_000 });
  if (delivered) await t.callOk(tradeOrderApi.delivery, { as: admin, body: { id, logisticsId: await expressId(), logisticsNo: 'SF200' } });
  return { id, items: (await orderOf(buyer, id)).items };
}

const apply = (as: Session, body: Partial<BodyOf<typeof appAfterSaleApi.create>> & { orderItemId: number }) =>
  t.call(appAfterSaleApi.create, { as, body: { way: AfterSaleWay.REFUND, refundPrice: 1, applyReason: '不想要了', ...body } });
const mine = (as: Session, id: number) => t.callOk(appAfterSaleApi.get, { as, query: { id } });
const detail = (id: number) => t.callOk(afterSaleApi.getDetail, { as: admin, query: { id } });

async function waitForRefunded(as: Session, id: number) {
  await vi.waitFor(async () => expect((await mine(as, id)).status).toBe(AfterSaleStatus.COMPLETE), { timeout: 10_000 });
}

describe('仅退款: create → agree → refund → 退款成功', () => {
  it('refunds the item through the pay module and closes an order with nothing left', async () => {
    const buyer = await newMember();
    const { id: orderId, items } = await paidOrder(buyer, ['三只松鼠 猪肉脯 200g']);
    const [item] = items;
    const created = await apply(buyer, { orderItemId: item!.id, refundPrice: item!.payPrice, applyPicUrls: ['https://x.test/a.png'] });
    expect(created.code, created.msg).toBe(0);
    const id = created.data;

    const applied = await mine(buyer, id);
    expect(applied).toMatchObject({ status: AfterSaleStatus.APPLY, type: AfterSaleType.IN_SALE, way: AfterSaleWay.REFUND, orderId, orderItemId: item!.id, refundPrice: item!.payPrice, spuName: '三只松鼠 猪肉脯 200g', applyPicUrls: ['https://x.test/a.png'] });
    expect(applied.no).toMatch(/^r\d{23}$/);
    expect((await orderOf(buyer, orderId)).items[0]).toMatchObject({ afterSaleStatus: TradeOrderItemAfterSaleStatus.APPLY, afterSaleId: id });
    // Not refunded before the shop agreed.
    expect((await t.call(afterSaleApi.refund, { as: admin, query: { id } })).msg).toBe(ErrorCodes.AFTER_SALE_REFUND_FAIL_STATUS_NOT_WAIT_REFUND.msg);

    await t.callOk(afterSaleApi.agree, { as: admin, query: { id } });
    expect((await mine(buyer, id)).status).toBe(AfterSaleStatus.WAIT_REFUND);
    expect(await t.callOk(afterSaleApi.refund, { as: admin, query: { id } })).toBe(true);
    await waitForRefunded(buyer, id);

    const done = await detail(id);
    expect(done.refundTime).not.toBeNull();
    expect(done.payRefundId).not.toBeNull();
    expect(done.logs.map((l) => l.content)).toEqual(['会员申请退款', '商家同意退款', '商家退款']);
    expect(done).toMatchObject({ user: { id: buyer.userId, nickname: expect.stringMatching(/^售后/) }, orderItem: { id: item!.id, afterSaleStatus: TradeOrderItemAfterSaleStatus.SUCCESS } });
    const refund = await t.callOk(payRefundApi.get, { as: admin, query: { id: done.payRefundId! } });
    expect(refund).toMatchObject({ status: PayRefundStatus.SUCCESS, appName: '芋道商城', merchantOrderId: String(orderId), merchantRefundId: String(id), refundPrice: item!.payPrice });
    // Every item refunded: the order is closed by the after-sale.
    expect(await orderOf(buyer, orderId)).toMatchObject({
      status: TradeOrderStatus.CANCELED,
      cancelType: TradeOrderCancelType.AFTER_SALE_CLOSE,
      refundStatus: TradeOrderRefundStatus.ALL,
      refundPrice: item!.payPrice,
    });
    expect((await t.callOk(tradeOrderApi.getDetail, { as: admin, query: { id: orderId } })).logs[0]!.content).toBe('订单全部售后，管理员自动取消订单');
    // A repeated notification answers true and changes nothing; a refund is asked once.
    expect(await t.callOk(afterSaleApi.updateRefunded, { body: { merchantOrderId: String(orderId), payRefundId: done.payRefundId! } })).toBe(true);
    expect((await t.call(afterSaleApi.refund, { as: admin, query: { id } })).msg).toBe(ErrorCodes.AFTER_SALE_REFUND_FAIL_STATUS_NOT_WAIT_REFUND.msg);
    // The item cannot be applied for again.
    expect((await apply(buyer, { orderItemId: item!.id })).msg).toBe(ErrorCodes.AFTER_SALE_CREATE_FAIL_ORDER_ITEM_APPLIED.msg);
  });

  it('a part of the order refunded leaves it open, refund status 部分退款', async () => {
    const buyer = await newMember();
    const { id: orderId, items } = await paidOrder(buyer, ['三只松鼠 碧根果 210g', '三只松鼠 芒果干 116g']);
    const id = (await apply(buyer, { orderItemId: items[0]!.id, refundPrice: 100 })).data;
    await t.callOk(afterSaleApi.agree, { as: admin, query: { id } });
    await t.callOk(afterSaleApi.refund, { as: admin, query: { id } });
    await waitForRefunded(buyer, id);
    expect(await orderOf(buyer, orderId)).toMatchObject({ status: TradeOrderStatus.UNDELIVERED, refundStatus: TradeOrderRefundStatus.PART, refundPrice: 100 });
  });
});

describe('退货退款: create → agree → the buyer’s return → receive → refund', () => {
  it('waits for the goods before the refund, each step in the log', async () => {
    const buyer = await newMember();
    const { id: orderId, items } = await paidOrder(buyer, ['三只松鼠 冻干草莓 30g'], true);
    const id = (await apply(buyer, { orderItemId: items[0]!.id, way: AfterSaleWay.RETURN_AND_REFUND, refundPrice: items[0]!.payPrice })).data;
    expect((await mine(buyer, id)).type).toBe(AfterSaleType.AFTER_SALE);
    // No return before the shop agreed; no receipt before the return.
    const logisticsId = await expressId();
    expect((await t.call(appAfterSaleApi.delivery, { as: buyer, body: { id, logisticsId, logisticsNo: 'YT1' } })).msg).toBe(ErrorCodes.AFTER_SALE_DELIVERY_FAIL_STATUS_NOT_SELLER_AGREE.msg);
    await t.callOk(afterSaleApi.agree, { as: admin, query: { id } });
    expect((await mine(buyer, id)).status).toBe(AfterSaleStatus.SELLER_AGREE);
    expect((await t.call(afterSaleApi.receive, { as: admin, query: { id } })).msg).toBe(ErrorCodes.AFTER_SALE_CONFIRM_FAIL_STATUS_NOT_BUYER_DELIVERY.msg);
    expect((await t.call(afterSaleApi.refund, { as: admin, query: { id } })).msg).toBe(ErrorCodes.AFTER_SALE_REFUND_FAIL_STATUS_NOT_WAIT_REFUND.msg);

    await t.callOk(appAfterSaleApi.delivery, { as: buyer, body: { id, logisticsId, logisticsNo: 'YT1234567' } });
    expect(await mine(buyer, id)).toMatchObject({ status: AfterSaleStatus.BUYER_DELIVERY, logisticsId, logisticsNo: 'YT1234567' });
    // Once the goods are on their way back, the member no longer cancels.
    expect((await t.call(appAfterSaleApi.cancel, { as: buyer, query: { id } })).msg).toBe(ErrorCodes.AFTER_SALE_CANCEL_FAIL_STATUS_NOT_APPLY_OR_AGREE_OR_BUYER_DELIVERY.msg);
    await t.callOk(afterSaleApi.receive, { as: admin, query: { id } });
    expect((await mine(buyer, id)).status).toBe(AfterSaleStatus.WAIT_REFUND);
    await t.callOk(afterSaleApi.refund, { as: admin, query: { id } });
    await waitForRefunded(buyer, id);
    expect((await detail(id)).logs.map((l) => l.content)).toEqual([
      '会员申请退款',
      '商家同意退款',
      '会员填写退货物流信息，快递公司：顺丰速运，快递单号：YT1234567',
      '商家收货',
      '商家退款',
    ]);
    expect((await orderOf(buyer, orderId)).status).toBe(TradeOrderStatus.CANCELED);
  });
});

describe('the shop’s refusals and the member’s cancel give the item back', () => {
  it('disagree: 商家拒绝 with the reason, and the item may be applied for again', async () => {
    const buyer = await newMember();
    const { items } = await paidOrder(buyer, ['三只松鼠 每日坚果 750g']);
    const id = (await apply(buyer, { orderItemId: items[0]!.id })).data;
    await t.callOk(afterSaleApi.disagree, { as: admin, body: { id, auditReason: '商品已拆封' } });
    expect(await mine(buyer, id)).toMatchObject({ status: AfterSaleStatus.SELLER_DISAGREE, auditReason: '商品已拆封' });
    expect((await t.call(afterSaleApi.agree, { as: admin, query: { id } })).msg).toBe(ErrorCodes.AFTER_SALE_AUDIT_FAIL_STATUS_NOT_APPLY.msg);
    expect((await detail(id)).logs.map((l) => l.content)).toEqual(['会员申请退款', '商家拒绝退款']);
    expect((await apply(buyer, { orderItemId: items[0]!.id })).code).toBe(0);
  });

  it('refuse at receipt: 商家拒收货 with the memo in the log', async () => {
    const buyer = await newMember();
    const { items } = await paidOrder(buyer, ['三只松鼠 手撕面包 1kg'], true);
    const id = (await apply(buyer, { orderItemId: items[0]!.id, way: AfterSaleWay.RETURN_AND_REFUND })).data;
    await t.callOk(afterSaleApi.agree, { as: admin, query: { id } });
    await t.callOk(appAfterSaleApi.delivery, { as: buyer, body: { id, logisticsId: await expressId(), logisticsNo: 'YT9' } });
    await t.callOk(afterSaleApi.refuse, { as: admin, body: { id, refuseMemo: '退回商品不完整' } });
    expect(await mine(buyer, id)).toMatchObject({ status: AfterSaleStatus.SELLER_REFUSE, receiveReason: '退回商品不完整' });
    expect((await detail(id)).logs.at(-1)!.content).toBe('商家拒绝收货，原因：退回商品不完整');
    expect((await orderOf(buyer, (await mine(buyer, id)).orderId)).items[0]!.afterSaleStatus).toBe(TradeOrderItemAfterSaleStatus.NONE);
  });

  it('the member cancels while 申请中 or 商品待退货, not after', async () => {
    const buyer = await newMember();
    const { id: orderId, items } = await paidOrder(buyer, ['三只松鼠 夏威夷果 265g']);
    const id = (await apply(buyer, { orderItemId: items[0]!.id })).data;
    expect(await t.callOk(appAfterSaleApi.cancel, { as: buyer, query: { id } })).toBe(true);
    expect((await mine(buyer, id)).status).toBe(AfterSaleStatus.BUYER_CANCEL);
    expect((await orderOf(buyer, orderId)).items[0]!.afterSaleStatus).toBe(TradeOrderItemAfterSaleStatus.NONE);
    expect((await t.call(appAfterSaleApi.cancel, { as: buyer, query: { id } })).msg).toBe(ErrorCodes.AFTER_SALE_CANCEL_FAIL_STATUS_NOT_APPLY_OR_AGREE_OR_BUYER_DELIVERY.msg);
    const again = (await apply(buyer, { orderItemId: items[0]!.id })).data;
    await t.callOk(afterSaleApi.agree, { as: admin, query: { id: again } });
    expect((await t.call(appAfterSaleApi.cancel, { as: buyer, query: { id: again } })).msg).toBe(ErrorCodes.AFTER_SALE_CANCEL_FAIL_STATUS_NOT_APPLY_OR_AGREE_OR_BUYER_DELIVERY.msg);
  });
});

describe('what may be applied for', () => {
  it('refuses an unpaid order, a return before delivery, more than the item paid, and a second application', async () => {
    const buyer = await newMember();
    const [sku] = await skusOfProductNamed(t.db, tenantScope(t.db, 1), '三只松鼠 芒果干 116g');
    await t.db.update(productSku).set({ stock: 100 }).where(eq(productSku.id, sku!.id));
    const unpaid = await t.callOk(appTradeOrderApi.create, { as: buyer, body: { items: [{ skuId: sku!.id, count: 1 }], addressId: buyer.addressId } });
    const unpaidItem = (await orderOf(buyer, unpaid.id)).items[0]!;
    expect((await apply(buyer, { orderItemId: unpaidItem.id })).msg).toBe(ErrorCodes.AFTER_SALE_CREATE_FAIL_ORDER_STATUS_NO_PAID.msg);

    const { items } = await paidOrder(buyer, ['三只松鼠 芒果干 116g']);
    const item = items[0]!;
    expect((await apply(buyer, { orderItemId: item.id, way: AfterSaleWay.RETURN_AND_REFUND })).msg).toBe(ErrorCodes.AFTER_SALE_CREATE_FAIL_ORDER_STATUS_NO_DELIVERED.msg);
    expect((await apply(buyer, { orderItemId: item.id, refundPrice: item.payPrice + 1 })).msg).toBe(ErrorCodes.AFTER_SALE_CREATE_FAIL_REFUND_PRICE_ERROR.msg);
    expect((await apply(buyer, { orderItemId: item.id, applyPicUrls: Array.from({ length: 10 }, (_, i) => `https://x.test/${i}.png`) })).code).toBe(400);
    expect((await apply(buyer, { orderItemId: item.id })).code).toBe(0);
    expect((await apply(buyer, { orderItemId: item.id })).msg).toBe(ErrorCodes.AFTER_SALE_CREATE_FAIL_ORDER_ITEM_APPLIED.msg);
  });
});

describe('at once', () => {
  it('two refunds of one after-sale at once file one refund', async () => {
    const buyer = await newMember();
    const { id: orderId, items } = await paidOrder(buyer, ['三只松鼠 猪肉脯 200g']);
    const id = (await apply(buyer, { orderItemId: items[0]!.id, refundPrice: 50 })).data;
    await t.callOk(afterSaleApi.agree, { as: admin, query: { id } });
    const results = await Promise.all([t.call(afterSaleApi.refund, { as: admin, query: { id } }), t.call(afterSaleApi.refund, { as: admin, query: { id } })]);
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    await waitForRefunded(buyer, id);
    const refunds = await t.db.select().from(payRefund).where(and(eq(payRefund.merchantOrderId, String(orderId)), eq(payRefund.merchantRefundId, String(id))));
    expect(refunds).toHaveLength(1);
    expect((await detail(id)).logs.filter((l) => l.content === '商家退款')).toHaveLength(1);
  });

  it('two agrees at once agree once', async () => {
    const buyer = await newMember();
    const { items } = await paidOrder(buyer, ['三只松鼠 冻干草莓 30g']);
    const id = (await apply(buyer, { orderItemId: items[0]!.id })).data;
    const results = await Promise.all([t.call(afterSaleApi.agree, { as: admin, query: { id } }), t.call(afterSaleApi.agree, { as: admin, query: { id } })]);
    expect(results.map((r) => r.code).sort()).toEqual([0, ErrorCodes.AFTER_SALE_AUDIT_FAIL_STATUS_NOT_APPLY.code].sort());
    expect((await detail(id)).logs.map((l) => l.content)).toEqual(['会员申请退款', '商家同意退款']);
  });
});

describe('the console’s list', () => {
  it('filters as the Vue 2 screen sends them and names the member', async () => {
    const buyer = await newMember();
    const { items } = await paidOrder(buyer, ['三只松鼠 碧根果 210g']);
    const id = (await apply(buyer, { orderItemId: items[0]!.id })).data;
    const { no, orderNo } = await detail(id);
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const find = async (query: Record<string, string | number>) => {
      const res = await t.api<{ list: Array<{ id: number; user: { nickname: string } | null }> }>({ path: '/trade/after-sale/page', token: admin.accessToken, query: { pageNo: 1, pageSize: 10, ...query } });
      expect(res.code, res.msg).toBe(0);
      return res.data.list;
    };
    expect((await find({ no })).map((r) => r.id)).toEqual([id]);
    expect((await find({ orderNo })).map((r) => r.id)).toEqual([id]);
    expect((await find({ orderNo, status: String(AfterSaleStatus.APPLY), way: String(AfterSaleWay.REFUND), type: String(AfterSaleType.IN_SALE), spuName: '碧根果' })).map((r) => r.id)).toEqual([id]);
    expect(await find({ orderNo, status: String(AfterSaleStatus.COMPLETE) })).toEqual([]);
    expect((await find({ orderNo, 'createTime[0]': `${day} 00:00:00`, 'createTime[1]': `${day} 23:59:59` })).map((r) => r.id)).toEqual([id]);
    expect(await find({ orderNo, 'createTime[0]': '2020-01-01 00:00:00', 'createTime[1]': '2020-01-02 00:00:00' })).toEqual([]);
    expect((await find({ no }))[0]!.user!.nickname).toMatch(/^售后/);
  });

  it('starts with the demo member’s 退货退款 waiting for the shop', async () => {
    const { list } = await t.callOk(afterSaleApi.page, { as: admin, query: { status: AfterSaleStatus.APPLY, way: AfterSaleWay.RETURN_AND_REFUND } });
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ spuName: '耐克 Air Force 1', type: AfterSaleType.AFTER_SALE, user: { id: expect.any(Number), nickname: '芋艿会员' } })]));
  });
});

describe('a member’s after-sales are their own', () => {
  it('another member’s after-sale is not found to read, return or cancel, nor another member’s item to apply for', async () => {
    const owner = await newMember();
    const intruder = await newMember();
    const { items } = await paidOrder(owner, ['三只松鼠 每日坚果 750g']);
    const id = (await apply(owner, { orderItemId: items[0]!.id })).data;
    for (const res of [
      await t.call(appAfterSaleApi.get, { as: intruder, query: { id } }),
      await t.call(appAfterSaleApi.cancel, { as: intruder, query: { id } }),
      await t.call(appAfterSaleApi.delivery, { as: intruder, body: { id, logisticsId: await expressId(), logisticsNo: 'X1' } }),
    ]) {
      expect(res).toMatchObject({ code: ErrorCodes.AFTER_SALE_NOT_FOUND.code, msg: '售后单不存在' });
    }
    expect((await apply(intruder, { orderItemId: items[0]!.id })).code).toBe(ErrorCodes.ORDER_ITEM_NOT_FOUND.code);
    expect((await t.callOk(appAfterSaleApi.page, { as: intruder, query: {} })).list).toEqual([]);
    expect((await t.callOk(appAfterSaleApi.page, { as: owner, query: {} })).list.map((a) => a.id)).toEqual([id]);
    expect((await mine(owner, id)).status).toBe(AfterSaleStatus.APPLY);
    // Another tenant's member does not find it either.
    const [, b] = DEMO_MEMBERS;
    const memberB = await signIn(b.mobile, b.tenantId);
    expect((await t.call(appAfterSaleApi.get, { as: memberB, query: { id } })).code).toBe(ErrorCodes.AFTER_SALE_NOT_FOUND.code);
  });

  it('refuses an administrator’s token on the app surface and a member’s on the console', async () => {
    const [a] = DEMO_MEMBERS;
    const demo = await signIn(a.mobile, a.tenantId);
    expect((await t.call(appAfterSaleApi.page, { as: admin, query: {} })).code).toBe(401);
    expect((await t.call(afterSaleApi.page, { as: demo, query: {} })).code).toBe(401);
    expect((await t.call(afterSaleApi.agree, { as: demo, query: { id: 1 } })).code).toBe(401);
  });

  it('update-refunded trusts only a successful refund of the after-sale it names', async () => {
    const buyer = await newMember();
    const { id: orderId, items } = await paidOrder(buyer, ['三只松鼠 碧根果 210g']);
    const id = (await apply(buyer, { orderItemId: items[0]!.id })).data;
    expect((await t.call(afterSaleApi.updateRefunded, { body: { merchantOrderId: String(orderId), payRefundId: 999_999 } })).code).toBe(ErrorCodes.PAY_REFUND_NOT_FOUND.code);
    await t.callOk(afterSaleApi.agree, { as: admin, query: { id } });
    await t.callOk(afterSaleApi.refund, { as: admin, query: { id } });
    await waitForRefunded(buyer, id);
    const { payRefundId } = await detail(id);
    const wrongOrder = await t.call(afterSaleApi.updateRefunded, { body: { merchantOrderId: String(orderId + 1), payRefundId: payRefundId! } });
    expect(wrongOrder.msg).toBe(ErrorCodes.AFTER_SALE_UPDATE_REFUNDED_FAIL_REFUND_NOT_MATCH.msg);
  });
});
