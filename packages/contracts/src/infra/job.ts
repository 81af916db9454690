/**
 * 定时任务 (`/infra/job`) and its log (`/job/log`): jobs the platform runs on a Quartz cron
 * schedule, each bound to one handler the server registers (docs/jobs.md). The handler is fixed at
 * creation; a job is edited only while 开启 (the reference's rule), paused and resumed with
 * update-status, run once now with trigger. Every run, scheduled or triggered, writes a log row.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { DateTimeText, Id, IdQuery, Int, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';

/** `status` (dictionary `infra_job_status`): 0 初始化中, 1 正常 (runs on schedule), 2 暂停. */
export const JobStatus = { INIT: 0, NORMAL: 1, STOP: 2 } as const;
/** A log row's `status` (dictionary `infra_job_log_status`): 0 运行中, 1 成功, 2 失败. */
export const JobLogStatus = { RUNNING: 0, SUCCESS: 1, FAILURE: 2 } as const;

/** A day in milliseconds: the longest retry interval and monitor timeout a job may ask for. */
const DAY_MS = 86_400_000;

export const JobResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  handlerName: Type.String(),
  handlerParam: Type.String(),
  cronExpression: Type.String(),
  retryCount: Type.Integer(),
  retryInterval: Type.Integer(),
  monitorTimeout: Type.Integer(),
  createTime: Type.Integer(),
});
export type Job = Type.Static<typeof JobResp>;

const editable = {
  name: Type.String({ minLength: 1, maxLength: 32, title: '任务名称' }),
  handlerParam: Type.Optional(Type.String({ maxLength: 255, title: '处理器的参数' })),
  cronExpression: Type.String({ minLength: 1, maxLength: 100, title: 'CRON 表达式' }),
  retryCount: Int('重试次数', { minimum: 0, maximum: 10 }),
  retryInterval: Int('重试间隔', { minimum: 0, maximum: DAY_MS }),
  monitorTimeout: Type.Optional(Int('监控超时时间', { minimum: 0, maximum: DAY_MS })),
};
const HandlerName = Type.String({ minLength: 1, maxLength: 64, title: '处理器的名字' });

const jobFilters = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 32, title: '任务名称' })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, title: '任务状态' })),
  handlerName: Type.Optional(Type.String({ maxLength: 64, title: '处理器的名字' })),
});

const StatusChange = Type.Object({ id: Id('任务编号'), status: Type.Integer({ minimum: 0, maximum: 2, title: '任务状态' }) });

export const JobHandlerResp = Type.Object({ name: Type.String(), description: Type.String() });

export const jobApi = apiGroup('定时任务', {
  ...crudEndpoints({
    base: '/infra/job',
    noun: '定时任务',
    permissions: Permissions.infra.job,
    resp: JobResp,
    create: Type.Object({ ...editable, handlerName: HandlerName }),
    // The reference's console sends the handler again on update; it is fixed at creation and ignored.
    update: Type.Object({ id: Id(), ...editable, handlerName: Type.Optional(HandlerName) }),
    filters: jobFilters,
  }),
  export: endpoint({
    method: 'GET',
    path: '/infra/job/export-excel',
    access: { permission: Permissions.infra.job.export },
    produces: 'file',
    summary: '导出定时任务（xlsx）',
    query: jobFilters,
    response: Type.Unknown(),
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/infra/job/update-status',
    access: { permission: Permissions.infra.job.update },
    consumes: 'form',
    // The Vue 2 console sends `id=…&status=…` form-encoded; later consoles send them in the query.
    summary: '开启或暂停定时任务（1 开启，2 暂停）',
    query: Type.Partial(StatusChange),
    body: Type.Partial(StatusChange),
    response: Type.Boolean(),
  }),
  trigger: endpoint({
    method: 'PUT',
    path: '/infra/job/trigger',
    access: { permission: Permissions.infra.job.trigger },
    summary: '立即执行一次定时任务（写入一条调度日志）',
    query: IdQuery,
    response: Type.Boolean(),
  }),
  nextTimes: endpoint({
    method: 'GET',
    path: '/infra/job/get_next_times',
    access: { permission: Permissions.infra.job.query },
    summary: '获得定时任务接下来的执行时间（默认 5 次）',
    query: Type.Object({ id: Id(), count: Type.Optional(Int('次数', { minimum: 1, maximum: 20 })) }),
    response: Type.Array(Type.Integer()),
  }),
  handlers: endpoint({
    method: 'GET',
    path: '/infra/job/list-handlers',
    access: { permission: Permissions.infra.job.query },
    summary: '服务端注册的任务处理器（新增任务时从中选择）',
    response: Type.Array(JobHandlerResp),
  }),
}, { platform: true });

