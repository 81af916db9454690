/**
 * API 日志: 访问日志 (`/infra/api-access-log`), one row per call of the console's and the members'
 * API, and 错误日志 (`/infra/api-error-log`), one row per call the server failed unexpectedly
 * (answered 500), which an administrator marks 已处理 or 已忽略. Both are written by the server
 * in batches (docs/api-logs.md); the tables are global and only the system tenant reads them.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { DateTimeRange, Id, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';

/** The application name every row of this server carries (the reference's `spring.application.name`). */
export const API_LOG_APPLICATION_NAME = 'tenon-server';

/** An error row's `processStatus` (dictionary `infra_api_error_log_process_status`): 0 未处理, 1 已处理, 2 已忽略. */
export const ApiErrorLogProcessStatus = { INIT: 0, DONE: 1, IGNORE: 2 } as const;

/** The request as both logs keep it. */
const requestFields = {
  id: Type.Integer(),
  traceId: Type.String(),
  /** 0 for a caller who was not signed in. */
  userId: Type.Integer(),
  /** Dictionary user_type: 1 会员 (the app API), 2 管理员; 0 not signed in. */
  userType: Type.Integer(),
  applicationName: Type.String(),
  requestMethod: Type.String(),
  requestUrl: Type.String(),
  /** `{"query":…,"body":…}` as JSON, secrets masked, cut to a bound. */
  requestParams: Type.String(),
  userIp: Type.String(),
  userAgent: Type.String(),
  createTime: Type.Integer(),
};

export const ApiAccessLogResp = Type.Object({
  ...requestFields,
  beginTime: Type.Integer(),
  endTime: Type.Integer(),
  /** Milliseconds. */
  duration: Type.Integer(),
  /** The answer's envelope code (0 success) and message. */
  resultCode: Type.Integer(),
  resultMsg: Type.String(),
});
export type ApiAccessLog = Type.Static<typeof ApiAccessLogResp>;

export const ApiErrorLogResp = Type.Object({
  ...requestFields,
  exceptionTime: Type.Integer(),
  exceptionName: Type.String(),
  exceptionMessage: Type.String(),
  exceptionRootCauseMessage: Type.String(),
  exceptionStackTrace: Type.String(),
  exceptionClassName: Type.String(),
  exceptionFileName: Type.String(),
  exceptionMethodName: Type.String(),
  exceptionLineNumber: Type.Integer(),
  processStatus: Type.Integer(),
  processTime: Type.Union([Type.Integer(), Type.Null()]),
  processUserId: Type.Integer(),
});
export type ApiErrorLog = Type.Static<typeof ApiErrorLogResp>;

const callerFilters = {
  userId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, title: '用户编号' })),
  userType: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, title: '用户类型' })),
  applicationName: Type.Optional(Type.String({ maxLength: 50, title: '应用名' })),
  requestUrl: Type.Optional(Type.String({ maxLength: 255, title: '请求地址' })),
};

const accessLogFilters = Type.Object({
  ...callerFilters,
  beginTime: Type.Optional(DateTimeRange('请求时间')),
  /** Calls that took at least this many milliseconds. */
  duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, title: '执行时长' })),
  resultCode: Type.Optional(Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647, title: '结果码' })),
});

const errorLogFilters = Type.Object({
  ...callerFilters,
  exceptionTime: Type.Optional(DateTimeRange('异常时间')),
  processStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, title: '处理状态' })),
});

export const apiAccessLogApi = apiGroup('访问日志', {
  page: endpoint({
    method: 'GET',
    path: '/infra/api-access-log/page',
    access: { permission: Permissions.infra.apiAccessLog.query },
    summary: '获得 API 访问日志分页',
    query: Type.Object({ ...PageParam, ...accessLogFilters.properties }),
    response: PageResult(ApiAccessLogResp),
  }),
  export: endpoint({
    method: 'GET',
    path: '/infra/api-access-log/export-excel',
    access: { permission: Permissions.infra.apiAccessLog.export },
    produces: 'file',
    summary: '导出 API 访问日志（xlsx）',
    query: accessLogFilters,
    response: Type.Unknown(),
  }),
}, { platform: true });

