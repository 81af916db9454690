/**
 * The trace id of a request: Fastify's request id, so the server log (pino's `reqId`), the
 * answer's `X-Trace-Id` header, a 500's message and the API logs' rows all carry the same value.
 * A fresh one is 32 random hex characters (W3C trace-id form); an incoming `X-Trace-Id` of 16 to
 * 64 letters, digits, `-` or `_` (a gateway or a caller's own) is kept, so a call is followed
 * across services. Anything else is ignored: a client cannot put arbitrary text in the logs.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const TRACE_ID_HEADER = 'x-trace-id';
const ACCEPTED = /^[A-Za-z0-9_-]{16,64}$/;

// randomUUID draws from a buffered pool: randomBytes per request was a synchronous system call
// on every request (6% of a cached route's time in bench/api.bench.ts's profile).
export const newTraceId = () => randomUUID().replaceAll('-', '');

export function traceIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const given = req.headers[TRACE_ID_HEADER];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : newTraceId();
}
