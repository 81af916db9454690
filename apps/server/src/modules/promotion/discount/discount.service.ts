/**
 * 限时折扣活动, written in one transaction under the tenant's write lock, so two saves cannot both
 * pass the conflict check. What stays true after every write:
 * - the window ends after it starts;
 * - each SKU exists, is of the product named with it, is listed once, and its discount leaves
 *   something to pay (a price off below its price, a share paid of 1..99%);
 * - no SKU is in two open activities whose windows meet (activities apart in time may share SKUs);
 * - a closed activity is not changed; only a closed or ended one is deleted (the reference wants
 *   it closed; an ended one runs no more either, so it may go too).
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  activityStatus,
  CommonStatus,
  DiscountType,
  ErrorCodes,
  type BodyOf,
  type DiscountActivity,
  type DiscountActivityDetail,
  type discountActivityApi,
  type DiscountProductInput,
  type QueryOf,
} from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { containsText } from '../../../db/textFilter.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { serviceError } from '../../../platform/errors.ts';
import { skusWithProducts, type SkuWithProduct } from '../../product/spu/index.ts';
import { lockTenantWrites } from '../../system/tenant/index.ts';
import { activityStateWhere, overlapsWindow } from '../activity-window.ts';
import { promotionDiscountActivity as activity, promotionDiscountProduct as product } from './discount.schema.ts';
import { closeActivity, deleteActivity, type ActivityKind } from '../activity-lifecycle.ts';

type CreateBody = BodyOf<typeof discountActivityApi.create>;
type UpdateBody = BodyOf<typeof discountActivityApi.update>;
type ActivityRow = typeof activity.$inferSelect;
type ProductRow = typeof product.$inferSelect;

/** A product row's discount: only the chosen type's value is kept. */
const discountOf = (p: DiscountProductInput) => ({
  discountType: p.discountType,
  discountPrice: p.discountType === DiscountType.PRICE ? (p.discountPrice ?? null) : null,
  discountPercent: p.discountType === DiscountType.PERCENT ? (p.discountPercent ?? null) : null,
});

const activityOut = (row: ActivityRow, now: number): DiscountActivity => ({
  id: row.id,
  name: row.name,
  status: activityStatus(row, now),
  startTime: row.startTime,
  endTime: row.endTime,
  remark: row.remark,
  createTime: row.createTime,
});

const KIND: ActivityKind = {
  table: activity,
  products: product,
  errors: {
    notExists: ErrorCodes.DISCOUNT_ACTIVITY_NOT_EXISTS,
    closeClosed: ErrorCodes.DISCOUNT_ACTIVITY_CLOSE_FAIL_STATUS_CLOSED,
    closeEnded: ErrorCodes.DISCOUNT_ACTIVITY_CLOSE_FAIL_STATUS_END,
    deleteNotDone: ErrorCodes.DISCOUNT_ACTIVITY_DELETE_FAIL_STATUS_NOT_CLOSED,
  },
};

