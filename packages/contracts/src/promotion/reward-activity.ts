/**
 * 满减送活动 (`/promotion/reward-activity`, the v1.7 wire): tiers of "spend N yuan (condition 10)
 * or buy N pieces (20), get money off, free delivery, points and coupons", over all products
 * (scope 1), chosen products (2, v1.7's `productSpuIds`) or, as the newer reference, chosen
 * categories (3, `productScopeValues`). The `status` answered is the state users see, as for
 * 限时折扣活动.
 */
import Type from 'typebox';
import { apiGroup } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { EpochMsInput, Id, Int, MAX_ID, MAX_INT32 } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { ConditionType, ProductScope } from './constants.ts';
import { ActivityStatusFilter } from './discount-activity.ts';
import { activityClose } from './activity.ts';

const Ids = (title: string) => Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { maxItems: 500, title });

export const RewardRuleBody = Type.Object({
  /** Cents for a price condition, pieces for a count condition. */
  limit: Int('优惠门槛', { minimum: 1, maximum: MAX_INT32 }),
  discountPrice: Type.Optional(Int('优惠价格', { minimum: 0, maximum: MAX_INT32 })),
  freeDelivery: Type.Optional(Type.Boolean({ title: '是否包邮' })),
  point: Type.Optional(Int('赠送积分', { minimum: 0, maximum: MAX_INT32 })),
  couponIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { maxItems: 20, title: '赠送的优惠劵编号' })),
  couponCounts: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 1000 }), { maxItems: 20, title: '赠送的优惠券数量' })),
});
export type RewardRuleInput = Type.Static<typeof RewardRuleBody>;

export const RewardRuleResp = Type.Object({
  limit: Type.Integer(),
  discountPrice: Type.Integer(),
  freeDelivery: Type.Boolean(),
  point: Type.Integer(),
  couponIds: Type.Array(Type.Integer()),
  couponCounts: Type.Array(Type.Integer()),
});

export const RewardActivityResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  startTime: Type.Integer(),
  endTime: Type.Integer(),
  remark: Type.String(),
  conditionType: Type.Integer(),
  productScope: Type.Integer(),
  /** The chosen products (scope 2), v1.7's name. */
  productSpuIds: Type.Array(Type.Integer()),
  /** The chosen products or categories (scope 2 or 3), the newer reference's name. */
  productScopeValues: Type.Array(Type.Integer()),
  rules: Type.Array(RewardRuleResp),
  createTime: Type.Integer(),
});
export type RewardActivityRow = Type.Static<typeof RewardActivityResp>;

const activityFields = {
  name: Type.String({ minLength: 1, maxLength: 64, title: '活动标题' }),
  startTime: EpochMsInput('开始时间'),
  endTime: EpochMsInput('结束时间'),
  remark: Type.Optional(Type.String({ maxLength: 255, title: '备注' })),
  conditionType: Int('条件类型', { minimum: ConditionType.PRICE, maximum: ConditionType.COUNT }),
  productScope: Int('商品范围', { minimum: ProductScope.ALL, maximum: ProductScope.CATEGORY }),
  productSpuIds: Type.Optional(Ids('商品 SPU 编号的数组')),
  productScopeValues: Type.Optional(Ids('商品范围编号的数组')),
  rules: Type.Array(RewardRuleBody, { minItems: 1, maxItems: 10, title: '优惠规则' }),
};

const crud = crudEndpoints({
  base: '/promotion/reward-activity',
  noun: '满减送活动',
  permissions: Permissions.promotion.rewardActivity,
  resp: RewardActivityResp,
  create: Type.Object(activityFields),
  update: Type.Object({ id: Id(), ...activityFields }),
  filters: Type.Object({
    name: Type.Optional(Type.String({ maxLength: 64, title: '活动名称' })),
    status: Type.Optional(ActivityStatusFilter()),
  }),
});

export const rewardActivityApi = apiGroup('满减送活动', {
  ...crud,
  close: activityClose('/promotion/reward-activity', '满减送活动', Permissions.promotion.rewardActivity.close),
});

export const rewardActivityResource = resource({
  api: rewardActivityApi,
  noun: '满减送活动',
  fields: {
    name: { title: '活动名称', filter: 'contains' },
    startTime: { title: '活动时间', kind: 'dateTime', width: 240 },
    status: { title: '状态', dict: Dicts.promotionActivityStatus, filter: 'equals', search: { label: '活动状态' } },
    conditionType: { title: '条件类型', dict: Dicts.promotionConditionType, list: false },
    rules: { title: '优惠设置', list: false },
    productScope: { title: '活动商品', dict: Dicts.promotionProductScope, list: false },
    productSpuIds: { title: '选择商品', list: false },
    productScopeValues: { title: '选择分类', list: false },
    remark: { title: '备注', list: false },
    createTime: { title: '创建时间', kind: 'dateTime' },
  },
  form: ['name', 'startTime', 'conditionType', 'rules', 'productScope', 'productSpuIds', 'productScopeValues', 'remark'],
  defaults: { conditionType: ConditionType.PRICE, productScope: ProductScope.ALL },
});
