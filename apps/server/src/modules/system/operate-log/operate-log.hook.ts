/**
 * Records every write call (POST, PUT, DELETE; exports too) of a signed-in user: module, action,
 * who, from where, how long, and the outcome. The module name comes from the path's entity, the
 * action from the endpoint's summary, so each new endpoint is logged without extra code.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperateLogWriter } from './operate-log.writer.ts';

const MODULES: Record<string, string> = {
  user: '用户管理',
  role: '角色管理',
  menu: '菜单管理',
  dept: '部门管理',
  post: '岗位管理',
  permission: '权限管理',
  tenant: '租户管理',
  'tenant-package': '租户套餐',
  'notify-message': '站内信',
  'notify-template': '站内信模板',
  'login-log': '登录日志',
  'operate-log': '操作日志',
  'dict-type': '字典类型',
  'dict-data': '字典数据',
};

export const OperateType = { OTHER: 0, QUERY: 1, CREATE: 2, UPDATE: 3, DELETE: 4, EXPORT: 5, IMPORT: 6 } as const;

export function operateTypeOf(method: string, path: string): number {
  const action = path.split('/').pop() ?? '';
  if (action.startsWith('export')) return OperateType.EXPORT;
  if (action.startsWith('import')) return OperateType.IMPORT;
  if (method === 'DELETE' || action.startsWith('delete')) return OperateType.DELETE;
  if (action.startsWith('create')) return OperateType.CREATE;
  if (method === 'PUT' || action.startsWith('update') || action.startsWith('assign')) return OperateType.UPDATE;
  return method === 'GET' ? OperateType.QUERY : OperateType.OTHER;
}

/** Fields never copied into a log, whatever the endpoint. */
const SECRET = /pass(word)?|token|secret/i;

function summariseBody(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const safe = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, SECRET.test(k) ? '******' : v]));
  return JSON.stringify(safe).slice(0, 2000);
}

export function operateLogHook(writer: OperateLogWriter) {
  return async function onResponse(req: FastifyRequest, reply: FastifyReply) {
    const endpoint = req.routeOptions.config.endpoint;
    const user = req.ctx?.user;
    if (!endpoint || !user) return;
    const type = operateTypeOf(endpoint.method, endpoint.path);
    if (endpoint.method === 'GET' && type !== OperateType.EXPORT) return;
    const entity = endpoint.path.split('/')[2] ?? '';
    const elapsed = Math.round(reply.elapsedTime);
    const result = reply.operateResult ?? { code: 0, msg: '' };
    writer.record({
      tenantId: user.tenantId,
      traceId: String(req.id),
      userId: user.id,
      userNickname: user.nickname.slice(0, 30),
      module: MODULES[entity] ?? entity,
      name: endpoint.summary.split(/[（，,(]/)[0]!.slice(0, 100),
      type,
      content: summariseBody(req.body),
      requestMethod: endpoint.method,
      requestUrl: req.url.split('?')[0]!.slice(0, 255),
      userIp: req.ip,
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512),
      startTime: new Date(Date.now() - elapsed),
      duration: elapsed,
      resultCode: result.code,
      resultMsg: result.msg.slice(0, 512),
    });
  };
}

declare module 'fastify' {
  interface FastifyReply {
    /** The envelope's code and message, noted by the error handler for the operate log. */
    operateResult?: { code: number; msg: string };
  }
}
