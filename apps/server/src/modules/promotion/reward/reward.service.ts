/**
 * 满减送活动, written in one transaction under the tenant's write lock, so two saves cannot both
 * pass the conflict check. What stays true after every write:
 * - the window ends after it starts;
 * - its tiers' thresholds rise strictly, a price tier takes off less than its threshold, each
 *   gift coupon has its count and its template exists;
 * - the chosen products or categories exist;
 * - no product is covered by two open activities whose windows meet (an "all products" activity
 *   covers every product);
 * - a closed activity is not changed; only a closed or ended one is deleted (as for discounts).
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import {
  activityStatus,
  CommonStatus,
  ConditionType,
  ErrorCodes,
  ProductScope,
  type BodyOf,
  type QueryOf,
  type RewardActivityRow,
  type rewardActivityApi,
  type RewardRuleInput,
} from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { containsText } from '../../../db/textFilter.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { serviceError } from '../../../platform/errors.ts';
import { requireProductCategory } from '../../product/category/index.ts';
import { spusByIds } from '../../product/spu/index.ts';
import { lockTenantWrites } from '../../system/tenant/index.ts';
import { activityStateWhere, overlapsWindow } from '../activity-window.ts';
import { requireCouponTemplates } from '../coupon/index.ts';
import { promotionRewardActivity as activity, type RewardRule } from './reward.schema.ts';
import { closeActivity, deleteActivity, type ActivityKind } from '../activity-lifecycle.ts';

type CreateBody = BodyOf<typeof rewardActivityApi.create>;
type UpdateBody = BodyOf<typeof rewardActivityApi.update>;
type ActivityRow = typeof activity.$inferSelect;

/** The products or categories the body chooses: v1.7 sends products as `productSpuIds`, the newer reference all as `productScopeValues`. */
function scopeValuesOf(body: Pick<CreateBody, 'productScope' | 'productSpuIds' | 'productScopeValues'>): number[] {
  if (body.productScope === ProductScope.ALL) return [];
  const values = body.productScope === ProductScope.SPU && body.productSpuIds?.length ? body.productSpuIds : (body.productScopeValues ?? []);
  return [...new Set(values)];
}

const ruleOf = (r: RewardRuleInput): RewardRule => ({
  limit: r.limit,
  discountPrice: r.discountPrice ?? 0,
  freeDelivery: r.freeDelivery ?? false,
  point: r.point ?? 0,
  couponIds: r.couponIds ?? [],
  couponCounts: r.couponCounts ?? [],
});

const rewardActivityOut = (row: ActivityRow, now: number): RewardActivityRow => ({
  id: row.id,
  name: row.name,
  status: activityStatus(row, now),
  startTime: row.startTime,
  endTime: row.endTime,
  remark: row.remark,
  conditionType: row.conditionType,
  productScope: row.productScope,
  productSpuIds: row.productScope === ProductScope.SPU ? row.productScopeValues : [],
  productScopeValues: row.productScopeValues,
  rules: row.rules,
  createTime: row.createTime,
});

const KIND: ActivityKind = {
  table: activity,
  errors: {
    notExists: ErrorCodes.REWARD_ACTIVITY_NOT_EXISTS,
    closeClosed: ErrorCodes.REWARD_ACTIVITY_CLOSE_FAIL_STATUS_CLOSED,
    closeEnded: ErrorCodes.REWARD_ACTIVITY_CLOSE_FAIL_STATUS_END,
    deleteNotDone: ErrorCodes.REWARD_ACTIVITY_DELETE_FAIL_STATUS_NOT_CLOSED,
  },
};

export class RewardActivityService {
  constructor(private readonly db: Db) {}

  async page(scope: TenantScope, q: QueryOf<typeof rewardActivityApi.page>) {
    const now = Date.now();
    const where = scope.where(activity, and(containsText(activity.name, q.name), activityStateWhere(activity, q.status, now)));
    const page = await selectPage(this.db, activity, where, q, ({ limit, offset }) =>
      this.db.select().from(activity).where(where).orderBy(desc(activity.createTime), desc(activity.id)).limit(limit).offset(offset),
    );
    return { ...page, list: page.list.map((row) => rewardActivityOut(row, now)) };
  }

  async detail(scope: TenantScope, id: number): Promise<RewardActivityRow> {
    return rewardActivityOut(await requireRow(scope, activity, id, ErrorCodes.REWARD_ACTIVITY_NOT_EXISTS, this.db), Date.now());
  }

