/**
 * The product area's error codes (module 1_008, the reference's codes and texts; Tenon's own are
 * marked). Composed into `ErrorCodes`.
 */
import { errorCode, type ErrorTable } from '../area-kit.ts';

export const productErrors = {
  // -- categories --
  CATEGORY_NOT_EXISTS: errorCode(1_008_001_000, '商品分类不存在'),
  CATEGORY_PARENT_NOT_EXISTS: errorCode(1_008_001_001, '父分类不存在'),
  CATEGORY_PARENT_NOT_FIRST_LEVEL: errorCode(1_008_001_002, '父分类不能是二级分类'),
  CATEGORY_EXISTS_CHILDREN: errorCode(1_008_001_003, '存在子分类，无法删除'),
  CATEGORY_DISABLED: errorCode(1_008_001_004, '商品分类({})已禁用，无法使用'),
  CATEGORY_HAVE_BIND_SPU: errorCode(1_008_001_005, '类别下存在商品，无法删除'),
  /** Tenon: a category named as its own parent. */
  CATEGORY_PARENT_IS_SELF: errorCode(1_008_001_006, '父分类不能是自己'),
  /** Tenon: a category with children moved below another would make a third level. */
  CATEGORY_PARENT_HAS_CHILDREN: errorCode(1_008_001_007, '存在子分类，不能移到其他分类下'),
  // -- brands --
  BRAND_NOT_EXISTS: errorCode(1_008_002_000, '品牌不存在'),
  BRAND_DISABLED: errorCode(1_008_002_001, '品牌已禁用'),
  BRAND_NAME_EXISTS: errorCode(1_008_002_002, '品牌名称已存在'),
  /** Tenon: the reference deletes a brand its products still name. */
  BRAND_HAVE_BIND_SPU: errorCode(1_008_002_003, '品牌下存在商品，无法删除'),
  // -- properties and their values --
  PROPERTY_NOT_EXISTS: errorCode(1_008_003_000, '属性项不存在'),
  PROPERTY_EXISTS: errorCode(1_008_003_001, '属性项的名称已存在'),
  PROPERTY_DELETE_FAIL_VALUE_EXISTS: errorCode(1_008_003_002, '属性项下存在属性值，无法删除'),
  PROPERTY_VALUE_NOT_EXISTS: errorCode(1_008_004_000, '属性值不存在'),
  PROPERTY_VALUE_EXISTS: errorCode(1_008_004_001, '属性值的名称已存在'),
  // -- products (SPU) and their SKUs --
  SPU_NOT_EXISTS: errorCode(1_008_005_000, '商品 SPU 不存在'),
  SPU_SAVE_FAIL_CATEGORY_LEVEL_ERROR: errorCode(1_008_005_001, '商品分类不正确，原因：必须使用第二级的商品分类及以下'),
  SPU_NOT_ENABLE: errorCode(1_008_005_003, '商品 SPU【{}】不处于上架状态'),
  SPU_NOT_RECYCLE: errorCode(1_008_005_004, '商品 SPU 不处于回收站状态'),
  /** Tenon: a product in the recycle bin is restored to the warehouse before going on sale. */
  SPU_IN_RECYCLE: errorCode(1_008_005_005, '商品 SPU 在回收站中，请先恢复'),
  SKU_NOT_EXISTS: errorCode(1_008_006_000, '商品 SKU 不存在'),
  SKU_STOCK_NOT_ENOUGH: errorCode(1_008_006_004, '商品 SKU 库存不足'),
  /** Tenon: the SKU list is not one the product's specification allows (`skuListProblem` says why). */
  SKU_LIST_INVALID: errorCode(1_008_006_005, '商品 SKU 不正确：{}'),
  /** Tenon: a SKU names a value of another property than the one it pairs it with. */
  SKU_PROPERTY_VALUE_MISMATCH: errorCode(1_008_006_006, '属性值({})不属于属性项({})'),
} as const satisfies ErrorTable;
