/** Banner管理. Routes to come. */
import type { Feature } from '../../deps.ts';
import { promotionBanner } from './banner.schema.ts';

export const promotionBannerFeature: Feature = {
  name: 'banner',
  needs: ['db', 'config'],
  tables: [promotionBanner],
  routes: () => [],
};
