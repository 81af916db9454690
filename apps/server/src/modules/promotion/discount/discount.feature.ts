/** 限时折扣活动. Routes to come. */
import type { Feature } from '../../deps.ts';
import { promotionDiscountActivity, promotionDiscountProduct } from './discount.schema.ts';

export const promotionDiscountFeature: Feature = {
  name: 'discount-activity',
  needs: ['db', 'config'],
  tables: [promotionDiscountActivity, promotionDiscountProduct],
  routes: () => [],
};
