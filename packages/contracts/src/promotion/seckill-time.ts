/**
 * 秒杀时段管理: the daily time slots seckill activities run in. Two path families over one table:
 * the v1.7 console's `/promotion/seckill-time/*` and v1.8's rename `/promotion/seckill-config/*`
 * (which adds carousel pictures, a status, a page and `update-status`). Both are guarded by the
 * `promotion:seckill-time:*` strings the reference's seed grants. Times of day travel as
 * 'HH:mm:ss' ('HH:mm' is accepted and stored with ':00'); the slots of a tenant never overlap,
 * though one may end when the next starts.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { CommonStatus, DateTimeRange, Id } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';
import { Status } from '../system/shared-fields.ts';

/** A time of day, 'HH:mm' or 'HH:mm:ss' (00:00 to 23:59:59). */
export const TIME_OF_DAY_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$';
const TimeOfDay = (title: string) => Type.String({ pattern: TIME_OF_DAY_PATTERN, minLength: 5, maxLength: 8, title });

/** 'HH:mm' → 'HH:mm:ss'; a value with seconds stays as it is. */
export const fullTimeOfDay = (time: string) => (time.length === 5 ? `${time}:00` : time);

export const SeckillTimeResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  sliderPicUrls: Type.Array(Type.String()),
  status: Type.Integer(),
  /** The activities not closed that run in this slot. */
  seckillActivityCount: Type.Integer(),
  createTime: Type.Integer(),
});
export type SeckillTime = Type.Static<typeof SeckillTimeResp>;

const timeFields = {
  name: Type.String({ minLength: 1, maxLength: 64, title: '秒杀时段名称' }),
  startTime: TimeOfDay('开始时间点'),
  endTime: TimeOfDay('结束时间点'),
  sliderPicUrls: Type.Optional(Type.Array(Type.String({ maxLength: 512 }), { maxItems: 10, title: '秒杀轮播图' })),
  status: Type.Optional(Status()),
};
const timeFilters = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 64, title: '秒杀时段名称' })),
  status: Type.Optional(Status()),
  createTime: Type.Optional(DateTimeRange('创建时间')),
});

const crudOf = (base: string) =>
  crudEndpoints({
    base,
    noun: '秒杀时段',
    permissions: Permissions.promotion.seckillTime,
    resp: SeckillTimeResp,
    create: Type.Object(timeFields),
    update: Type.Object({ id: Id(), ...timeFields }),
    filters: timeFilters,
  });

const listOf = (path: string, summary: string) =>
  endpoint({
    method: 'GET',
    path,
    access: { permission: Permissions.promotion.seckillTime.query },
    summary,
    response: Type.Array(SeckillTimeResp),
  });

/** v1.7's paths, the ones the Vue 2 console calls. */
export const seckillTimeApi = apiGroup('秒杀时段', {
  ...crudOf('/promotion/seckill-time'),
  list: listOf('/promotion/seckill-time/list', '获得所有秒杀时段（按开始时间）'),
  export: endpoint({
    method: 'GET',
    path: '/promotion/seckill-time/export-excel',
    access: { permission: Permissions.promotion.seckillTime.export },
    produces: 'file',
    summary: '导出秒杀时段（xlsx）',
    query: timeFilters,
    response: Type.Unknown(),
  }),
});

/** v1.8's paths for the same slots. */
export const seckillConfigApi = apiGroup('秒杀时段（新路径）', {
  ...crudOf('/promotion/seckill-config'),
  list: listOf('/promotion/seckill-config/list', '获得所有秒杀时段（按开始时间）'),
  listAllSimple: endpoint({
    method: 'GET',
    path: '/promotion/seckill-config/list-all-simple',
    access: { permission: Permissions.promotion.seckillTime.query },
    summary: '获得启用的秒杀时段的精简列表',
    response: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), startTime: Type.String(), endTime: Type.String() })),
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/promotion/seckill-config/update-status',
    access: { permission: Permissions.promotion.seckillTime.update },
    summary: '启用或禁用秒杀时段',
    body: Type.Object({ id: Id(), status: Status() }),
    response: Type.Boolean(),
  }),
});

export const seckillTimeResource = resource({
  api: seckillTimeApi,
  noun: '秒杀时段',
  exportFile: '秒杀时段.xlsx',
  fields: {
    name: { title: '秒杀时段名称', filter: 'contains', form: { label: '秒杀场次名称', placeholder: '请输入秒杀时段名称' } },
    startTime: { title: '开始时间点' },
    endTime: { title: '结束时间点' },
    seckillActivityCount: { title: '秒杀活动数量' },
    status: { title: '状态', dict: Dicts.commonStatus, filter: 'equals' },
    createTime: { title: '创建时间', kind: 'dateTime' },
  },
  form: ['name', 'startTime', 'endTime', 'status'],
  defaults: { status: CommonStatus.ENABLE },
});