  create(scope: TenantScope, caller: LoginUser, body: CreateBody): Promise<number> {
    const by = String(caller.id);
    return this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const fields = await this.check(tx, scope, body);
      const [row] = await scope.insert(activity, { ...fields, status: CommonStatus.ENABLE, creator: by, updater: by }, tx);
      return row!.id;
    });
  }

  async update(scope: TenantScope, caller: LoginUser, body: UpdateBody): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const current = await requireRow(scope, activity, body.id, ErrorCodes.REWARD_ACTIVITY_NOT_EXISTS, tx);
      if (current.status === CommonStatus.DISABLE) throw serviceError(ErrorCodes.REWARD_ACTIVITY_UPDATE_FAIL_STATUS_CLOSED);
      const fields = await this.check(tx, scope, body, body.id);
      await scope.update(activity, { ...fields, remark: body.remark ?? current.remark, updater: String(caller.id) }, eq(activity.id, body.id), tx);
    });
    return true;
  }

  close(scope: TenantScope, caller: LoginUser, id: number): Promise<boolean> {
    return closeActivity(this.db, scope, KIND, id, String(caller.id));
  }

  delete(scope: TenantScope, id: number): Promise<boolean> {
    return deleteActivity(this.db, scope, KIND, id);
  }

  /** The stored fields of a valid body; refuses an invalid one or one that conflicts. */
  private async check(tx: Tx, scope: TenantScope, body: CreateBody, self?: number) {
    if (body.endTime <= body.startTime) throw serviceError(ErrorCodes.ACTIVITY_END_BEFORE_START);
    const rules = body.rules.map(ruleOf);
    rules.forEach((rule, i) => {
      if (i > 0 && rule.limit <= rules[i - 1]!.limit) throw serviceError(ErrorCodes.REWARD_RULE_LIMIT_NOT_ASCENDING, i + 1);
      if (body.conditionType === ConditionType.PRICE && rule.discountPrice >= rule.limit) throw serviceError(ErrorCodes.REWARD_RULE_DISCOUNT_TOO_LARGE, i + 1);
      if (rule.couponIds.length !== rule.couponCounts.length) throw serviceError(ErrorCodes.REWARD_RULE_COUPON_COUNTS_MISMATCH, i + 1);
    });
    await requireCouponTemplates(tx, scope, rules.flatMap((r) => r.couponIds));
    const values = scopeValuesOf(body);
    if (body.productScope !== ProductScope.ALL && !values.length) throw serviceError(ErrorCodes.REWARD_ACTIVITY_SCOPE_VALUES_EMPTY);
    if (body.productScope === ProductScope.SPU) {
      const found = new Set((await spusByIds(tx, scope, values)).map((s) => s.id));
      const missing = values.find((id) => !found.has(id));
      if (missing !== undefined) throw serviceError(ErrorCodes.REWARD_ACTIVITY_SPU_NOT_EXISTS, missing);
    }
    if (body.productScope === ProductScope.CATEGORY) for (const id of values) await requireProductCategory(tx, scope, id);
    await this.checkConflicts(tx, scope, { productScope: body.productScope, values, startTime: body.startTime, endTime: body.endTime }, self);
    return {
      name: body.name,
      startTime: body.startTime,
      endTime: body.endTime,
      remark: body.remark ?? '',
      conditionType: body.conditionType,
      productScope: body.productScope,
      productScopeValues: values,
      rules,
    };
  }

  private async checkConflicts(tx: Tx, scope: TenantScope, mine: { productScope: number; values: number[]; startTime: number; endTime: number }, self?: number) {
    const others = await tx
      .select({ productScope: activity.productScope, values: activity.productScopeValues })
      .from(activity)
      .where(scope.where(activity, and(overlapsWindow(activity, mine.startTime, mine.endTime), self === undefined ? undefined : ne(activity.id, self))));
    if (!others.length) return;
    const conflict = () => serviceError(ErrorCodes.REWARD_ACTIVITY_SPU_CONFLICTS);
    if (mine.productScope === ProductScope.ALL || others.some((o) => o.productScope === ProductScope.ALL)) throw conflict();
    // Products against categories compare through the products' categories.
    const spuIds = [...new Set([...(mine.productScope === ProductScope.SPU ? mine.values : []), ...others.filter((o) => o.productScope === ProductScope.SPU).flatMap((o) => o.values)])];
    const categoryOf = new Map((await spusByIds(tx, scope, spuIds)).map((s) => [s.id, s.categoryId]));
    const covered = (productScope: number, values: number[]) => ({
      spus: new Set(productScope === ProductScope.SPU ? values : []),
      categories: new Set(productScope === ProductScope.CATEGORY ? values : values.map((id) => categoryOf.get(id)).filter((c) => c !== undefined)),
    });
    const a = covered(mine.productScope, mine.values);
    for (const o of others) {
      const b = covered(o.productScope, o.values);
      const sharesSpu = [...a.spus].some((id) => b.spus.has(id));
      const categoryScoped = mine.productScope === ProductScope.CATEGORY || o.productScope === ProductScope.CATEGORY;
      if (sharesSpu || (categoryScoped && [...a.categories].some((c) => b.categories.has(c)))) throw conflict();
    }
  }
}
