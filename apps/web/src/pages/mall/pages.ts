/**
 * The mall area's part of the page table (the server's product area, and promotions to come): a
 * menu's `component` (the reference's view path) → its page, loaded on first open. A new screen
 * is one line here.
 */
import type { PageTable } from '../../router/pageTable';

export const mallPages: PageTable = {
  'mall/product/spu/index': () => import('./product/spu/index'),
  // Hidden: the editor, routed at /spu/add and /spu/edit/:spuId as the reference's, opened from 商品列表.
  'mall/product/spu/save': () => import('./product/spu/save'),
  'mall/product/category/index': () => import('./product/category/index'),
  'mall/product/brand/index': () => import('./product/brand/index'),
  'mall/product/property/index': () => import('./product/property/index'),
  // Hidden: the reference routes it at /property/value/:propertyId, opened from 商品属性.
  'mall/product/property/value': () => import('./product/property/value/index'),
  'mall/promotion/couponTemplate/index': () => import('./promotion/couponTemplate/index'),
  'mall/promotion/coupon/index': () => import('./promotion/coupon/index'),
  'mall/promotion/discountActivity/index': () => import('./promotion/discountActivity/index'),
  'mall/promotion/rewardActivity/index': () => import('./promotion/rewardActivity/index'),
  'mall/promotion/seckill/seckillActivity/index': () => import('./promotion/seckill/seckillActivity/index'),
  'mall/promotion/seckill/seckillTime/index': () => import('./promotion/seckill/seckillTime/index'),
  'mall/market/banner/index': () => import('./market/banner/index'),
  'mall/trade/order/index': () => import('./trade/order/index'),
  // Hidden: routed at /trade/order/detail?id= as the reference's, opened from 订单列表.
  'mall/trade/order/detail': () => import('./trade/order/detail'),
  'mall/trade/afterSale/index': () => import('./trade/afterSale/index'),
};

/** Each hidden page's owner screen (see `router/pageOwners.ts`). */
export const mallPageOwners: Record<string, string> = {
  'mall/product/property/value': 'mall/product/property/index',
  'mall/product/spu/save': 'mall/product/spu/index',
  'mall/trade/order/detail': 'mall/trade/order/index',
};
