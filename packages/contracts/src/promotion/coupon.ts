/**
 * 会员优惠劵 (`/promotion/coupon`): the coupons members hold, each a copy of its template's terms
 * when taken. 回收 (delete) takes back an unused one. The status answered is the one a member
 * sees: an unused coupon past its end is 已过期, whatever is stored.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { DateTimeRange, Id, IdQuery, Int, PageParam, PageResult } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { CouponStatus } from './constants.ts';

const Nullable = <T extends ReturnType<typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);

export const CouponResp = Type.Object({
  id: Type.Integer(),
  templateId: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  userId: Type.Integer(),
  nickname: Type.String(),
  takeType: Type.Integer(),
  usePrice: Type.Integer(),
  validStartTime: Type.Integer(),
  validEndTime: Type.Integer(),
  productScope: Type.Integer(),
  productSpuIds: Type.Array(Type.Integer()),
  productScopeValues: Type.Array(Type.Integer()),
  discountType: Type.Integer(),
  discountPercent: Nullable(Type.Integer()),
  discountPrice: Nullable(Type.Integer()),
  discountLimitPrice: Nullable(Type.Integer()),
  useOrderId: Nullable(Type.Integer()),
  useTime: Nullable(Type.Integer()),
  createTime: Type.Integer(),
});
export type Coupon = Type.Static<typeof CouponResp>;

/** How many members one 发放 may give coupons to. */
export const COUPON_SEND_MAX_USERS = 1000;
/** How many members the picker offers for one search. */
export const COUPON_MEMBER_OPTIONS = 20;

export const couponApi = apiGroup('会员优惠劵', {
  page: endpoint({
    method: 'GET',
    path: '/promotion/coupon/page',
    access: { permission: Permissions.promotion.coupon.query },
    summary: '获得优惠劵分页（昵称模糊匹配；状态按当前时间，过期未用即为已过期）',
    query: Type.Object({
      ...PageParam,
      templateId: Type.Optional(Id('优惠劵模板编号')),
      nickname: Type.Optional(Type.String({ maxLength: 30, title: '会员昵称' })),
      status: Type.Optional(Int('优惠劵状态', { minimum: CouponStatus.UNUSED, maximum: CouponStatus.EXPIRE })),
      createTime: Type.Optional(DateTimeRange('领取时间')),
    }),
    response: PageResult(CouponResp),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/promotion/coupon/delete',
    access: { permission: Permissions.promotion.coupon.delete },
    summary: '回收优惠劵（已使用的不能回收）',
    query: IdQuery,
    response: Type.Boolean(),
  }),
  // The newer reference's 发放; its permission promotion:coupon:send is not the v1.7 table's, so
  // giving coupons asks for the right to change the template.
  send: endpoint({
    method: 'POST',
    path: '/promotion/coupon/send',
    access: { permission: Permissions.promotion.couponTemplate.update },
    summary: '发放优惠劵：给每位会员一张',
    body: Type.Object({
      templateId: Id('优惠劵模板编号'),
      userIds: Type.Array(Id('会员编号'), { minItems: 1, maxItems: COUPON_SEND_MAX_USERS, uniqueItems: true, title: '会员编号' }),
    }),
    response: Type.Boolean(),
  }),
  // Tenon's: 发放's member picker. The reference's newer console picks members on a screen of its
  // member area; here the right to give coupons is enough to find whom to give them to.
  memberOptions: endpoint({
    method: 'GET',
    path: '/promotion/coupon/member-options',
    access: { permission: Permissions.promotion.couponTemplate.update },
    summary: `发放优惠劵的会员选择框：按昵称或手机号查找启用的会员（最多 ${COUPON_MEMBER_OPTIONS} 位，手机号只显示首三位与末四位）`,
    query: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 30, title: '会员昵称或手机号' })) }),
    response: Type.Array(Type.Object({ id: Type.Integer(), nickname: Type.String(), mobile: Type.String() })),
  }),
});

export const couponResource = resource({
  api: { page: couponApi.page },
  noun: '会员优惠劵',
  fields: {
    nickname: { title: '会员信息', filter: 'contains', search: { label: '会员昵称', placeholder: '请输入会员昵称' } },
    name: { title: '优惠劵' },
    discountType: { title: '优惠券类型', dict: Dicts.promotionDiscountType },
    discountPrice: { title: '优惠' },
    takeType: { title: '领取方式', dict: Dicts.promotionCouponTakeType },
    status: { title: '状态', dict: Dicts.promotionCouponStatus },
    validEndTime: { title: '有效期' },
    createTime: { title: '领取时间', kind: 'dateTime', filter: 'dateRange' },
    useTime: { title: '使用时间', kind: 'dateTime' },
  },
});
