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
  // -- properties and their values --
  PROPERTY_NOT_EXISTS: errorCode(1_008_003_000, '属性项不存在'),
  PROPERTY_EXISTS: errorCode(1_008_003_001, '属性项的名称已存在'),
  PROPERTY_DELETE_FAIL_VALUE_EXISTS: errorCode(1_008_003_002, '属性项下存在属性值，无法删除'),
  PROPERTY_VALUE_NOT_EXISTS: errorCode(1_008_004_000, '属性值不存在'),
  PROPERTY_VALUE_EXISTS: errorCode(1_008_004_001, '属性值的名称已存在'),
} as const satisfies ErrorTable;
