/**
 * 会员优惠劵: the list of coupons held (with the members' nicknames, from the member door), 回收
 * (an unused coupon goes, and its template counts one fewer taken) and 发放 (one coupon to each
 * member named, all or none).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CouponStatus, CouponTakeType, ErrorCodes, ProductScope, type BodyOf, type Coupon, type QueryOf, type couponApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { selectPage } from '../../../db/selectPage.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { serviceError } from '../../../platform/errors.ts';
import { enabledMemberIds, memberIdsNamedLike, memberNicknames } from '../../member/user/index.ts';
import { lockTenantWrites } from '../../system/tenant/index.ts';
import { promotionCoupon, promotionCouponTemplate } from './coupon.schema.ts';
import { couponStatusAt, couponStatusWhere } from './coupon-status.ts';
import { takeCoupon } from './coupon-take.ts';

type Row = typeof promotionCoupon.$inferSelect;

function couponOut(row: Row, nickname: string, now: number): Coupon {
  return {
    id: row.id,
    templateId: row.templateId,
    name: row.name,
    status: couponStatusAt(row, now),
    userId: row.userId,
    nickname,
    takeType: row.takeType,
    usePrice: row.usePrice,
    validStartTime: row.validStartTime,
    validEndTime: row.validEndTime,
    productScope: row.productScope,
    productSpuIds: row.productScope === ProductScope.SPU ? row.productScopeValues : [],
    productScopeValues: row.productScopeValues,
    discountType: row.discountType,
    discountPercent: row.discountPercent,
    discountPrice: row.discountPrice,
    discountLimitPrice: row.discountLimitPrice,
    useOrderId: row.useOrderId,
    useTime: row.useTime,
    createTime: row.createTime,
  };
}

export class CouponService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  async page(scope: TenantScope, q: QueryOf<typeof couponApi.page>) {
    const c = promotionCoupon;
    const now = Date.now();
    const nickname = q.nickname?.trim();
    const where = scope.where(
      c,
      and(
        q.templateId === undefined ? undefined : eq(c.templateId, q.templateId),
        couponStatusWhere(q.status, now),
        nickname ? inArray(c.userId, memberIdsNamedLike(this.db, scope, nickname)) : undefined,
        dateRangeFilter(c.createTime, q.createTime, this.timeZone),
      ),
    );
    const page = await selectPage(this.db, c, where, q, ({ limit, offset }) =>
      this.db.select().from(c).where(where).orderBy(desc(c.createTime), desc(c.id)).limit(limit).offset(offset),
    );
    const names = await memberNicknames(this.db, scope, page.list.map((r) => r.userId));
    return { ...page, list: page.list.map((r) => couponOut(r, names.get(r.userId) ?? '', now)) };
  }

  async delete(scope: TenantScope, id: number): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const coupon = await requireRow(scope, promotionCoupon, id, ErrorCodes.COUPON_NOT_EXISTS, tx);
      if (coupon.status === CouponStatus.USED) throw serviceError(ErrorCodes.COUPON_DELETE_FAIL_USED);
      await scope.delete(promotionCoupon, eq(promotionCoupon.id, id), tx);
      const t = promotionCouponTemplate;
      // The template may be gone already; then there is nothing to count back.
      await scope.update(t, { takeCount: sql`greatest(${t.takeCount} - 1, 0)` }, eq(t.id, coupon.templateId), tx);
    });
    return true;
  }

  async send(scope: TenantScope, caller: LoginUser, body: BodyOf<typeof couponApi.send>): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const members = await enabledMemberIds(tx, scope, body.userIds);
      if (members.length !== new Set(body.userIds).size) throw serviceError(ErrorCodes.MEMBER_USER_NOT_EXISTS);
      for (const userId of body.userIds) await takeCoupon(tx, scope, { templateId: body.templateId, userId, takeType: CouponTakeType.ADMIN, by: String(caller.id) });
    });
    return true;
  }
}
