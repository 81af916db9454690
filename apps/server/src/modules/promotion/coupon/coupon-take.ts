/**
 * Giving a member a coupon of a template: the demo, the console's 发放 and (later) the member app
 * all take through here, inside their own transaction. The template's row is locked first, so
 * two takes at once cannot both see the last coupon left, nor a member's last allowed one.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { CommonStatus, CouponStatus, CouponTakeType, CouponValidityType, ErrorCodes } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { promotionCoupon, promotionCouponTemplate } from './coupon.schema.ts';

const DAY_MS = 86_400_000;

export interface CouponTake {
  templateId: number;
  userId: number;
  /** CouponTakeType: the member took it (1), or it was given (2). */
  takeType: number;
  /** Who wrote it (an administrator's id; the member's for their own take). */
  by?: string;
}

/** The new coupon's id. The caller checks the member exists and holds the tenant's write lock if its path needs it. */
export async function takeCoupon(tx: Tx, scope: TenantScope, take: CouponTake, now = Date.now()): Promise<number> {
  const t = promotionCouponTemplate;
  const [template] = await tx.select().from(t).where(scope.where(t, eq(t.id, take.templateId))).for('update');
  if (!template) throw serviceError(ErrorCodes.COUPON_TEMPLATE_NOT_EXISTS);
  if (template.status !== CommonStatus.ENABLE) throw serviceError(ErrorCodes.COUPON_TEMPLATE_DISABLED);
  // A template that is only given cannot be taken by a member.
  if (take.takeType === CouponTakeType.USER && template.takeType !== CouponTakeType.USER) throw serviceError(ErrorCodes.COUPON_TEMPLATE_CANNOT_TAKE);
  if (template.validityType === CouponValidityType.DATE && template.validEndTime! < now) throw serviceError(ErrorCodes.COUPON_TEMPLATE_EXPIRED);
  if (template.totalCount !== -1 && template.takeCount >= template.totalCount) throw serviceError(ErrorCodes.COUPON_TEMPLATE_NOT_ENOUGH);
  if (template.takeLimitCount !== -1) {
    const [held] = await tx
      .select({ n: count() })
      .from(promotionCoupon)
      .where(scope.where(promotionCoupon, and(eq(promotionCoupon.templateId, template.id), eq(promotionCoupon.userId, take.userId))));
    if (held!.n >= template.takeLimitCount) throw serviceError(ErrorCodes.COUPON_TEMPLATE_USER_ALREADY_TAKE);
  }
  const dated = template.validityType === CouponValidityType.DATE;
  const by = take.by ?? String(take.userId);
  const [coupon] = await scope.insert(
    promotionCoupon,
    {
      templateId: template.id,
      name: template.name,
      status: CouponStatus.UNUSED,
      userId: take.userId,
      takeType: take.takeType,
      usePrice: template.usePrice,
      validStartTime: dated ? template.validStartTime! : now + template.fixedStartTerm! * DAY_MS,
      validEndTime: dated ? template.validEndTime! : now + template.fixedEndTerm! * DAY_MS,
      productScope: template.productScope,
      productScopeValues: template.productScopeValues,
      discountType: template.discountType,
      discountPercent: template.discountPercent,
      discountPrice: template.discountPrice,
      discountLimitPrice: template.discountLimitPrice,
      // 领取时间 is the moment the window was computed from.
      createTime: now,
      creator: by,
      updater: by,
    },
    tx,
  );
  await scope.update(t, { takeCount: sql`${t.takeCount} + 1` }, eq(t.id, template.id), tx);
  return coupon!.id;
}
