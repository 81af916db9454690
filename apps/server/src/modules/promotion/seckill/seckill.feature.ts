/** 秒杀时段管理 and 秒杀活动管理. Routes to come. */
import type { Feature } from '../../deps.ts';
import { promotionSeckillActivity, promotionSeckillConfig, promotionSeckillProduct } from './seckill.schema.ts';

export const promotionSeckillFeature: Feature = {
  name: 'seckill',
  needs: ['db', 'config'],
  tables: [promotionSeckillConfig, promotionSeckillActivity, promotionSeckillProduct],
  routes: () => [],
};
