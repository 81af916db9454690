/**
 * 商品列表 (`/product/spu`) and its hidden editor pages `/spu/add`, `/spu/edit/:spuId`: a product
 * (SPU) and its SKUs, saved together. A product of one specification has one SKU without
 * properties; one of several has one SKU per combination of the chosen property values
 * (`sku-matrix.ts`). The SPU's price, market and cost price are its SKUs' lowest, its stock their
 * sum. Money is integer cents. Status is the dictionary product_spu_status: 1 销售中, 0 仓库中,
 * -1 回收站; a product is deleted only from the recycle bin.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { DateTimeRange, Id, Int, MAX_ID, MAX_INT32, PageParam, PageResult } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { Sort } from '../system/shared-fields.ts';

/** The dictionary product_spu_status's values. */
export const SpuStatus = { RECYCLE: -1, DISABLE: 0, ENABLE: 1 } as const;

/**
 * The list's tabs, the reference's `tabType` values: 出售中, 仓库中, 已售罄 (no stock left),
 * 警戒库存 (at most `SPU_ALERT_STOCK` left), 回收站. get-count answers a count per value.
 */
export const SpuTab = { FOR_SALE: 0, IN_WAREHOUSE: 1, SOLD_OUT: 2, ALERT_STOCK: 3, RECYCLE_BIN: 4 } as const;
/** The stock at or below which a product on sale or in the warehouse shows under 警戒库存 (the reference's). */
export const SPU_ALERT_STOCK = 10;

const Cents = (title: string) => Int(title, { minimum: 0, maximum: MAX_INT32 });

export const ProductSkuPropertyResp = Type.Object({
  propertyId: Type.Integer(),
  propertyName: Type.String(),
  valueId: Type.Integer(),
  valueName: Type.String(),
});

export const ProductSkuResp = Type.Object({
  id: Type.Integer(),
  properties: Type.Array(ProductSkuPropertyResp),
  price: Type.Integer(),
  marketPrice: Type.Integer(),
  costPrice: Type.Integer(),
  barCode: Type.String(),
  picUrl: Type.String(),
  stock: Type.Integer(),
  warnStock: Type.Integer(),
  weight: Type.Number(),
  volume: Type.Number(),
  salesCount: Type.Integer(),
});
export type ProductSku = Type.Static<typeof ProductSkuResp>;

const spuRespFields = {
  id: Type.Integer(),
  name: Type.String(),
  keyword: Type.String(),
  introduction: Type.String(),
  categoryId: Type.Integer(),
  brandId: Type.Integer(),
  picUrl: Type.String(),
  sliderPicUrls: Type.Array(Type.String()),
  videoUrl: Type.String(),
  sort: Type.Integer(),
  status: Type.Integer(),
  specType: Type.Boolean(),
  price: Type.Integer(),
  marketPrice: Type.Integer(),
  costPrice: Type.Integer(),
  stock: Type.Integer(),
  salesCount: Type.Integer(),
  virtualSalesCount: Type.Integer(),
  createTime: Type.Integer(),
};
export const ProductSpuResp = Type.Object(spuRespFields);
export type ProductSpu = Type.Static<typeof ProductSpuResp>;

export const ProductSpuDetailResp = Type.Object({ ...spuRespFields, description: Type.String(), skus: Type.Array(ProductSkuResp) });
export type ProductSpuDetail = Type.Static<typeof ProductSpuDetailResp>;

const Measure = (title: string) => Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000, title }));

export const ProductSkuBody = Type.Object({
  properties: Type.Array(
    Type.Object({
      propertyId: Id('属性项'),
      valueId: Id('属性值'),
      // The reference's editor sends the names too; the server reads them from the tables.
      propertyName: Type.Optional(Type.String({ maxLength: 64 })),
      valueName: Type.Optional(Type.String({ maxLength: 64 })),
    }),
    { maxItems: 10, title: '属性' },
  ),
  price: Cents('销售价'),
  marketPrice: Type.Optional(Cents('市场价')),
  costPrice: Type.Optional(Cents('成本价')),
  barCode: Type.Optional(Type.String({ maxLength: 64, title: '条形码' })),
  picUrl: Type.Optional(Type.String({ maxLength: 512, title: '图片' })),
  stock: Int('库存', { minimum: 0, maximum: MAX_INT32 }),
  warnStock: Type.Optional(Int('预警库存', { minimum: 0, maximum: MAX_INT32 })),
  weight: Measure('重量'),
  volume: Measure('体积'),
});
export type ProductSkuInput = Type.Static<typeof ProductSkuBody>;

const spuFields = {
  name: Type.String({ minLength: 1, maxLength: 128, title: '商品名称' }),
  keyword: Type.Optional(Type.String({ maxLength: 255, title: '关键字' })),
  introduction: Type.Optional(Type.String({ maxLength: 255, title: '商品卖点' })),
  description: Type.Optional(Type.String({ maxLength: 200_000, title: '商品详情' })),
  categoryId: Id('商品分类'),
  brandId: Id('商品品牌'),
  picUrl: Type.Optional(Type.String({ maxLength: 512, title: '商品封面图' })),
  sliderPicUrls: Type.Optional(Type.Array(Type.String({ maxLength: 512 }), { maxItems: 20, title: '商品轮播图' })),
  videoUrl: Type.Optional(Type.String({ maxLength: 512, title: '商品视频' })),
  sort: Sort('排序'),
  status: Int('商品状态', { minimum: SpuStatus.DISABLE, maximum: SpuStatus.ENABLE }),
  specType: Type.Boolean({ title: '商品规格' }),
  virtualSalesCount: Type.Optional(Int('虚拟销量', { minimum: 0, maximum: MAX_INT32 })),
  skus: Type.Array(ProductSkuBody, { minItems: 1, maxItems: 500, title: 'SKU' }),
};

