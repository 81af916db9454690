/**
 * 优惠劵 (`/promotion/coupon-template`): the templates coupons are taken from. Money is integer
 * cents; `discountPercent` is the share paid (80 = 八折). The terms that depend on a choice
 * (validity type, discount type, product scope) are checked by the server, each with the
 * reference's message, since a schema cannot say "required when".
 *
 * `productSpuIds` is v1.7's name of the scope's ids; `productScopeValues` is the newer one, which
 * also carries category ids (品类劵). Both are accepted and both answered with the same ids.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { DateTimeRange, Id, Int, MAX_INT32, Moment } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { Status } from '../system/shared-fields.ts';
import { CouponTakeType, CouponValidityType, DiscountType, ProductScope } from './constants.ts';

/** The most days after taking a coupon may start or end: ten years. */
export const COUPON_MAX_TERM_DAYS = 3650;
/** How many products or categories one template may name. */
export const COUPON_MAX_SCOPE_VALUES = 200;

const Nullable = <T extends ReturnType<typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);
const Cents = (title: string, minimum = 0) => Type.Integer({ minimum, maximum: MAX_INT32, title });
/** An optional term the chosen type may ignore: the reference's console sends it as null then. */
const Maybe = <T extends ReturnType<typeof Type.Integer>>(t: T) => Type.Optional(Nullable(t));
const ScopeIds = (title: string) => Type.Optional(Type.Union([Type.Array(Id(), { maxItems: COUPON_MAX_SCOPE_VALUES, title }), Type.Null()]));

export const CouponTemplateResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  status: Type.Integer(),
  totalCount: Type.Integer(),
  takeLimitCount: Type.Integer(),
  takeType: Type.Integer(),
  usePrice: Type.Integer(),
  productScope: Type.Integer(),
  productSpuIds: Type.Array(Type.Integer()),
  productScopeValues: Type.Array(Type.Integer()),
  validityType: Type.Integer(),
  validStartTime: Nullable(Type.Integer()),
  validEndTime: Nullable(Type.Integer()),
  fixedStartTerm: Nullable(Type.Integer()),
  fixedEndTerm: Nullable(Type.Integer()),
  discountType: Type.Integer(),
  discountPercent: Nullable(Type.Integer()),
  discountPrice: Nullable(Type.Integer()),
  discountLimitPrice: Nullable(Type.Integer()),
  takeCount: Type.Integer(),
  useCount: Type.Integer(),
  createTime: Type.Integer(),
});
export type CouponTemplate = Type.Static<typeof CouponTemplateResp>;

const templateFields = {
  name: Type.String({ minLength: 1, maxLength: 64, title: '优惠劵名' }),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 255, title: '优惠券说明' }), Type.Null()])),
  // -1: no limit.
  totalCount: Int('发放数量', { minimum: -1, maximum: MAX_INT32 }),
  takeLimitCount: Int('每人限领个数', { minimum: -1, maximum: MAX_INT32 }),
  takeType: Int('领取方式', { minimum: CouponTakeType.USER, maximum: CouponTakeType.ADMIN }),
  // 0: no threshold.
  usePrice: Cents('满多少元可以使用'),
  productScope: Int('商品范围', { minimum: ProductScope.ALL, maximum: ProductScope.CATEGORY }),
  productSpuIds: ScopeIds('商品'),
  productScopeValues: ScopeIds('商品范围编号'),
  validityType: Int('有效期类型', { minimum: CouponValidityType.DATE, maximum: CouponValidityType.TERM }),
  // The Vue 2 console's picker sends `yyyy-MM-dd HH:mm:ss` (value-format), ours epoch ms.
  validStartTime: Type.Optional(Type.Union([Moment('生效开始时间'), Type.Null()])),
  validEndTime: Type.Optional(Type.Union([Moment('生效结束时间'), Type.Null()])),
  fixedStartTerm: Maybe(Int('开始天数', { minimum: 0, maximum: COUPON_MAX_TERM_DAYS })),
  fixedEndTerm: Maybe(Int('结束天数', { minimum: 1, maximum: COUPON_MAX_TERM_DAYS })),
  discountType: Int('优惠类型', { minimum: DiscountType.PRICE, maximum: DiscountType.PERCENT }),
  discountPercent: Maybe(Int('折扣百分比', { minimum: 1, maximum: 99 })),
  discountPrice: Maybe(Cents('优惠金额', 1)),
  discountLimitPrice: Maybe(Cents('折扣上限', 1)),
  // The reference's create form has none: a new template is enabled.
  status: Type.Optional(Status()),
};

const couponTemplateFilters = {
  name: Type.Optional(Type.String({ maxLength: 64, title: '优惠劵名' })),
  discountType: Type.Optional(Int('优惠类型', { minimum: DiscountType.PRICE, maximum: DiscountType.PERCENT })),
  status: Type.Optional(Status()),
  createTime: Type.Optional(DateTimeRange('创建时间')),
};

/** `ids` as the newer console sends it: `1,2,3`. */
const IdsParam = Type.String({ maxLength: 1100, pattern: '^\\d{1,10}(,\\d{1,10}){0,99}$', title: '编号列表' });

export const couponTemplateApi = apiGroup('优惠劵模板', {
  ...crudEndpoints({
    base: '/promotion/coupon-template',
    noun: '优惠劵模板',
    permissions: Permissions.promotion.couponTemplate,
    resp: CouponTemplateResp,
    create: Type.Object(templateFields),
    update: Type.Object({ id: Id(), ...templateFields }),
    filters: Type.Object(couponTemplateFilters),
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/promotion/coupon-template/update-status',
    access: { permission: Permissions.promotion.couponTemplate.update },
    summary: '更新优惠劵模板状态（启用、停用）',
    body: Type.Object({ id: Id(), status: Status() }),
    response: Type.Boolean(),
  }),
  list: endpoint({
    method: 'GET',
    path: '/promotion/coupon-template/list',
    access: { permission: Permissions.promotion.couponTemplate.query },
    summary: '获得优惠劵模板列表：ids 给出的模板；不给 ids 时为启用的模板（满减送赠券等选择框）',
    query: Type.Object({ ids: Type.Optional(IdsParam) }),
    response: Type.Array(CouponTemplateResp),
  }),
});

export const couponTemplateResource = resource({
  api: couponTemplateApi,
  noun: '优惠劵',
  fields: {
    name: { title: '优惠券名称', filter: 'contains', search: { placeholder: '请输入优惠劵名' } },
    discountType: { title: '优惠券类型', dict: Dicts.promotionDiscountType, filter: 'equals' },
    discountPrice: { title: '优惠金额 / 折扣' },
    totalCount: { title: '发放数量' },
    takeCount: { title: '剩余数量' },
    takeLimitCount: { title: '领取上限' },
    validityType: { title: '有效期限', dict: Dicts.promotionCouponTemplateValidityType },
    status: { title: '状态', dict: Dicts.commonStatus, filter: 'equals', search: { label: '优惠券状态', placeholder: '请选择优惠券状态' } },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  defaults: {
    discountType: DiscountType.PRICE,
    takeType: CouponTakeType.USER,
    validityType: CouponValidityType.DATE,
    productScope: ProductScope.ALL,
    totalCount: -1,
    takeLimitCount: 1,
    usePrice: 0,
  },
});
