/**
 * Menu ids of the product area and its directory. The reference's seed ids collide with rows of
 * ours, so the area takes Tenon's blocks (docs/menus.md, "Menu ids"): 2910 商品中心 with 商品分类
 * 2911 (buttons 2912–2915); 商品品牌 2920 (2921–2924); 商品属性 2930 (2931–2934); the hidden
 * 属性值 page 2940; 商品列表 2950 (2951–2954); its hidden editor pages 商品添加 2960 and 编辑商品 2970, each
 * hanging outside its block as a block's first row must. Names, paths, icons and permissions are the reference's.
 */
import { directory } from '../../platform/menu-rows.ts';

export const ProductMenuIds = {
  product: 2910,
  category: 2911,
  categoryButtons: 2912,
  brand: 2920,
  brandButtons: 2921,
  property: 2930,
  propertyButtons: 2931,
  propertyValue: 2940,
  spu: 2950,
  spuButtons: 2951,
  spuAdd: 2960,
  spuEdit: 2970,
} as const;

export const productDirectory = directory(ProductMenuIds.product, 0, '商品中心', '/product', 'merchant', 60);
