/**
 * Products (SPU) and their SKUs, written together in one transaction under the tenant's write
 * lock. What stays true after every write:
 * - the SKU list is one the specification allows (`skuListProblem`, the editor's own rule);
 * - every SKU's property and value exist in the tenant, and each value is one of its property's;
 * - the category is an enabled sub-category, the brand an enabled brand;
 * - the SPU's price, market and cost price are its SKUs' lowest, its stock their sum;
 * - a product leaves the recycle bin for the warehouse, and is deleted only from the bin.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  ErrorCodes,
  SPU_ALERT_STOCK,
  SpuStatus,
  SpuTab,
  skuListProblem,
  type BodyOf,
  type ProductSkuInput,
  type ProductSpuDetail,
  type QueryOf,
  type productSkuApi,
  type productSpuApi,
} from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { boundedCount, selectPage } from '../../../db/selectPage.ts';
import { containsText } from '../../../db/textFilter.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { serviceError } from '../../../platform/errors.ts';
import { lockTenantWrites } from '../../system/tenant/index.ts';
import { sanitizeRichText } from '../../system/notice/index.ts';
import { requireProductBrand } from '../brand/index.ts';
import { requireProductCategory } from '../category/index.ts';
import { propertiesWithValues } from '../property/index.ts';
import { productSku, productSpu } from './spu.schema.ts';

type CreateBody = BodyOf<typeof productSpuApi.create>;
type UpdateBody = BodyOf<typeof productSpuApi.update>;
type Filters = QueryOf<typeof productSpuApi.getCount>;
type SkuRow = typeof productSku.$inferSelect;
type Names = Map<number, { name: string; values: Map<number, string> }>;

/** A SKU's combination as text, the same whatever order its properties come in. */
const combinationOf = (properties: ReadonlyArray<{ propertyId: number; valueId: number }>) =>
  [...properties]
    .sort((a, b) => a.propertyId - b.propertyId)
    .map((p) => `${p.propertyId}:${p.valueId}`)
    .join('|');

const skuFields = (sku: ProductSkuInput) => ({
  properties: sku.properties.map(({ propertyId, valueId }) => ({ propertyId, valueId })),
  price: sku.price,
  marketPrice: sku.marketPrice ?? 0,
  costPrice: sku.costPrice ?? 0,
  barCode: sku.barCode ?? '',
  picUrl: sku.picUrl ?? '',
  stock: sku.stock,
  warnStock: sku.warnStock ?? 0,
  weight: sku.weight ?? 0,
  volume: sku.volume ?? 0,
});

/** The stored fields: an optional text or list the body omits keeps its current (or empty) value. */
const spuFields = (b: CreateBody, current?: typeof productSpu.$inferSelect) => {
  const min = (pick: (s: ProductSkuInput) => number) => Math.min(...b.skus.map(pick));
  return {
    name: b.name,
    keyword: b.keyword ?? current?.keyword ?? '',
    introduction: b.introduction ?? current?.introduction ?? '',
    description: b.description === undefined ? (current?.description ?? '') : sanitizeRichText(b.description),
    categoryId: b.categoryId,
    brandId: b.brandId,
    picUrl: b.picUrl ?? current?.picUrl ?? '',
    sliderPicUrls: b.sliderPicUrls ?? current?.sliderPicUrls ?? [],
    videoUrl: b.videoUrl ?? current?.videoUrl ?? '',
    sort: b.sort,
    status: b.status,
    specType: b.specType,
    virtualSalesCount: b.virtualSalesCount ?? current?.virtualSalesCount ?? 0,
    price: min((s) => s.price),
    marketPrice: min((s) => s.marketPrice ?? 0),
    costPrice: min((s) => s.costPrice ?? 0),
    stock: b.skus.reduce((sum, s) => sum + s.stock, 0),
  };
};

/** The condition of a tab: its status, and for 已售罄 and 警戒库存 the stock of the products not in the bin. */
function tabCondition(tab: number | undefined): SQL | undefined {
  switch (tab) {
    case SpuTab.FOR_SALE:
      return eq(productSpu.status, SpuStatus.ENABLE);
    case SpuTab.IN_WAREHOUSE:
      return eq(productSpu.status, SpuStatus.DISABLE);
    // Written as the partial indexes' predicates (spu.schema.ts), constants inline, so the planner
    // sees the index applies whatever the driver does with parameters.
    case SpuTab.SOLD_OUT:
      return sql`${productSpu.stock} = 0 AND ${productSpu.status} <> ${sql.raw(String(SpuStatus.RECYCLE))}`;
    case SpuTab.ALERT_STOCK:
      return sql`${productSpu.stock} <= ${sql.raw(String(SPU_ALERT_STOCK))} AND ${productSpu.status} <> ${sql.raw(String(SpuStatus.RECYCLE))}`;
    case SpuTab.RECYCLE_BIN:
      return eq(productSpu.status, SpuStatus.RECYCLE);
    default:
      return undefined;
  }
}

