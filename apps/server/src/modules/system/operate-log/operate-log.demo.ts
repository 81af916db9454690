/**
 * The demo's first operate-log rows: what an administrator setting up the tenant would have done,
 * described from the same contracts the hook reads (module, action, kind), so the screen shows
 * real entries on a first start.
 */
import { postApi, roleApi, userApi, type Endpoint } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { DEMO_ADMIN, SYSTEM_TENANT } from '../seed/index.ts';
import { userByUsername } from '../user/index.ts';
import { callOf } from './operate-log.hook.ts';
import { summariseBody } from './operate-log.summary.ts';
import { operateLog } from './operate-log.schema.ts';

const MINUTE = 60_000;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

interface DemoCall {
  endpoint: Endpoint;
  url: string;
  body?: unknown;
  minutesAgo: number;
  result?: { code: number; msg: string };
}

export async function seedOperateLogs(tx: Tx) {
  const admin = await userByUsername(tx, tenantScope(tx, SYSTEM_TENANT.id), DEMO_ADMIN.username);
  if (!admin) return;
  const calls: DemoCall[] = [
    { endpoint: postApi.create, url: '/system/post/create', body: { code: 'hr', name: '人力资源', sort: 4, status: 0 }, minutesAgo: 90 },
    { endpoint: roleApi.update, url: '/system/role/update', body: { id: 101, name: '测试角色', code: 'test', sort: 3, status: 0 }, minutesAgo: 75 },
    { endpoint: userApi.create, url: '/system/user/create', body: { username: 'zhangsan', nickname: '张三', deptId: 103 }, minutesAgo: 60, result: { code: 1002003000, msg: '用户账号已经存在' } },
    { endpoint: userApi.update, url: '/system/user/update', body: { id: 101, nickname: '张三', deptId: 103, postIds: [2] }, minutesAgo: 58 },
    { endpoint: userApi.export, url: '/system/user/export', minutesAgo: 30 },
  ];
  const now = Date.now();
  await tenantScope(tx, SYSTEM_TENANT.id).insert(
    operateLog,
    calls.map((c, i) => ({
      traceId: `demo-${i + 1}`,
      userId: admin.id,
      userNickname: admin.nickname,
      ...callOf(c.endpoint),
      content: c.body === undefined ? '' : summariseBody(c.body),
      requestUrl: `/tri-real-api/admin-api${c.url}`,
      userIp: '127.0.0.1',
      userAgent: BROWSER,
      startTime: now - c.minutesAgo * MINUTE,
      duration: 12 + i * 7,
      resultCode: c.result?.code ?? 0,
      resultMsg: c.result?.msg ?? '',
      creator: String(admin.id),
    })),
  );
}
