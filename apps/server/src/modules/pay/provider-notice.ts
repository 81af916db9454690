/**
 * A provider's notification as its client reads it, and our answer in the provider's own words.
 * The body arrives as text (the route `consumes: 'raw'`): a form for Alipay, XML for WeChat Pay v2,
 * JSON for v3. Form fields join the query's, as the reference's `@RequestParam Map` sees them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChannelNotify, PayClient } from './client/index.ts';

export function providerNotice(req: FastifyRequest): ChannelNotify {
  const body = typeof req.body === 'string' ? req.body : '';
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries((req.query ?? {}) as Record<string, unknown>)) if (typeof v === 'string') params[k] = v;
  if (String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    for (const [k, v] of new URLSearchParams(body)) if (!(k in params)) params[k] = v;
  }
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k.toLowerCase()] = v;
  return { params, body, headers };
}

/** Sends the answer the provider expects (`success`, SUCCESS XML or JSON), so it stops, or retries when `ok` is false. */
export function providerAnswer(reply: FastifyReply, client: PayClient | undefined, ok: boolean): FastifyReply {
  const answer = client?.notifyAnswer(ok) ?? { contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'failure', status: ok ? 200 : 500 };
  return reply.code(answer.status).type(answer.contentType).send(answer.body);
}
