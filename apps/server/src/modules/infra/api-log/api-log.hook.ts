/**
 * Records every call of the console's and the members' API (the health probe aside) in 访问日志,
 * and every call the server failed unexpectedly (the error handler's 500) in 错误日志. The rows
 * are built once the answer has been sent (`onResponse`) and handed to the batch writers, so a
 * request never waits for a log insert and a failed insert never fails a request.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_LOG_APPLICATION_NAME, healthApi, notifyMessageApi, type Endpoint } from '@tenon/contracts';
import { clientAddress } from '../../../platform/client-address.ts';
import { requestParams } from './request-params.ts';
import { cutText } from '../../../platform/bounded-json.ts';
import type { ApiLogs, ApiAccessLogRow, ApiErrorLogRow } from './api-log.writer.ts';

/** user_type: 1 member, 2 administrator (the reference's UserTypeEnum); 0 a caller not signed in. */
export const UserTypes = { NONE: 0, MEMBER: 1, ADMIN: 2 } as const;

/**
 * Calls asked on a timer rather than by a person are not recorded: the probes (liveness,
 * readiness), asked every few seconds by a balancer, and the bell's unread count, polled by every
 * open console (the reference marks it `@ApiAccessLog(enable = false)`: "由于前端会不断轮询该接口，
 * 记录日志没有意义"). Its rows would be most of 访问日志 and most of what the log costs.
 */
const UNRECORDED: ReadonlySet<Endpoint> = new Set<Endpoint>([healthApi.health, healthApi.ready, notifyMessageApi.getUnreadCount]);

function requestFieldsOf(req: FastifyRequest) {
  const ctx = req.ctx as FastifyRequest['ctx'] | undefined;
  const user = ctx?.user;
  const member = ctx?.member;
  let params: string;
  try {
    params = requestParams(req.query, req.body);
  } catch {
    // Whatever the request held, the call itself is still recorded.
    params = '（请求参数无法记录）';
  }
  return {
    tenantId: ctx?.tenantId ?? user?.tenantId ?? member?.tenantId ?? 0,
    traceId: cutText(String(req.id), 64),
    userId: user?.id ?? member?.id ?? 0,
    userType: user ? UserTypes.ADMIN : member ? UserTypes.MEMBER : UserTypes.NONE,
    applicationName: API_LOG_APPLICATION_NAME,
    requestMethod: req.method.slice(0, 16),
    requestUrl: cutText(req.url.split('?')[0]!, 255),
    requestParams: params,
    userIp: clientAddress(req),
    userAgent: cutText(String(req.headers['user-agent'] ?? ''), 512),
  };
}

/** The first frame of a stack below its message: `at method (file:line:col)` or `at file:line:col`. */
export function firstFrame(stack: string | undefined): { method: string; file: string; line: number } {
  const frame = (stack ?? '').split('\n').find((l) => /^\s+at /.test(l));
  if (!frame) return { method: '', file: '', line: 0 };
  const text = frame.trim().slice(3);
  const withMethod = /^(.*?) \((.*):(\d+):\d+\)$/.exec(text);
  if (withMethod) return { method: withMethod[1]!, file: withMethod[2]!, line: Number(withMethod[3]) };
  const bare = /^(.*):(\d+):\d+$/.exec(text);
  return bare ? { method: '', file: bare[1]!, line: Number(bare[2]) } : { method: text, file: '', line: 0 };
}

const asError = (err: unknown): Error => (err instanceof Error ? err : new Error(String(err)));

/** The last error of the `cause` chain (at most 10 deep). */
function rootCause(err: Error): Error {
  let current = err;
  for (let i = 0; i < 10 && current.cause !== undefined; i++) current = asError(current.cause);
  return current;
}

export function errorFieldsOf(thrown: unknown, at: number) {
  const err = asError(thrown);
  const frame = firstFrame(err.stack);
  return {
    exceptionTime: at,
    exceptionName: cutText(err.name || err.constructor?.name || 'Error', 128),
    exceptionMessage: cutText(err.message ?? '', 4000),
    exceptionRootCauseMessage: cutText(rootCause(err).message ?? '', 4000),
    exceptionStackTrace: cutText(err.stack ?? String(err), 16_000),
    exceptionClassName: cutText(err.constructor?.name ?? '', 512),
    exceptionFileName: cutText(frame.file, 512),
    exceptionMethodName: cutText(frame.method, 512),
    exceptionLineNumber: frame.line,
  };
}

function accessRowOf(req: FastifyRequest, reply: FastifyReply): ApiAccessLogRow {
  const endTime = Date.now();
  const duration = Math.max(0, Math.round(reply.elapsedTime));
  const result = reply.operateResult ?? (reply.statusCode < 400 ? { code: 0, msg: '' } : { code: reply.statusCode, msg: '' });
  return {
    ...requestFieldsOf(req),
    beginTime: endTime - duration,
    endTime,
    duration,
    resultCode: result.code,
    resultMsg: cutText(result.msg, 512),
  };
}

function errorRowOf(req: FastifyRequest, err: unknown): ApiErrorLogRow {
  return { ...requestFieldsOf(req), ...errorFieldsOf(err, Date.now()) };
}

/**
 * Adds the logs' hook to the API's instance. `access: false` (API_LOG=off) records no access
 * rows; unexpected errors are recorded either way.
 */
export function installApiLog(api: FastifyInstance, logs: ApiLogs, opts: { access: boolean }) {
  api.addHook('onResponse', (req, reply, done) => {
    try {
      const unexpected = reply.unexpectedError;
      if (unexpected !== undefined) logs.errors.add(errorRowOf(req, unexpected));
      if (opts.access && !UNRECORDED.has(req.routeOptions.config.endpoint as Endpoint)) logs.access.add(accessRowOf(req, reply));
    } catch (err) {
      req.log.error({ err, traceId: req.id }, 'api log not recorded');
    }
    done();
  });
}
