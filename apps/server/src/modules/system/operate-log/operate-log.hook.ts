/**
 * Records every write call (POST, PUT, DELETE; exports too) of a signed-in user, refused or not:
 * module, action, who, from where, how long, and the outcome. The module name comes from the
 * endpoint's group (`apiGroup`), the action from the endpoint's summary, so each new endpoint is logged without
 * extra code. The row is stored before the answer is sent (see operate-log.writer.ts).
 */
import { clientAddress } from '../../../platform/client-address.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@tenon/contracts';
import type { OperateLogEntry, OperateLogWriter } from './operate-log.writer.ts';
import { summariseBody, UNLOGGABLE_CONTENT } from './operate-log.summary.ts';

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

/** What a call is, from its contract: the module (its group), the action (its summary) and its kind. */
export function callOf(endpoint: Endpoint) {
  return {
    module: endpoint.module ?? endpoint.path.split('/')[2] ?? '',
    name: endpoint.summary.split(/[（，,(]/)[0]!,
    type: operateTypeOf(endpoint.method, endpoint.path),
    requestMethod: endpoint.method,
  };
}

/** The row for a write call of a signed-in user; undefined for reads and anonymous calls. */
function entryFor(req: FastifyRequest, reply: FastifyReply, startTime: number): OperateLogEntry | undefined {
  const endpoint = req.routeOptions.config.endpoint;
  const user = req.ctx?.user;
  if (!endpoint || !user) return undefined;
  const call = callOf(endpoint);
  if (endpoint.method === 'GET' && call.type !== OperateType.EXPORT) return undefined;
  const result = reply.operateResult ?? { code: 0, msg: '' };
  let content: string;
  try {
    content = summariseBody(req.body);
  } catch {
    // Whatever the body is, the operation itself is still recorded.
    content = UNLOGGABLE_CONTENT;
  }
  // Lengths and characters are fitted to the columns by the writer.
  return {
    tenantId: user.tenantId,
    traceId: String(req.id),
    userId: user.id,
    userNickname: user.nickname,
    ...call,
    content,
    requestUrl: req.url.split('?')[0]!,
    userIp: clientAddress(req),
    userAgent: String(req.headers['user-agent'] ?? ''),
    startTime,
    duration: Math.round(reply.elapsedTime),
    resultCode: result.code,
    resultMsg: result.msg,
  };
}

/** Writes and exports are logged; the decision is made once per endpoint, not per request. */
const loggedEndpoints = new WeakMap<Endpoint, boolean>();
function isLoggedCall(req: FastifyRequest): boolean {
  const endpoint = req.routeOptions.config.endpoint;
  if (!endpoint) return false;
  let logged = loggedEndpoints.get(endpoint);
  if (logged === undefined) {
    logged = endpoint.method !== 'GET' || callOf(endpoint).type === OperateType.EXPORT;
    loggedEndpoints.set(endpoint, logged);
  }
  return logged;
}

/**
 * Adds the operate log's hooks to the API's instance; install before the access gate (see `arrived`).
 * Callback hooks that return at once for reads: every request passes them, and an async hook costs
 * a promise and its async-context propagation each time.
 */
export function installOperateLog(api: FastifyInstance, writer: OperateLogWriter) {
  /** When each request arrived (wall clock, before the gate), so one caller's calls list in the order made. */
  const arrived = new WeakMap<FastifyRequest, number>();
  const recorded = new WeakSet<FastifyRequest>();
  const record = async (req: FastifyRequest, reply: FastifyReply) => {
    if (recorded.has(req)) return;
    recorded.add(req);
    try {
      const entry = entryFor(req, reply, arrived.get(req) ?? Date.now() - reply.elapsedTime);
      if (entry) await writer.write(entry);
    } catch (err) {
      req.log.error({ err, traceId: req.id }, 'operate log not recorded');
    }
  };
  api.addHook('onRequest', (req, _reply, done) => {
    if (isLoggedCall(req)) arrived.set(req, Date.now());
    done();
  });
  // Before the answer leaves, so whoever has seen the answer finds the row.
  api.addHook('onSend', (req, reply, payload, done) => {
    if (!isLoggedCall(req)) return done(null, payload);
    void record(req, reply).then(() => done(null, payload));
  });
  // Fastify's last-resort error answer does not pass onSend: record that one once it is sent.
  api.addHook('onResponse', (req, reply, done) => {
    if (!isLoggedCall(req)) return done();
    void record(req, reply).then(() => done());
  });
}