/** 定时任务's list, form, 详细 and export. */
export const jobResource = resource({
  api: jobApi,
  noun: '定时任务',
  exportFile: '定时任务.xlsx',
  fields: {
    id: { title: '任务编号', width: 100 },
    name: { title: '任务名称', filter: 'contains' },
    status: { title: '任务状态', dict: Dicts.infraJobStatus, filter: 'equals' },
    handlerName: { title: '处理器的名字', filter: 'contains', form: { placeholder: '请选择处理器' } },
    handlerParam: { title: '处理器的参数' },
    cronExpression: { title: 'CRON 表达式', form: { placeholder: '请输入 CRON 表达式，例如 0 0/5 * * * ?' } },
    retryCount: { title: '重试次数', kind: 'number', list: false, form: { placeholder: '请输入重试次数。设置为 0 时，不进行重试' } },
    retryInterval: { title: '重试间隔', kind: 'number', list: false, form: { placeholder: '请输入重试间隔，单位：毫秒。设置为 0 时，无需间隔' } },
    monitorTimeout: { title: '监控超时时间', kind: 'number', list: false, form: { placeholder: '请输入监控超时时间，单位：毫秒' } },
    createTime: { title: '创建时间', kind: 'dateTime', list: false },
  },
  defaults: { retryCount: 0, retryInterval: 0, monitorTimeout: 0, handlerParam: '' },
});

export const JobLogResp = Type.Object({
  id: Type.Integer(),
  jobId: Type.Integer(),
  handlerName: Type.String(),
  handlerParam: Type.String(),
  /** 1 for the first attempt of a fire, 2.. for its retries. */
  executeIndex: Type.Integer(),
  beginTime: Type.Integer(),
  endTime: Type.Union([Type.Integer(), Type.Null()]),
  duration: Type.Union([Type.Integer(), Type.Null()]),
  status: Type.Integer(),
  result: Type.String(),
  createTime: Type.Integer(),
});
export type JobLog = Type.Static<typeof JobLogResp>;

const jobLogFilters = Type.Object({
  jobId: Type.Optional(Id('任务编号')),
  handlerName: Type.Optional(Type.String({ maxLength: 64, title: '处理器的名字' })),
  /** Runs that began at or after this moment. */
  beginTime: Type.Optional(DateTimeText('开始执行时间')),
  /** Runs that ended at or before this moment. */
  endTime: Type.Optional(DateTimeText('结束执行时间')),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, title: '任务状态' })),
});

export const jobLogApi = apiGroup('定时任务日志', {
  page: endpoint({
    method: 'GET',
    path: '/infra/job-log/page',
    access: { permission: Permissions.infra.job.query },
    summary: '获得定时任务日志分页',
    query: Type.Object({ ...PageParam, ...jobLogFilters.properties }),
    response: PageResult(JobLogResp),
  }),
  get: endpoint({
    method: 'GET',
    path: '/infra/job-log/get',
    access: { permission: Permissions.infra.job.query },
    summary: '获得定时任务日志',
    query: IdQuery,
    response: JobLogResp,
  }),
  export: endpoint({
    method: 'GET',
    path: '/infra/job-log/export-excel',
    access: { permission: Permissions.infra.job.export },
    produces: 'file',
    summary: '导出定时任务日志（xlsx）',
    query: jobLogFilters,
    response: Type.Unknown(),
  }),
}, { platform: true });

/** 调度日志's list, 详细 and export. */
export const jobLogResource = resource({
  api: jobLogApi,
  noun: '调度日志',
  exportFile: '定时任务日志.xlsx',
  fields: {
    id: { title: '日志编号', width: 100 },
    jobId: { title: '任务编号', width: 100, filter: 'equals' },
    handlerName: { title: '处理器的名字', filter: 'contains' },
    handlerParam: { title: '处理器的参数' },
    executeIndex: { title: '第几次执行', kind: 'number', width: 100 },
    beginTime: { title: '开始执行时间', kind: 'dateTime' },
    endTime: { title: '结束执行时间', kind: 'dateTime', list: false },
    duration: { title: '执行时长', kind: 'number', width: 110 },
    status: { title: '任务状态', dict: Dicts.infraJobLogStatus, filter: 'equals' },
    result: { title: '结果数据', list: false },
  },
});
