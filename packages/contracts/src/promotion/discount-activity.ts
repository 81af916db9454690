/**
 * 限时折扣活动 (`/promotion/discount-activity`, the v1.7 wire): an activity's window and, per SKU,
 * a price off (discountType 1, `discountPrice` in cents) or a share paid (2, `discountPercent`,
 * 80 = 八折). The `status` answered is the state users see (promotion_activity_status: 10 未开始,
 * 20 进行中, 30 已结束, 40 已关闭), computed from the times and whether it was closed; the page
 * filters by that same state.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { DateTimeRange, EpochMsInput, Id, Int, MAX_INT32 } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { ActivityStatus, DiscountType } from './constants.ts';
import { activityClose } from './activity.ts';

/** A SKU's discount as the form sends it; the field of the other type may come as null or not at all. */
export const DiscountProductBody = Type.Object({
  spuId: Id('商品 SPU'),
  skuId: Id('商品 SKU'),
  discountType: Int('优惠类型', { minimum: DiscountType.PRICE, maximum: DiscountType.PERCENT }),
  discountPercent: Type.Optional(Type.Union([Int('折扣百分比', { minimum: 1, maximum: 99 }), Type.Null()])),
  discountPrice: Type.Optional(Type.Union([Int('优惠金额', { minimum: 1, maximum: MAX_INT32 }), Type.Null()])),
});
export type DiscountProductInput = Type.Static<typeof DiscountProductBody>;

export const DiscountProductResp = Type.Object({
  id: Type.Integer(),
  spuId: Type.Integer(),
  skuId: Type.Integer(),
  discountType: Type.Integer(),
  discountPercent: Type.Union([Type.Integer(), Type.Null()]),
  discountPrice: Type.Union([Type.Integer(), Type.Null()]),
  // For display, read from the product: its name, the SKU's values, picture, price and stock.
  spuName: Type.String(),
  name: Type.String(),
  picUrl: Type.String(),
  price: Type.Integer(),
  stock: Type.Integer(),
});
export type DiscountProduct = Type.Static<typeof DiscountProductResp>;

const activityResp = {
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  startTime: Type.Integer(),
  endTime: Type.Integer(),
  remark: Type.String(),
  createTime: Type.Integer(),
};
export const DiscountActivityResp = Type.Object(activityResp);
export type DiscountActivity = Type.Static<typeof DiscountActivityResp>;
export const DiscountActivityDetailResp = Type.Object({ ...activityResp, products: Type.Array(DiscountProductResp) });
export type DiscountActivityDetail = Type.Static<typeof DiscountActivityDetailResp>;

const activityFields = {
  name: Type.String({ minLength: 1, maxLength: 64, title: '活动标题' }),
  startTime: EpochMsInput('开始时间'),
  endTime: EpochMsInput('结束时间'),
  remark: Type.Optional(Type.String({ maxLength: 255, title: '备注' })),
  products: Type.Array(DiscountProductBody, { minItems: 1, maxItems: 200, title: '商品列表' }),
};

/** The page's state filter (promotion_activity_status). */
export const ActivityStatusFilter = () => Type.Integer({ minimum: ActivityStatus.WAIT, maximum: ActivityStatus.CLOSE, title: '活动状态' });

const { get, ...crud } = crudEndpoints({
  base: '/promotion/discount-activity',
  noun: '限时折扣活动',
  permissions: Permissions.promotion.discountActivity,
  resp: DiscountActivityResp,
  create: Type.Object(activityFields),
  update: Type.Object({ id: Id(), ...activityFields }),
  filters: Type.Object({
    name: Type.Optional(Type.String({ maxLength: 64, title: '活动名称' })),
    status: Type.Optional(ActivityStatusFilter()),
    createTime: Type.Optional(DateTimeRange('创建时间')),
  }),
});

export const discountActivityApi = apiGroup('限时折扣活动', {
  ...crud,
  // With its products, as the form edits them.
  get: endpoint({ ...get, response: DiscountActivityDetailResp }),
  close: activityClose('/promotion/discount-activity', '限时折扣活动', Permissions.promotion.discountActivity.close),
});

export const discountActivityResource = resource({
  api: discountActivityApi,
  noun: '限时折扣活动',
  fields: {
    name: { title: '活动名称', filter: 'contains' },
    startTime: { title: '活动时间', kind: 'dateTime', width: 240 },
    status: { title: '状态', dict: Dicts.promotionActivityStatus, filter: 'equals', search: { label: '活动状态' } },
    remark: { title: '备注', kind: 'textarea', list: false },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
    products: { title: '商品选择', formOnly: true },
  },
  form: ['name', 'remark', 'startTime', 'products'],
});