const CountRange = (title: string) => Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INT32, title }));
/** The list's filters besides its tab. */
const spuFilters = {
  name: Type.Optional(Type.String({ maxLength: 128, title: '商品名称' })),
  code: Type.Optional(Type.String({ maxLength: 64, title: '商品编码' })),
  categoryId: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, title: '商品分类' })),
  brandId: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, title: '商品品牌' })),
  priceMin: CountRange('最低价格'),
  priceMax: CountRange('最高价格'),
  salesCountMin: CountRange('最低销量'),
  salesCountMax: CountRange('最高销量'),
  createTime: Type.Optional(DateTimeRange('创建时间')),
};

const spuPageFilters = {
  ...spuFilters,
  tabType: Type.Optional(Type.Integer({ minimum: SpuTab.FOR_SALE, maximum: SpuTab.RECYCLE_BIN, title: '商品状态' })),
  status: Type.Optional(Type.Integer({ minimum: SpuStatus.RECYCLE, maximum: SpuStatus.ENABLE, title: '商品状态' })),
};

const { get, create, update, delete: remove } = crudEndpoints({
  base: '/product/spu',
  noun: '商品 SPU',
  permissions: Permissions.product.spu,
  resp: ProductSpuDetailResp,
  create: Type.Object(spuFields),
  update: Type.Object({ id: Id(), ...spuFields }),
  filters: Type.Object({}),
});

export const productSpuApi = apiGroup('商品', {
  create,
  update,
  // Only from the recycle bin.
  delete: remove,
  get,
  page: endpoint({
    method: 'GET',
    path: '/product/spu/page',
    access: { permission: Permissions.product.spu.query },
    summary: '获得商品 SPU 分页（tabType 为页签）',
    query: Type.Object({ ...PageParam, ...spuPageFilters }),
    response: PageResult(ProductSpuResp),
  }),
  getDetail: endpoint({
    method: 'GET',
    path: '/product/spu/get-detail',
    access: { permission: Permissions.product.spu.query },
    summary: '获得商品 SPU 明细（含 SKU 与其属性）',
    query: Type.Object({ id: Id() }),
    response: ProductSpuDetailResp,
  }),
  getCount: endpoint({
    method: 'GET',
    path: '/product/spu/get-count',
    access: { permission: Permissions.product.spu.query },
    summary: '获得商品 SPU 各页签的数量（按 tabType）',
    query: Type.Object(spuFilters),
    response: Type.Record(Type.String(), Type.Integer()),
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/product/spu/update-status',
    access: { permission: Permissions.product.spu.update },
    summary: '上架、下架、移入或移出回收站',
    body: Type.Object({ id: Id(), status: Type.Integer({ minimum: SpuStatus.RECYCLE, maximum: SpuStatus.ENABLE, title: '商品状态' }) }),
    response: Type.Boolean(),
  }),
  listAllSimple: endpoint({
    method: 'GET',
    path: '/product/spu/list-all-simple',
    access: { permission: Permissions.product.spu.query },
    summary: '获得上架商品的精简列表（营销活动的选择框）',
    response: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), price: Type.Integer(), marketPrice: Type.Integer(), picUrl: Type.String() })),
  }),
  // v1.7's name for list-all-simple, which the reference's Vue 2 promotion screens still call.
  getSimpleList: endpoint({
    method: 'GET',
    path: '/product/spu/get-simple-list',
    access: { permission: Permissions.product.spu.query },
    summary: '获得上架商品的精简列表（v1.7 的路径）',
    response: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), price: Type.Integer(), marketPrice: Type.Integer(), picUrl: Type.String() })),
  }),
});

export const ProductSkuOptionResp = Type.Object({
  id: Type.Integer(),
  spuId: Type.Integer(),
  spuName: Type.String(),
  name: Type.String(),
  properties: Type.Array(ProductSkuPropertyResp),
  price: Type.Integer(),
  stock: Type.Integer(),
});
export type ProductSkuOption = Type.Static<typeof ProductSkuOptionResp>;

export const productSkuApi = apiGroup('商品规格', {
  // v1.7's SKU options of the promotion screens (removed by v1.8): each SKU of the products on sale.
  getOptionList: endpoint({
    method: 'GET',
    path: '/product/sku/get-option-list',
    access: { permission: Permissions.product.spu.query },
    summary: '获得商品 SKU 选项的列表（营销活动选择 SKU）',
    query: Type.Object({ spuId: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, title: '商品 SPU' })) }),
    response: Type.Array(ProductSkuOptionResp),
  }),
});

/** 商品列表's table and search; the editor is a page of its own. */
export const productSpuResource = resource({
  api: productSpuApi,
  noun: '商品',
  fields: {
    id: { title: '商品编号' },
    picUrl: { title: '商品图', kind: 'picture' },
    name: { title: '商品名称', filter: 'contains' },
    categoryId: { title: '商品分类', filter: 'equals', list: false },
    brandId: { title: '商品品牌', filter: 'equals', list: false },
    price: { title: '价格', kind: 'money', filter: 'range' },
    salesCount: { title: '销量', filter: 'range' },
    stock: { title: '库存' },
    sort: { title: '排序' },
    status: { title: '销售状态', dict: Dicts.productSpuStatus },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
});
