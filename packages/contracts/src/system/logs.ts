/** Login and operate logs: read-only lists with filters and xlsx export. */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { DateTimeRange, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';

export const LoginLogResp = Type.Object({
  id: Type.Integer(),
  logType: Type.Integer(),
  traceId: Type.String(),
  userId: Type.Integer(),
  userType: Type.Integer(),
  username: Type.String(),
  result: Type.Integer(),
  userIp: Type.String(),
  userAgent: Type.String(),
  createTime: Type.Integer(),
});

const loginLogFilters = Type.Object({
  userIp: Type.Optional(Type.String({ maxLength: 50, title: '登录地址' })),
  username: Type.Optional(Type.String({ maxLength: 50, title: '用户名称' })),
  /** true: successful attempts only; false: failures only. */
  status: Type.Optional(Type.Boolean({ title: '登录状态' })),
  createTime: Type.Optional(DateTimeRange('登录时间')),
});

export const loginLogApi = apiGroup('登录日志', {
  page: endpoint({
    method: 'GET',
    path: '/system/login-log/page',
    access: { permission: Permissions.system.loginLog.query },
    summary: '登录日志分页',
    query: Type.Object({ ...PageParam, ...loginLogFilters.properties }),
    response: PageResult(LoginLogResp),
  }),
  export: endpoint({
    method: 'GET',
    path: '/system/login-log/export',
    access: { permission: Permissions.system.loginLog.export },
    produces: 'file',
    summary: '导出登录日志（xlsx）',
    query: loginLogFilters,
    response: Type.Unknown(),
  }),
});

/** 登录日志's list, 详细 and export. The filter `status` is the outcome (success or not), not a result code. */
export const loginLogResource = resource({
  api: loginLogApi,
  noun: '登录日志',
  exportFile: '登录日志.xlsx',
  fields: {
    id: { title: '日志编号', width: 100 },
    traceId: { title: '链路追踪', list: false, export: false },
    logType: { title: '操作类型', width: 130, dict: Dicts.systemLoginType },
    username: { title: '用户名称', width: 140, filter: 'contains' },
    userIp: { title: '登录地址', width: 140, filter: 'contains' },
    userAgent: { title: '浏览器', kind: 'textarea' },
    result: { title: '登录结果', width: 140, dict: Dicts.systemLoginResult, filter: 'equals', filterName: 'status', search: { label: '状态', placeholder: '登录状态' } },
    createTime: { title: '登录日期', kind: 'dateTime', filter: 'dateRange' },
  },
});

export const OperateLogResp = Type.Object({
  id: Type.Integer(),
  traceId: Type.String(),
  userId: Type.Integer(),
  userNickname: Type.String(),
  userType: Type.Integer(),
  module: Type.String(),
  name: Type.String(),
  /** Dictionary system_operate_type: 0 other, 1 query, 2 create, 3 update, 4 delete, 5 export, 6 import. */
  type: Type.Integer(),
  content: Type.String(),
  requestMethod: Type.String(),
  requestUrl: Type.String(),
  userIp: Type.String(),
  userAgent: Type.String(),
  startTime: Type.Integer(),
  duration: Type.Integer(),
  resultCode: Type.Integer(),
  resultMsg: Type.String(),
});

const operateLogFilters = Type.Object({
  module: Type.Optional(Type.String({ maxLength: 50, title: '操作模块' })),
  userNickname: Type.Optional(Type.String({ maxLength: 30, title: '操作人员' })),
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 6, title: '操作类型' })),
  success: Type.Optional(Type.Boolean({ title: '操作结果' })),
  startTime: Type.Optional(DateTimeRange('操作时间')),
});

export const operateLogApi = apiGroup('操作日志', {
  page: endpoint({
    method: 'GET',
    path: '/system/operate-log/page',
    access: { permission: Permissions.system.operateLog.query },
    summary: '操作日志分页',
    query: Type.Object({ ...PageParam, ...operateLogFilters.properties }),
    response: PageResult(OperateLogResp),
  }),
  export: endpoint({
    method: 'GET',
    path: '/system/operate-log/export',
    access: { permission: Permissions.system.operateLog.export },
    produces: 'file',
    summary: '导出操作日志（xlsx）',
    query: operateLogFilters,
    response: Type.Unknown(),
  }),
});

/**
 * 操作日志's list, search, 详细 and export. The filter `success` is the outcome (the result code
 * 0 or not), which the server and the screen each read from the code; 详细 and the export follow
 * the reference's order, the export with the outcome and the code as two columns.
 */
export const operateLogResource = resource({
  api: operateLogApi,
  noun: '操作日志',
  exportFile: '操作日志.xlsx',
  exportSheet: '操作日志',
  fields: {
    id: { title: '日志编号', width: 100, detail: { label: '日志主键' } },
    module: { title: '操作模块', filter: 'contains', search: { label: '系统模块', order: 1 } },
    name: { title: '操作名', width: 180 },
    type: { title: '操作类型', width: 100, dict: Dicts.systemOperateType, filter: 'equals', search: { label: '类型', placeholder: '操作类型' } },
    userNickname: { title: '操作人', width: 120, filter: 'contains', search: { label: '操作人员', order: 1 } },
    resultCode: { title: '操作结果', width: 100, filter: 'equals', filterName: 'success', search: { label: '状态', placeholder: '操作状态' } },
    startTime: { title: '操作日期', kind: 'dateTime', filter: 'dateRange', search: { label: '操作时间' }, detail: { label: '操作时间' }, export: { title: '操作时间' } },
    duration: { title: '执行时长', width: 110, export: { title: '执行时长（毫秒）' } },
    traceId: { title: '链路追踪', list: false, export: { title: '链路追踪编号' } },
    content: { title: '操作内容', list: false },
    userId: { title: '用户编号', list: false, detail: { label: '用户信息' } },
    requestMethod: { title: '请求方法', list: false, detail: { label: '请求信息' } },
    requestUrl: { title: '请求地址', list: false },
    resultMsg: { title: '结果信息', list: false },
    userIp: { title: '操作地址', list: false },
    userAgent: { title: '浏览器', list: false },
  },
  detail: ['id', 'traceId', 'module', 'name', 'content', 'userId', 'requestMethod', 'resultCode', 'startTime', 'duration'],
  exportColumns: [
    'id', 'module', 'name', 'type', 'userNickname', 'resultCode', { field: 'resultCode', title: '结果码' }, 'resultMsg',
    'requestMethod', 'requestUrl', 'content', 'userIp', 'userAgent', 'startTime', 'duration', 'traceId',
  ],
});
