import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { DateTimeRange, EpochMsInput, Id, Int, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';

/**
 * A leave request (the reference's OA example of a business-form process): creating one starts
 * process `oa_leave` with variable `day`, and its `result` follows the process's.
 */
export const OaLeaveResp = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  reason: Type.String(),
  startTime: Type.Integer(),
  endTime: Type.Integer(),
  day: Type.Integer(),
  result: Type.Integer(),
  createTime: Type.Integer(),
  processInstanceId: Type.Union([Type.String(), Type.Null()]),
});
export type BpmOaLeave = Type.Static<typeof OaLeaveResp>;

export const oaLeaveApi = apiGroup('请假申请', {
  create: endpoint({
    method: 'POST',
    path: '/bpm/oa/leave/create',
    access: { permission: Permissions.bpm.oaLeave.create },
    summary: '提交请假申请并发起请假流程，返回编号',
    body: Type.Object({
      type: Int('请假类型', { minimum: 1, maximum: 99 }),
      reason: Type.String({ minLength: 1, maxLength: 200, title: '原因' }),
      startTime: EpochMsInput('开始时间'),
      endTime: EpochMsInput('结束时间'),
    }),
    response: Type.Integer(),
  }),
  get: endpoint({
    method: 'GET',
    path: '/bpm/oa/leave/get',
    access: { permission: Permissions.bpm.oaLeave.query },
    summary: '获得我的一条请假申请',
    query: Type.Object({ id: Id() }),
    response: OaLeaveResp,
  }),
  page: endpoint({
    method: 'GET',
    path: '/bpm/oa/leave/page',
    access: { permission: Permissions.bpm.oaLeave.query },
    summary: '获得我的请假申请分页',
    query: Type.Object({
      ...PageParam,
      result: Type.Optional(Int('结果', { minimum: 1, maximum: 9 })),
      type: Type.Optional(Int('请假类型', { minimum: 1, maximum: 99 })),
      reason: Type.Optional(Type.String({ maxLength: 200, title: '原因' })),
      createTime: Type.Optional(DateTimeRange('申请时间')),
    }),
    response: PageResult(OaLeaveResp),
  }),
});
