/**
 * The market area's contract: the v1.7 banner paths (`/market/banner/*`, permissions
 * `market:banner:*`), served beside v1.8's `/promotion/banner/*` by the same feature.
 */
import { marketBannerApi } from './banner.ts';

export * from './banner.ts';

/** The area's endpoint groups. */
export const marketApiGroups = {
  marketBannerApi,
} as const;