export const apiErrorLogApi = apiGroup('错误日志', {
  page: endpoint({
    method: 'GET',
    path: '/infra/api-error-log/page',
    access: { permission: Permissions.infra.apiErrorLog.query },
    summary: '获得 API 错误日志分页',
    query: Type.Object({ ...PageParam, ...errorLogFilters.properties }),
    response: PageResult(ApiErrorLogResp),
  }),
  export: endpoint({
    method: 'GET',
    path: '/infra/api-error-log/export-excel',
    access: { permission: Permissions.infra.apiErrorLog.export },
    produces: 'file',
    summary: '导出 API 错误日志（xlsx）',
    query: errorLogFilters,
    response: Type.Unknown(),
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/infra/api-error-log/update-status',
    access: { permission: Permissions.infra.apiErrorLog.updateStatus },
    summary: '更新 API 错误日志的处理状态（1 已处理，2 已忽略）',
    query: Type.Object({ id: Id('日志编号'), processStatus: Type.Integer({ minimum: 1, maximum: 2, title: '处理状态' }) }),
    response: Type.Boolean(),
  }),
}, { platform: true });

/** The call's fields, the same in both logs (the reference's columns and words). */
const requestFieldFacts = {
    id: { title: '日志编号', width: 100, detail: { label: '日志主键' } },
    traceId: { title: '链路追踪', list: false },
    userId: { title: '用户编号', width: 100, filter: 'equals', detail: { label: '用户信息' } },
    userType: { title: '用户类型', width: 100, dict: Dicts.userType, filter: 'equals' },
    applicationName: { title: '应用名', width: 120, filter: 'contains' },
    requestMethod: { title: '请求方法', width: 90, detail: { label: '请求信息' } },
    requestUrl: { title: '请求地址', width: 240, filter: 'contains' },
    requestParams: { title: '请求参数', list: false },
    userIp: { title: '用户 IP', list: false },
    userAgent: { title: '浏览器 UA', list: false },
} as const;

/** 访问日志's list, search, 详细 and export (the reference's columns and words). */
export const apiAccessLogResource = resource({
  api: apiAccessLogApi,
  noun: '访问日志',
  exportFile: 'API 访问日志.xlsx',
  exportSheet: '数据',
  fields: {
    ...requestFieldFacts,
    beginTime: { title: '请求时间', kind: 'dateTime', filter: 'dateRange', detail: { label: '请求时间' } },
    endTime: { title: '结束时间', kind: 'dateTime', list: false },
    duration: { title: '执行时长', width: 110, filter: 'equals', search: { label: '执行时长', placeholder: '请输入执行时长（毫秒，不少于）' }, export: { title: '执行时长（毫秒）' } },
    resultCode: { title: '操作结果', width: 100, filter: 'equals', search: { label: '结果码', placeholder: '请输入结果码' }, export: { title: '结果码' } },
    resultMsg: { title: '结果提示', list: false },
  },
  detail: ['id', 'traceId', 'applicationName', 'userId', 'requestMethod', 'requestParams', 'beginTime', 'duration', 'resultCode'],
});

/** 错误日志's list, search, 详细 and export. */
export const apiErrorLogResource = resource({
  api: apiErrorLogApi,
  noun: '错误日志',
  exportFile: 'API 错误日志.xlsx',
  exportSheet: '数据',
  fields: {
    ...requestFieldFacts,
    exceptionTime: { title: '异常发生时间', kind: 'dateTime', filter: 'dateRange', search: { label: '异常时间' } },
    exceptionName: { title: '异常名', width: 200 },
    exceptionMessage: { title: '异常消息', list: false },
    exceptionRootCauseMessage: { title: '异常根消息', list: false },
    exceptionStackTrace: { title: '异常堆栈', list: false },
    exceptionClassName: { title: '异常类名', list: false },
    exceptionFileName: { title: '异常文件', list: false },
    exceptionMethodName: { title: '异常方法', list: false },
    exceptionLineNumber: { title: '异常行号', list: false },
    processStatus: { title: '处理状态', width: 100, dict: Dicts.infraApiErrorLogProcessStatus, filter: 'equals' },
    processTime: { title: '处理时间', kind: 'dateTime', list: false },
    processUserId: { title: '处理人', list: false },
  },
  detail: ['id', 'traceId', 'applicationName', 'userId', 'requestMethod', 'requestParams', 'exceptionTime', 'exceptionName', 'exceptionMessage', 'exceptionRootCauseMessage', 'exceptionStackTrace', 'processStatus', 'processUserId', 'processTime'],
});
