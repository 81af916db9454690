/**
 * The product area's contract (`/product/*`, permissions `product:*`, error module 1_008):
 * categories, brands, properties and their values products (SPU) and their SKUs. A new screen's file is
 * exported here and its endpoint groups listed in `productApiGroups`.
 */
import { productAppSpuApi } from './app-spu.ts';
import { productBrandApi } from './brand.ts';
import { productCategoryApi } from './category.ts';
import { productPropertyApi, productPropertyValueApi } from './property.ts';
import { productSkuApi, productSpuApi } from './spu.ts';

export * from './app-spu.ts';
export * from './brand.ts';
export * from './category.ts';
export * from './property.ts';
export * from './sku-matrix.ts';
export * from './spu.ts';

/** The area's endpoint groups, in the order the registry serves them. */
export const productApiGroups = {
  productCategoryApi,
  productBrandApi,
  productPropertyApi,
  productPropertyValueApi,
  productSpuApi,
  productSkuApi,
  productAppSpuApi,
} as const;
