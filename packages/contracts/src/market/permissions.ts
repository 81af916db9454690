/**
 * The market area's permissions: the v1.7 banners (`/market/banner`), as the reference's seed and
 * its Vue 2 console name them. v1.8 moved the banners to `/promotion/banner`; both paths are
 * served under these (contracts' `promotion/banner.ts`).
 */
import { crud, type PermissionTable } from '../area-kit.ts';

export const marketPermissions = {
  banner: crud('market:banner'),
} as const satisfies PermissionTable;
