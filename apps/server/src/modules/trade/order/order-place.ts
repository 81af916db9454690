/**
 * Writing a member's order inside the caller's transaction: priced again (what holds when it is
 * written), the stock reserved (one conditional update per SKU), the coupon used, order, items
 * and the first line of the timeline written. The member's create and the demo both place
 * orders through here; filing the pay order is the caller's.
 */
import { DeliveryType, TradeLogUserType, TradeOrderOperateType, TradeOrderStatus, TradeOrderType, type MemberAddress } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { reserveSkuStock } from '../../product/spu/index.ts';
import { useCoupon } from '../../promotion/coupon/index.ts';
import { writeOrderLog } from './order-log.ts';
import { orderNumber } from './order-no.ts';
import { priceOrder, type OrderLine } from './order-pricing.ts';
import { tradeOrder, tradeOrderItem } from './trade-order.schema.ts';

export interface PlaceOrder {
  userId: number;
  lines: readonly OrderLine[];
  couponId?: number;
  address: Pick<MemberAddress, 'name' | 'mobile' | 'areaId' | 'detailAddress'>;
  terminal?: number;
  remark?: string;
  userIp: string;
}

export async function placeOrder(tx: Tx, scope: TenantScope, o: PlaceOrder, now: number) {
  const { price, skus, properties } = await priceOrder(tx, scope, { userId: o.userId, lines: o.lines, couponId: o.couponId }, now);
  await reserveSkuStock(tx, scope, price.items);
  const by = String(o.userId);
  const [order] = await scope.insert(
    tradeOrder,
    {
      no: orderNumber(now),
      type: TradeOrderType.NORMAL,
      terminal: o.terminal,
      userId: o.userId,
      userIp: o.userIp,
      userRemark: o.remark ?? '',
      status: TradeOrderStatus.UNPAID,
      productCount: price.items.reduce((n, i) => n + i.count, 0),
      totalPrice: price.price.totalPrice,
      discountPrice: price.price.discountPrice,
      couponId: price.couponId,
      couponPrice: price.price.couponPrice,
      payPrice: price.price.payPrice,
      deliveryType: DeliveryType.EXPRESS,
      receiverName: o.address.name,
      receiverMobile: o.address.mobile,
      receiverAreaId: o.address.areaId,
      receiverDetailAddress: o.address.detailAddress,
      createTime: now,
      creator: by,
      updater: by,
    },
    tx,
  );
  const orderId = order!.id;
  if (price.couponId) await useCoupon(tx, scope, { userId: o.userId, couponId: price.couponId, orderId }, now);
  await scope.insert(
    tradeOrderItem,
    price.items.map((item) => {
      const sku = skus.get(item.skuId)!;
      return {
        orderId,
        userId: o.userId,
        spuId: sku.spuId,
        spuName: sku.spuName,
        skuId: sku.id,
        properties: properties.get(sku.id) ?? [],
        picUrl: sku.picUrl,
        count: item.count,
        price: item.price,
        discountPrice: item.discountPrice,
        couponPrice: item.couponPrice,
        payPrice: item.payPrice,
        creator: by,
        updater: by,
      };
    }),
    tx,
  );
  await writeOrderLog(tx, scope, { orderId, userType: TradeLogUserType.MEMBER, userId: o.userId, beforeStatus: null, afterStatus: TradeOrderStatus.UNPAID, operate: TradeOrderOperateType.MEMBER_CREATE });
  const first = skus.get(price.items[0]!.skuId)!;
  return { orderId, payPrice: price.price.payPrice, subject: price.items.length > 1 ? `${first.spuName} 等多件` : first.spuName };
}
