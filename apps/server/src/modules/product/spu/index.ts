/** The product (SPU) feature's door: what the categories and brands ask before deleting one, and the SKUs and products other areas name. */
export { isBrandUsedBySpu, isCategoryUsedBySpu } from './spu-users.ts';
export { skusOfProductNamed, skusWithProducts, spusByIds, type SkuWithProduct } from './sku-lookup.ts';
export { shopSpuPage, shopSpuWithSkus, type ShopSpuQuery } from './spu-shop.ts';
export { releaseSkuStock, reserveSkuStock, type StockLine } from './sku-stock.ts';
export { skuPropertyValues, type SkuPropertyValue } from './sku-properties.ts';
