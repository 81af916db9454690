/**
 * The product area (`/product/*`): the catalogue's categories, brands, properties and products. Its rows are tenant-owned; its screens are the web's `mall` area. Like infra's, its
 * menus are in no tenant package yet (the demo package is built from the system area's rows):
 * the system tenant's administrator sees them. A new screen is its own folder plus one line here.
 */
import type { ServerArea } from '../deps.ts';
import { productAppSpuFeature } from './app-spu/app-spu.feature.ts';
import { productBrandFeature } from './brand/brand.feature.ts';
import { productCategoryFeature } from './category/category.feature.ts';
import { productDirectory } from './menus.ts';
import { productPropertyFeature } from './property/property.feature.ts';
import { productSpuFeature } from './spu/spu.feature.ts';

export const productArea: ServerArea = {
  name: 'product',
  menus: [productDirectory],
  // Products last: their demo files itself under the categories, brands and properties seeded before.
  features: [productCategoryFeature, productBrandFeature, productPropertyFeature, productSpuFeature, productAppSpuFeature],
};