export class DiscountActivityService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  async page(scope: TenantScope, q: QueryOf<typeof discountActivityApi.page>) {
    const now = Date.now();
    const where = scope.where(
      activity,
      and(containsText(activity.name, q.name), activityStateWhere(activity, q.status, now), dateRangeFilter(activity.createTime, q.createTime, this.timeZone)),
    );
    const page = await selectPage(this.db, activity, where, q, ({ limit, offset }) =>
      this.db.select().from(activity).where(where).orderBy(desc(activity.createTime), desc(activity.id)).limit(limit).offset(offset),
    );
    return { ...page, list: page.list.map((row) => activityOut(row, now)) };
  }

  async detail(scope: TenantScope, id: number): Promise<DiscountActivityDetail> {
    const row = await requireRow(scope, activity, id, ErrorCodes.DISCOUNT_ACTIVITY_NOT_EXISTS, this.db);
    const products = await scope.selectFrom(product, eq(product.activityId, id), this.db);
    products.sort((a, b) => a.id - b.id);
    const skus = new Map((await skusWithProducts(this.db, scope, products.map((p) => p.skuId))).map((s) => [s.id, s]));
    return {
      ...activityOut(row, Date.now()),
      products: products.map((p) => {
        const sku = skus.get(p.skuId);
        return {
          id: p.id,
          spuId: p.spuId,
          skuId: p.skuId,
          discountType: p.discountType,
          discountPercent: p.discountPercent,
          discountPrice: p.discountPrice,
          spuName: sku?.spuName ?? '',
          name: sku?.name ?? '',
          picUrl: sku?.picUrl ?? '',
          price: sku?.price ?? 0,
          stock: sku?.stock ?? 0,
        };
      }),
    };
  }

  create(scope: TenantScope, caller: LoginUser, body: CreateBody): Promise<number> {
    const by = String(caller.id);
    return this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await this.check(tx, scope, body);
      const [row] = await scope.insert(activity, { name: body.name, startTime: body.startTime, endTime: body.endTime, remark: body.remark ?? '', status: CommonStatus.ENABLE, creator: by, updater: by }, tx);
      await scope.insert(product, body.products.map((p) => ({ activityId: row!.id, spuId: p.spuId, skuId: p.skuId, ...discountOf(p), creator: by, updater: by })), tx);
      return row!.id;
    });
  }

  async update(scope: TenantScope, caller: LoginUser, body: UpdateBody): Promise<boolean> {
    const by = String(caller.id);
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const current = await requireRow(scope, activity, body.id, ErrorCodes.DISCOUNT_ACTIVITY_NOT_EXISTS, tx);
      if (current.status === CommonStatus.DISABLE) throw serviceError(ErrorCodes.DISCOUNT_ACTIVITY_UPDATE_FAIL_STATUS_CLOSED);
      await this.check(tx, scope, body, body.id);
      await scope.update(activity, { name: body.name, startTime: body.startTime, endTime: body.endTime, remark: body.remark ?? current.remark, updater: by }, eq(activity.id, body.id), tx);
      await this.replaceProducts(tx, scope, body.id, body.products, by);
    });
    return true;
  }

  close(scope: TenantScope, caller: LoginUser, id: number): Promise<boolean> {
    return closeActivity(this.db, scope, KIND, id, String(caller.id));
  }

  delete(scope: TenantScope, id: number): Promise<boolean> {
    return deleteActivity(this.db, scope, KIND, id);
  }

  private async check(tx: Tx, scope: TenantScope, body: CreateBody, self?: number): Promise<void> {
    if (body.endTime <= body.startTime) throw serviceError(ErrorCodes.ACTIVITY_END_BEFORE_START);
    const seen = new Set<number>();
    for (const p of body.products) {
      if (seen.has(p.skuId)) throw serviceError(ErrorCodes.ACTIVITY_SKU_REPEATED, p.skuId);
      seen.add(p.skuId);
    }
    const skus = new Map((await skusWithProducts(tx, scope, [...seen])).map((s) => [s.id, s]));
    for (const p of body.products) checkDiscount(p, skus.get(p.skuId));
    const others = await tx
      .select({ id: activity.id })
      .from(activity)
      .where(scope.where(activity, and(overlapsWindow(activity, body.startTime, body.endTime), self === undefined ? undefined : ne(activity.id, self))));
    if (!others.length) return;
    const [taken] = await tx
      .select({ id: product.id })
      .from(product)
      .where(scope.where(product, and(inArray(product.activityId, others.map((o) => o.id)), inArray(product.skuId, [...seen]))))
      .limit(1);
    if (taken) throw serviceError(ErrorCodes.DISCOUNT_ACTIVITY_SPU_CONFLICTS);
  }

  /** The products become the body's; a SKU already in the activity keeps its row (and id). */
  private async replaceProducts(tx: Tx, scope: TenantScope, activityId: number, products: readonly DiscountProductInput[], by: string) {
    const existing = new Map((await scope.selectFrom(product, eq(product.activityId, activityId), tx)).map((p) => [p.skuId, p] as const));
    const kept = new Set<number>();
    const added: Array<Omit<typeof product.$inferInsert, 'tenantId'>> = [];
    for (const p of products) {
      const same: ProductRow | undefined = existing.get(p.skuId);
      if (same) {
        kept.add(same.id);
        await scope.update(product, { spuId: p.spuId, ...discountOf(p), updater: by }, eq(product.id, same.id), tx);
      } else added.push({ activityId, spuId: p.spuId, skuId: p.skuId, ...discountOf(p), creator: by, updater: by });
    }
    const gone = [...existing.values()].filter((p) => !kept.has(p.id)).map((p) => p.id);
    if (gone.length) await scope.delete(product, inArray(product.id, gone), tx);
    if (added.length) await scope.insert(product, added, tx);
  }
}

function checkDiscount(p: DiscountProductInput, sku: SkuWithProduct | undefined): void {
  if (!sku || sku.spuId !== p.spuId) throw serviceError(ErrorCodes.ACTIVITY_SKU_NOT_EXISTS, p.skuId);
  if (p.discountType === DiscountType.PRICE) {
    if (p.discountPrice == null) throw serviceError(ErrorCodes.DISCOUNT_PRODUCT_VALUE_MISSING, p.skuId);
    if (p.discountPrice >= sku.price) throw serviceError(ErrorCodes.DISCOUNT_PRICE_NOT_BELOW_SKU_PRICE, p.skuId);
  } else if (p.discountPercent == null) throw serviceError(ErrorCodes.DISCOUNT_PRODUCT_VALUE_MISSING, p.skuId);
}
