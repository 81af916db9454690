/**
 * The demo's first API-log rows, so 访问日志 and 错误日志 show content on a first start (the
 * demo administrator's own clicks add real ones at once): three calls of the administrator and
 * one failure waiting to be handled, with a stack as the hook records it.
 */
import { API_LOG_APPLICATION_NAME, API_BASE } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { DEMO_ADMIN, SYSTEM_TENANT } from '../../system/seed/index.ts';
import { userByUsername } from '../../system/user/index.ts';
import { apiAccessLog, apiErrorLog } from './api-log.schema.ts';
import { errorFieldsOf, UserTypes } from './api-log.hook.ts';
import { newTraceId } from '../../../platform/trace-id.ts';

const MINUTE = 60_000;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

export async function seedApiLogs(tx: Tx) {
  const admin = await userByUsername(tx, tenantScope(tx, SYSTEM_TENANT.id), DEMO_ADMIN.username);
  if (!admin) return;
  const now = Date.now();
  const caller = {
    tenantId: SYSTEM_TENANT.id,
    userId: admin.id,
    userType: UserTypes.ADMIN,
    applicationName: API_LOG_APPLICATION_NAME,
    userIp: '127.0.0.1',
    userAgent: BROWSER,
    creator: String(admin.id),
  };
  const calls = [
    { method: 'GET', url: '/system/auth/get-permission-info', params: '', minutesAgo: 42, duration: 18 },
    { method: 'GET', url: '/system/user/page', params: '{"query":{"pageNo":1,"pageSize":10}}', minutesAgo: 41, duration: 25 },
    { method: 'PUT', url: '/system/user/update-password', params: '{"body":{"id":104,"password":"******"}}', minutesAgo: 40, duration: 61, code: 1_002_003_003, msg: '用户不存在' },
  ];
  await tx.insert(apiAccessLog).values(
    calls.map((c) => ({
      ...caller,
      traceId: newTraceId(),
      requestMethod: c.method,
      requestUrl: `${API_BASE}${c.url}`,
      requestParams: c.params,
      beginTime: now - c.minutesAgo * MINUTE,
      endTime: now - c.minutesAgo * MINUTE + c.duration,
      duration: c.duration,
      resultCode: c.code ?? 0,
      resultMsg: c.msg ?? '',
    })),
  );
  const failure = new Error('connect ECONNREFUSED 127.0.0.1:6379', { cause: new Error('Redis 连接被拒绝') });
  failure.name = 'ConnectionError';
  failure.stack = [
    'ConnectionError: connect ECONNREFUSED 127.0.0.1:6379',
    '    at CatalogueCache.connect (/app/apps/server/src/platform/catalogue-cache.ts:58:11)',
    '    at buildApp (/app/apps/server/src/app.ts:121:24)',
  ].join('\n');
  await tx.insert(apiErrorLog).values({
    ...caller,
    traceId: newTraceId(),
    requestMethod: 'GET',
    requestUrl: `${API_BASE}/system/dict-data/list-all-simple`,
    requestParams: '',
    ...errorFieldsOf(failure, now - 30 * MINUTE),
  });
}
