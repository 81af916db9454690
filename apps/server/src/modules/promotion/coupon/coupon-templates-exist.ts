/** Whether templates named elsewhere (a full-reduction tier's gifts) exist in the tenant. */
import { inArray } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { promotionCouponTemplate } from './coupon.schema.ts';

export async function requireCouponTemplates(q: Db | Tx, scope: TenantScope, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const found = await q
    .select({ id: promotionCouponTemplate.id })
    .from(promotionCouponTemplate)
    .where(scope.where(promotionCouponTemplate, inArray(promotionCouponTemplate.id, unique)));
  if (found.length !== unique.length) throw serviceError(ErrorCodes.COUPON_TEMPLATE_NOT_EXISTS);
}
