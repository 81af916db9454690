/**
 * The shop's catalogue for members (the app surface's `product/category/list`, `product/spu/page`
 * and `product/spu/get-detail`): open to anyone naming the tenant, as the reference's
 * `@PermitAll` AppCategoryController and AppProductSpuController. A member sees the enabled
 * categories and the products on sale (上架) only. The wire shapes are the reference's
 * AppCategoryRespVO, AppProductSpuPageReqVO/RespVO and AppProductSpuDetailRespVO, without the
 * member-level price (`vipPrice`), the unit and the activities, which Tenon does not have yet.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { Id, MAX_ID, PageParam, PageResult } from '../common.ts';
import { ProductSkuPropertyResp } from './spu.ts';

/** The orders a member may ask of the product list (AppProductSpuPageReqVO.SORT_FIELD_*). */
export const AppSpuSortField = { PRICE: 'price', SALES_COUNT: 'salesCount' } as const;

export const AppCategoryResp = Type.Object({
  id: Type.Integer(),
  parentId: Type.Integer(),
  name: Type.String(),
  picUrl: Type.String(),
  sort: Type.Integer(),
});

export const AppSpuPageItemResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** 商品卖点. */
  introduction: Type.String(),
  categoryId: Type.Integer(),
  picUrl: Type.String(),
  sliderPicUrls: Type.Array(Type.String()),
  specType: Type.Boolean(),
  /** The cheapest SKU's price, cents. */
  price: Type.Integer(),
  marketPrice: Type.Integer(),
  /** The SKUs' stock together. */
  stock: Type.Integer(),
  salesCount: Type.Integer(),
});
export type AppSpuPageItem = Type.Static<typeof AppSpuPageItemResp>;

export const AppSkuResp = Type.Object({
  id: Type.Integer(),
  /** Each value of the SKU with its property's name (颜色: 黑色); none for a product of one specification. */
  properties: Type.Array(ProductSkuPropertyResp),
  price: Type.Integer(),
  marketPrice: Type.Integer(),
  picUrl: Type.String(),
  stock: Type.Integer(),
  weight: Type.Number(),
  volume: Type.Number(),
});

export const AppSpuDetailResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  introduction: Type.String(),
  description: Type.String(),
  categoryId: Type.Integer(),
  picUrl: Type.String(),
  sliderPicUrls: Type.Array(Type.String()),
  videoUrl: Type.String(),
  specType: Type.Boolean(),
  price: Type.Integer(),
  marketPrice: Type.Integer(),
  stock: Type.Integer(),
  /** Sales and the merchant's virtual sales together, as the reference's detail shows them. */
  salesCount: Type.Integer(),
  skus: Type.Array(AppSkuResp),
});
export type AppSpuDetail = Type.Static<typeof AppSpuDetailResp>;

export const productAppSpuApi = apiGroup(
  '商品浏览',
  {
    categoryList: endpoint({
      method: 'GET',
      path: '/product/category/list',
      access: { public: true },
      summary: '获得开启的商品分类列表（按排序）',
      response: Type.Array(AppCategoryResp),
    }),
    spuPage: endpoint({
      method: 'GET',
      path: '/product/spu/page',
      access: { public: true },
      summary: '获得上架且有库存的商品分页（分类含其子分类；关键字匹配商品名称）',
      query: Type.Object({
        ...PageParam,
        categoryId: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, title: '分类编号' })),
        keyword: Type.Optional(Type.String({ maxLength: 128, title: '关键字' })),
        // The reference's client may send an empty sortField for its default order.
        sortField: Type.Optional(
          Type.Union([Type.Literal(''), Type.Literal(AppSpuSortField.PRICE), Type.Literal(AppSpuSortField.SALES_COUNT)], { title: '排序字段' }),
        ),
        sortAsc: Type.Optional(Type.Boolean({ title: '排序方式' })),
      }),
      response: PageResult(AppSpuPageItemResp),
    }),
    spuDetail: endpoint({
      method: 'GET',
      path: '/product/spu/get-detail',
      access: { public: true },
      summary: '获得上架商品的明细（含 SKU 与其属性）',
      query: Type.Object({ id: Id() }),
      response: AppSpuDetailResp,
    }),
  },
  { surface: 'app' },
);
