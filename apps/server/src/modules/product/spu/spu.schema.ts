import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/** A product: what its SKUs share. price, marketPrice, costPrice (cents) and stock summarise the SKUs. */
export const productSpu = pgTable(
  'product_spu',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 128 }).notNull(),
    keyword: varchar('keyword', { length: 255 }).notNull().default(''),
    introduction: varchar('introduction', { length: 255 }).notNull().default(''),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').notNull(),
    brandId: integer('brand_id').notNull(),
    picUrl: varchar('pic_url', { length: 512 }).notNull().default(''),
    sliderPicUrls: jsonb('slider_pic_urls').$type<string[]>().notNull().default([]),
    videoUrl: varchar('video_url', { length: 512 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(0),
    specType: boolean('spec_type').notNull().default(false),
    price: integer('price').notNull().default(0),
    marketPrice: integer('market_price').notNull().default(0),
    costPrice: integer('cost_price').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    virtualSalesCount: integer('virtual_sales_count').notNull().default(0),
    ...auditColumns,
  },
  // One index per search of 商品列表, its equality columns first and the list's order last
  // (docs/performance-lists.md), so a page and its bounded count walk an index and stop. The order
  // columns are ascending: read backwards they give `create_time DESC, id DESC` (NULLS FIRST), which
  // an index declared DESC (NULLS LAST) does not.
  (t) => [
    // A tab (出售中, 仓库中, 回收站 are statuses) of a tenant, newest first.
    index('product_spu_tenant_status_time').on(t.tenantId, t.status, t.createTime, t.id),
    // 已售罄 and 警戒库存 (stock at most SPU_ALERT_STOCK, 10) are small shares of the products not in the bin.
    index('product_spu_sold_out_time').on(t.tenantId, t.createTime, t.id).where(sql`${t.stock} = 0 AND ${t.status} <> -1`),
    index('product_spu_alert_stock_time').on(t.tenantId, t.createTime, t.id).where(sql`${t.stock} <= 10 AND ${t.status} <> -1`),
    // A category or a brand within a tab (and the in-use checks of their deletes).
    index('product_spu_tenant_category').on(t.tenantId, t.categoryId, t.status, t.createTime, t.id),
    index('product_spu_tenant_brand').on(t.tenantId, t.brandId, t.status, t.createTime, t.id),
    // Price and sales ranges within a tab: the count walks the range.
    index('product_spu_tenant_status_price').on(t.tenantId, t.status, t.price),
    index('product_spu_tenant_status_sales').on(t.tenantId, t.status, t.salesCount),
    index('product_spu_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** A SKU: one combination of property values ([{propertyId, valueId}], none for a single specification). */
export const productSku = pgTable(
  'product_sku',
  {
    id: idColumn(),
    ...tenantColumn,
    spuId: integer('spu_id').notNull(),
    properties: jsonb('properties').$type<Array<{ propertyId: number; valueId: number }>>().notNull().default([]),
    price: integer('price').notNull(),
    marketPrice: integer('market_price').notNull().default(0),
    costPrice: integer('cost_price').notNull().default(0),
    barCode: varchar('bar_code', { length: 64 }).notNull().default(''),
    picUrl: varchar('pic_url', { length: 512 }).notNull().default(''),
    stock: integer('stock').notNull(),
    warnStock: integer('warn_stock').notNull().default(0),
    weight: doublePrecision('weight').notNull().default(0),
    volume: doublePrecision('volume').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    index('product_sku_tenant_spu').on(t.tenantId, t.spuId),
    // 商品列表's search by code: a SKU's bar code.
    index('product_sku_tenant_bar_code').on(t.tenantId, t.barCode),
  ],
);
