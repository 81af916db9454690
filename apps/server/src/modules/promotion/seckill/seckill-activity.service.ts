/**
 * 秒杀活动: activities with their SKUs, written together in one transaction under the tenant's
 * write lock. What stays true after every write:
 * - the window ends after it starts; every slot chosen exists in the tenant and is enabled;
 * - every SKU exists, belongs to the product named with it and is listed once; its seckill price
 *   is below its price and the stock set aside is at most its stock;
 * - no product runs in two open activities whose windows overlap and which share a slot (a
 *   member could not tell which seckill price applies);
 * - a closed activity is not changed; only a closed or ended one is deleted.
 * The state answered is computed (contracts' `activityStatus`), never stored.
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  activityStatus,
  ErrorCodes,
  seckillActivityResource,
  type BodyOf,
  type QueryOf,
  type SeckillActivity,
  type seckillActivityApi,
} from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { EXPORT_READ_LIMIT } from '../../../db/tenantCrud.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import { skusWithProducts } from '../../product/spu/index.ts';
import { lockTenantWrites } from '../../system/tenant/index.ts';
import { activityStateWhere, overlapsWindow } from '../activity-window.ts';
import { promotionSeckillActivity as activity, promotionSeckillConfig as slot, promotionSeckillProduct as product } from './seckill.schema.ts';
import { closeActivity, deleteActivity, type ActivityKind } from '../activity-lifecycle.ts';

type Body = BodyOf<typeof seckillActivityApi.create>;
type Row = typeof activity.$inferSelect;

/** The slots chosen, under v1.7's name or v1.8's; neither is the console's "参与场次不能为空". */
function slotIdsOf(body: Body): number[] {
  const ids = body.timeIds ?? body.configIds;
  if (!ids?.length) throw badRequest('参与场次不能为空');
  return ids;
}

/** A SKU as a person names it: its product and values. */
const skuLabel = (sku: { spuName: string; name: string }) => (sku.name ? `${sku.spuName} ${sku.name}` : sku.spuName);

const KIND: ActivityKind = {
  table: activity,
  products: product,
  errors: {
    notExists: ErrorCodes.SECKILL_ACTIVITY_NOT_EXISTS,
    closeClosed: ErrorCodes.SECKILL_ACTIVITY_CLOSE_FAIL_STATUS_CLOSED,
    closeEnded: ErrorCodes.SECKILL_ACTIVITY_CLOSE_FAIL_STATUS_END,
    deleteNotDone: ErrorCodes.SECKILL_ACTIVITY_DELETE_FAIL_STATUS_NOT_CLOSED_OR_END,
  },
};

