/**
 * 秒杀活动管理 (`/promotion/seckill-activity`, the v1.7 wire): from its start to its end, an
 * activity sells its SKUs at their seckill price during its time slots (`timeIds`, v1.8's
 * `configIds` answered beside them). Per SKU: the seckill price (cents, below the SKU's price),
 * the stock set aside (at most the SKU's) and how many one member may buy (0: no limit). The
 * `status` answered is the state users see (promotion_activity_status: 10 未开始, 20 进行中,
 * 30 已结束, 40 已关闭); the page filters by that same state.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { DateTimeRange, EpochMsInput, Id, Int, MAX_ID, MAX_INT32 } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { Sort } from '../system/shared-fields.ts';
import { ActivityStatus } from './constants.ts';
import { activityClose } from './activity.ts';

export const SeckillProductBody = Type.Object({
  spuId: Id('商品 SPU'),
  skuId: Id('商品 SKU'),
  seckillPrice: Int('秒杀价', { minimum: 1, maximum: MAX_INT32 }),
  stock: Int('秒杀库存', { minimum: 1, maximum: MAX_INT32 }),
  limitBuyCount: Type.Optional(Int('每人限购', { minimum: 0, maximum: 1_000_000 })),
});
export type SeckillProductInput = Type.Static<typeof SeckillProductBody>;

export const SeckillProductResp = Type.Object({
  id: Type.Integer(),
  spuId: Type.Integer(),
  skuId: Type.Integer(),
  seckillPrice: Type.Integer(),
  stock: Type.Integer(),
  limitBuyCount: Type.Integer(),
  // For display, read from the product: its name, the SKU's values, picture, price and stock.
  spuName: Type.String(),
  name: Type.String(),
  picUrl: Type.String(),
  price: Type.Integer(),
  productStock: Type.Integer(),
});
export type SeckillProduct = Type.Static<typeof SeckillProductResp>;

export const SeckillActivityResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  startTime: Type.Integer(),
  endTime: Type.Integer(),
  timeIds: Type.Array(Type.Integer()),
  configIds: Type.Array(Type.Integer()),
  sort: Type.Integer(),
  remark: Type.String(),
  totalLimitCount: Type.Integer(),
  singleLimitCount: Type.Integer(),
  orderCount: Type.Integer(),
  userCount: Type.Integer(),
  products: Type.Array(SeckillProductResp),
  createTime: Type.Integer(),
});
export type SeckillActivity = Type.Static<typeof SeckillActivityResp>;

const SlotIds = Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { minItems: 1, maxItems: 48, uniqueItems: true, title: '参与场次' });

const activityFields = {
  name: Type.String({ minLength: 1, maxLength: 64, title: '秒杀活动名称' }),
  startTime: EpochMsInput('活动开始时间'),
  endTime: EpochMsInput('活动结束时间'),
  // v1.7's name of the slots; v1.8 sends them as configIds. One of the two is required.
  timeIds: Type.Optional(SlotIds),
  configIds: Type.Optional(SlotIds),
  sort: Sort('排序'),
  remark: Type.Optional(Type.String({ maxLength: 255, title: '备注' })),
  // v1.8's limits, kept when a newer client sends them.
  totalLimitCount: Type.Optional(Int('总限购数量', { minimum: 0, maximum: 1_000_000 })),
  singleLimitCount: Type.Optional(Int('单次限购数量', { minimum: 0, maximum: 1_000_000 })),
  products: Type.Array(SeckillProductBody, { minItems: 1, maxItems: 200, title: '商品列表' }),
};

const pageFilters = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 64, title: '活动名称' })),
  status: Type.Optional(Type.Integer({ minimum: ActivityStatus.WAIT, maximum: ActivityStatus.CLOSE, title: '活动状态' })),
  timeId: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, title: '参与场次' })),
  createTime: Type.Optional(DateTimeRange('创建时间')),
});

export const seckillActivityApi = apiGroup('秒杀活动', {
  ...crudEndpoints({
    base: '/promotion/seckill-activity',
    noun: '秒杀活动',
    permissions: Permissions.promotion.seckillActivity,
    resp: SeckillActivityResp,
    create: Type.Object(activityFields),
    update: Type.Object({ id: Id(), ...activityFields }),
    filters: pageFilters,
  }),
  close: activityClose('/promotion/seckill-activity', '秒杀活动', Permissions.promotion.seckillActivity.close),
  export: endpoint({
    method: 'GET',
    path: '/promotion/seckill-activity/export-excel',
    access: { permission: Permissions.promotion.seckillActivity.export },
    produces: 'file',
    summary: '导出秒杀活动（xlsx）',
    query: pageFilters,
    response: Type.Unknown(),
  }),
});

export const seckillActivityResource = resource({
  api: seckillActivityApi,
  noun: '秒杀活动',
  exportFile: '秒杀活动.xlsx',
  fields: {
    id: { title: '活动编号', list: false },
    name: { title: '活动名称', filter: 'contains', search: { placeholder: '请输入秒杀活动名称' } },
    status: { title: '活动状态', dict: Dicts.promotionActivityStatus, filter: 'equals' },
    timeIds: { title: '参与场次', filter: 'equals', filterName: 'timeId', export: false, form: { label: '场次选择' } },
    startTime: { title: '活动开始时间', kind: 'dateTime', width: 200 },
    endTime: { title: '活动结束时间', kind: 'dateTime', list: false },
    products: { title: '秒杀商品', export: false, form: { label: '商品选择' } },
    orderCount: { title: '付款订单数' },
    userCount: { title: '付款人数' },
    sort: { title: '排序', list: false },
    remark: { title: '备注', kind: 'textarea', list: false },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  form: ['name', 'startTime', 'endTime', 'sort', 'remark', 'timeIds', 'products'],
  defaults: { sort: 0, timeIds: [], products: [] },
});
