/** 满减送活动. Routes to come. */
import type { Feature } from '../../deps.ts';
import { promotionRewardActivity } from './reward.schema.ts';

export const promotionRewardFeature: Feature = {
  name: 'reward-activity',
  needs: ['db', 'config'],
  tables: [promotionRewardActivity],
  routes: () => [],
};