export class SeckillActivityService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  private where(scope: TenantScope, filters: object, now: number) {
    return scope.where(
      activity,
      resourceWhere(activity, seckillActivityResource, filters, this.timeZone, {
        status: (state: number) => activityStateWhere(activity, state, now),
        timeId: (id: number) => sql`${activity.configIds} @> jsonb_build_array(${id}::integer)`,
      }),
    );
  }

  /** The rows as answered: their state now, their slots under both names, their SKUs with the products' names. */
  private async answer(q: Db | Tx, scope: TenantScope, rows: Row[], now: number): Promise<SeckillActivity[]> {
    if (!rows.length) return [];
    const products = await q.select().from(product).where(scope.where(product, inArray(product.activityId, rows.map((r) => r.id)))).orderBy(product.id);
    const skus = new Map((await skusWithProducts(q, scope, products.map((p) => p.skuId))).map((s) => [s.id, s]));
    return rows.map((row) => ({
      ...row,
      status: activityStatus(row, now),
      timeIds: row.configIds,
      products: products
        .filter((p) => p.activityId === row.id)
        .map((p) => {
          const sku = skus.get(p.skuId);
          return {
            id: p.id,
            spuId: p.spuId,
            skuId: p.skuId,
            seckillPrice: p.seckillPrice,
            stock: p.stock,
            limitBuyCount: p.limitBuyCount,
            spuName: sku?.spuName ?? '',
            name: sku?.name ?? '',
            picUrl: sku?.picUrl ?? '',
            price: sku?.price ?? 0,
            productStock: sku?.stock ?? 0,
          };
        }),
    }));
  }

  async get(scope: TenantScope, id: number): Promise<SeckillActivity> {
    const row = await requireRow(scope, activity, id, ErrorCodes.SECKILL_ACTIVITY_NOT_EXISTS);
    return (await this.answer(this.db, scope, [row], Date.now()))[0]!;
  }

  async page(scope: TenantScope, q: QueryOf<typeof seckillActivityApi.page>) {
    const now = Date.now();
    const where = this.where(scope, q, now);
    const page = await selectPage(this.db, activity, where, q, ({ limit, offset }) =>
      this.db.select().from(activity).where(where).orderBy(desc(activity.sort), desc(activity.id)).limit(limit).offset(offset),
    );
    return { ...page, list: await this.answer(this.db, scope, page.list, now) };
  }

  /** Every activity under the page's filters, for the export. */
  async list(scope: TenantScope, filters: object): Promise<SeckillActivity[]> {
    const now = Date.now();
    const rows = await this.db.select().from(activity).where(this.where(scope, filters, now)).orderBy(desc(activity.sort), desc(activity.id)).limit(EXPORT_READ_LIMIT);
    return this.answer(this.db, scope, rows, now);
  }

  create(scope: TenantScope, caller: LoginUser, body: Body): Promise<number> {
    const by = String(caller.id);
    return this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await this.check(tx, scope, body);
      const [row] = await scope.insert(activity, { ...this.fields(body), status: 0, creator: by, updater: by }, tx);
      await this.insertProducts(tx, scope, row!.id, body, by);
      return row!.id;
    });
  }

  async update(scope: TenantScope, caller: LoginUser, body: Body & { id: number }): Promise<boolean> {
    const by = String(caller.id);
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const current = await requireRow(scope, activity, body.id, ErrorCodes.SECKILL_ACTIVITY_NOT_EXISTS, tx);
      if (current.status === 1) throw serviceError(ErrorCodes.SECKILL_ACTIVITY_UPDATE_FAIL_STATUS_CLOSED);
      await this.check(tx, scope, body, body.id);
      await scope.update(activity, { ...this.fields(body), updater: by }, eq(activity.id, body.id), tx);
      await scope.delete(product, eq(product.activityId, body.id), tx);
      await this.insertProducts(tx, scope, body.id, body, by);
    });
    return true;
  }

  close(scope: TenantScope, caller: LoginUser, id: number): Promise<boolean> {
    return closeActivity(this.db, scope, KIND, id, String(caller.id));
  }

  delete(scope: TenantScope, id: number): Promise<boolean> {
    return deleteActivity(this.db, scope, KIND, id);
  }

  private fields(body: Body) {
    return {
      name: body.name,
      startTime: body.startTime,
      endTime: body.endTime,
      configIds: slotIdsOf(body),
      sort: body.sort,
      remark: body.remark ?? '',
      totalLimitCount: body.totalLimitCount ?? 0,
      singleLimitCount: body.singleLimitCount ?? 0,
    };
  }

  private insertProducts(tx: Tx, scope: TenantScope, activityId: number, body: Body, by: string) {
    const rows = body.products.map((p) => ({ activityId, spuId: p.spuId, skuId: p.skuId, seckillPrice: p.seckillPrice, stock: p.stock, limitBuyCount: p.limitBuyCount ?? 0, creator: by, updater: by }));
    return scope.insert(product, rows, tx);
  }

  private async check(tx: Tx, scope: TenantScope, body: Body, exceptId?: number): Promise<void> {
    const slotIds = slotIdsOf(body);
    if (body.endTime <= body.startTime) throw serviceError(ErrorCodes.ACTIVITY_END_BEFORE_START);
    const slots = await tx.select().from(slot).where(scope.where(slot, inArray(slot.id, slotIds)));
    if (slots.length !== new Set(slotIds).size) throw serviceError(ErrorCodes.SECKILL_TIME_NOT_EXISTS);
    const disabled = slots.find((s) => s.status !== 0);
    if (disabled) throw serviceError(ErrorCodes.SECKILL_TIME_DISABLED, disabled.name);

    const seen = new Set<number>();
    for (const p of body.products) {
      if (seen.has(p.skuId)) throw serviceError(ErrorCodes.ACTIVITY_SKU_REPEATED, p.skuId);
      seen.add(p.skuId);
    }
    const skus = new Map((await skusWithProducts(tx, scope, [...seen])).map((s) => [s.id, s]));
    for (const p of body.products) {
      const sku = skus.get(p.skuId);
      if (!sku || sku.spuId !== p.spuId) throw serviceError(ErrorCodes.ACTIVITY_SKU_NOT_EXISTS, p.skuId);
      if (p.seckillPrice >= sku.price) throw serviceError(ErrorCodes.SECKILL_PRICE_NOT_BELOW_PRICE, skuLabel(sku));
      if (p.stock > sku.stock) throw serviceError(ErrorCodes.SECKILL_STOCK_EXCEEDS_SKU_STOCK, skuLabel(sku), sku.stock);
    }

    const overlapping = await tx
      .select({ id: activity.id, configIds: activity.configIds })
      .from(activity)
      .where(scope.where(activity, and(overlapsWindow(activity, body.startTime, body.endTime), exceptId === undefined ? undefined : ne(activity.id, exceptId))));
    const sharingSlot = overlapping.filter((a) => a.configIds.some((id) => slotIds.includes(id))).map((a) => a.id);
    if (!sharingSlot.length) return;
    const spuIds = [...new Set(body.products.map((p) => p.spuId))];
    const [clash] = await tx
      .select({ id: product.id })
      .from(product)
      .where(scope.where(product, and(inArray(product.activityId, sharingSlot), inArray(product.spuId, spuIds))))
      .limit(1);
    if (clash) throw serviceError(ErrorCodes.SECKILL_ACTIVITY_SPU_CONFLICTS);
  }
}
