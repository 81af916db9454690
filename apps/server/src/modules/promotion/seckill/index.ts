/** The seckill feature's door: the seckill price a member may pay now, for the orders' price calculation. */
export { seckillOfferAt } from './seckill-offer.ts';