export class ProductSpuService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  private where(scope: TenantScope, f: Filters, own?: SQL): SQL {
    const code = f.code?.trim();
    return scope.where(
      productSpu,
      and(
        containsText(productSpu.name, f.name),
        f.categoryId === undefined ? undefined : eq(productSpu.categoryId, f.categoryId),
        f.brandId === undefined ? undefined : eq(productSpu.brandId, f.brandId),
        f.priceMin === undefined ? undefined : gte(productSpu.price, f.priceMin),
        f.priceMax === undefined ? undefined : lte(productSpu.price, f.priceMax),
        f.salesCountMin === undefined ? undefined : gte(productSpu.salesCount, f.salesCountMin),
        f.salesCountMax === undefined ? undefined : lte(productSpu.salesCount, f.salesCountMax),
        dateRangeFilter(productSpu.createTime, f.createTime, this.timeZone),
        // A product's code is one of its SKUs' bar codes.
        code
          ? sql`exists (select 1 from ${productSku} where ${productSku.tenantId} = ${productSpu.tenantId} and ${productSku.spuId} = ${productSpu.id} and ${productSku.barCode} = ${code})`
          : undefined,
        own,
      ),
    );
  }

  page(scope: TenantScope, q: QueryOf<typeof productSpuApi.page>) {
    const where = this.where(scope, q, and(tabCondition(q.tabType), q.status === undefined ? undefined : eq(productSpu.status, q.status)));
    return selectPage(this.db, productSpu, where, q, ({ limit, offset }) =>
      this.db.select().from(productSpu).where(where).orderBy(desc(productSpu.createTime), desc(productSpu.id)).limit(limit).offset(offset),
    );
  }

  /**
   * Each tab's count under the other filters, by its tabType: bounded as a page's total is
   * (PAGE_TOTAL_CAP + 1 means "more than the cap"), so five counts of a big catalogue cost what
   * five counts of ten thousand products do.
   */
  async count(scope: TenantScope, q: Filters): Promise<Record<string, number>> {
    const tabs = Object.values(SpuTab);
    const counts = await Promise.all(tabs.map((tab) => boundedCount(this.db, productSpu, this.where(scope, q, tabCondition(tab)))));
    return Object.fromEntries(tabs.map((tab, i) => [String(tab), counts[i]!]));
  }

  async detail(scope: TenantScope, id: number, q: Db | Tx = this.db): Promise<ProductSpuDetail> {
    const spu = await requireRow(scope, productSpu, id, ErrorCodes.SPU_NOT_EXISTS, q);
    const skus = await q.select().from(productSku).where(scope.where(productSku, eq(productSku.spuId, id))).orderBy(asc(productSku.id));
    const names = await this.names(q, scope, skus);
    return { ...spu, skus: skus.map((sku) => this.skuOut(sku, names)) };
  }

  create(scope: TenantScope, caller: LoginUser, body: CreateBody): Promise<number> {
    const by = String(caller.id);
    return this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await this.check(tx, scope, body);
      const [spu] = await scope.insert(productSpu, { ...spuFields(body), creator: by, updater: by }, tx);
      await scope.insert(productSku, body.skus.map((sku) => ({ ...skuFields(sku), spuId: spu!.id, creator: by, updater: by })), tx);
      return spu!.id;
    });
  }

  async update(scope: TenantScope, caller: LoginUser, body: UpdateBody): Promise<boolean> {
    const by = String(caller.id);
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const current = await requireRow(scope, productSpu, body.id, ErrorCodes.SPU_NOT_EXISTS, tx);
      await this.check(tx, scope, body);
      // The editor saves 上架/下架 only; a product in the bin stays there until restored.
      const status = current.status === SpuStatus.RECYCLE ? SpuStatus.RECYCLE : body.status;
      await scope.update(productSpu, { ...spuFields(body, current), status, updater: by }, eq(productSpu.id, body.id), tx);
      await this.replaceSkus(tx, scope, body.id, body.skus, by);
    });
    return true;
  }

  async updateStatus(scope: TenantScope, caller: LoginUser, body: BodyOf<typeof productSpuApi.updateStatus>): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const spu = await requireRow(scope, productSpu, body.id, ErrorCodes.SPU_NOT_EXISTS, tx);
      if (spu.status === SpuStatus.RECYCLE && body.status === SpuStatus.ENABLE) throw serviceError(ErrorCodes.SPU_IN_RECYCLE);
      await scope.update(productSpu, { status: body.status, updater: String(caller.id) }, eq(productSpu.id, body.id), tx);
    });
    return true;
  }

  async delete(scope: TenantScope, id: number): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const spu = await requireRow(scope, productSpu, id, ErrorCodes.SPU_NOT_EXISTS, tx);
      if (spu.status !== SpuStatus.RECYCLE) throw serviceError(ErrorCodes.SPU_NOT_RECYCLE);
      await scope.delete(productSku, eq(productSku.spuId, id), tx);
      await scope.delete(productSpu, eq(productSpu.id, id), tx);
    });
    return true;
  }

  /** The products on sale, for the promotions' pickers. */
  simpleList(scope: TenantScope) {
    return this.db
      .select({ id: productSpu.id, name: productSpu.name, price: productSpu.price, marketPrice: productSpu.marketPrice, picUrl: productSpu.picUrl })
      .from(productSpu)
      .where(scope.where(productSpu, eq(productSpu.status, SpuStatus.ENABLE)))
      .orderBy(desc(productSpu.sort), desc(productSpu.id));
  }

  /** Each SKU of the products on sale (or of one product), named by its product and values. */
  async skuOptions(scope: TenantScope, q: QueryOf<typeof productSkuApi.getOptionList>) {
    const spus = await this.db
      .select({ id: productSpu.id, name: productSpu.name })
      .from(productSpu)
      .where(scope.where(productSpu, and(eq(productSpu.status, SpuStatus.ENABLE), q.spuId === undefined ? undefined : eq(productSpu.id, q.spuId))));
    if (!spus.length) return [];
    const skus = await this.db
      .select()
      .from(productSku)
      .where(scope.where(productSku, inArray(productSku.spuId, spus.map((s) => s.id))))
      .orderBy(asc(productSku.spuId), asc(productSku.id));
    const names = await this.names(this.db, scope, skus);
    const spuName = new Map(spus.map((s) => [s.id, s.name]));
    return skus.map((row) => {
      const sku = this.skuOut(row, names);
      const values = sku.properties.map((p) => p.valueName).join(' ');
      return { id: sku.id, spuId: row.spuId, spuName: spuName.get(row.spuId)!, name: values, properties: sku.properties, price: sku.price, stock: sku.stock };
    });
  }

  private skuOut(sku: SkuRow, names: Names) {
    return {
      id: sku.id,
      properties: sku.properties.map((p) => {
        const property = names.get(p.propertyId);
        return { propertyId: p.propertyId, propertyName: property?.name ?? '', valueId: p.valueId, valueName: property?.values.get(p.valueId) ?? '' };
      }),
      price: sku.price,
      marketPrice: sku.marketPrice,
      costPrice: sku.costPrice,
      barCode: sku.barCode,
      picUrl: sku.picUrl,
      stock: sku.stock,
      warnStock: sku.warnStock,
      weight: sku.weight,
      volume: sku.volume,
      salesCount: sku.salesCount,
    };
  }

  private async names(q: Db | Tx, scope: TenantScope, skus: ReadonlyArray<{ properties: ReadonlyArray<{ propertyId: number }> }>): Promise<Names> {
    const ids = [...new Set(skus.flatMap((s) => s.properties.map((p) => p.propertyId)))];
    const properties = ids.length ? await propertiesWithValues(q, scope, { propertyIds: ids }) : [];
    return new Map(properties.map((p) => [p.id, { name: p.name, values: new Map(p.values.map((v) => [v.id, v.name])) }]));
  }

  private async check(tx: Tx, scope: TenantScope, body: CreateBody): Promise<void> {
    const problem = skuListProblem(body.specType, body.skus);
    if (problem) throw serviceError(ErrorCodes.SKU_LIST_INVALID, problem);
    await requireProductCategory(tx, scope, body.categoryId);
    await requireProductBrand(tx, scope, body.brandId);
    const names = await this.names(tx, scope, body.skus);
    for (const { propertyId, valueId } of body.skus.flatMap((s) => s.properties)) {
      const property = names.get(propertyId);
      if (!property) throw serviceError(ErrorCodes.PROPERTY_NOT_EXISTS);
      if (!property.values.has(valueId)) throw serviceError(ErrorCodes.SKU_PROPERTY_VALUE_MISMATCH, valueId, property.name);
    }
  }

  /** The SKUs become the body's: a combination already saved keeps its id (and sales), the rest are replaced. */
  private async replaceSkus(tx: Tx, scope: TenantScope, spuId: number, skus: readonly ProductSkuInput[], by: string) {
    const existing = await scope.selectFrom(productSku, eq(productSku.spuId, spuId), tx);
    const byCombination = new Map(existing.map((s) => [combinationOf(s.properties), s]));
    const kept = new Set<number>();
    const added: Array<Omit<typeof productSku.$inferInsert, 'tenantId'>> = [];
    for (const sku of skus) {
      const same = byCombination.get(combinationOf(sku.properties));
      if (same && !kept.has(same.id)) {
        kept.add(same.id);
        await scope.update(productSku, { ...skuFields(sku), updater: by }, eq(productSku.id, same.id), tx);
      } else added.push({ ...skuFields(sku), spuId, creator: by, updater: by });
    }
    const gone = existing.filter((s) => !kept.has(s.id)).map((s) => s.id);
    if (gone.length) await scope.delete(productSku, inArray(productSku.id, gone), tx);
    if (added.length) await scope.insert(productSku, added, tx);
  }
}
