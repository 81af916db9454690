/**
 * The one way to register an API route: from its contract `Endpoint`. This adds the schemas
 * (validation in, serialisation out, dropping unlisted fields), the envelope, and attaches the
 * endpoint so the gate can check its access rule. Handlers return `data`; errors are thrown.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint, QueryOf, BodyOf, ResponseOf } from '@tenon/contracts';
import type { RequestContext } from './context.ts';

export interface ApiRequest<E extends Endpoint> {
  query: QueryOf<E>;
  body: BodyOf<E>;
  ctx: RequestContext;
  raw: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDef {
  endpoint: Endpoint;
  handler: (req: ApiRequest<Endpoint>) => Promise<unknown>;
}

export function route<E extends Endpoint>(
  endpoint: E,
  handler: (req: ApiRequest<E>) => Promise<ResponseOf<E>> | ResponseOf<E>,
): RouteDef {
  return { endpoint, handler: handler as unknown as RouteDef['handler'] };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}

const envelope = (data: object) => ({
  type: 'object',
  properties: { code: { type: 'integer' }, data, msg: { type: 'string' } },
});

export function registerRoutes(api: FastifyInstance, routes: RouteDef[]) {
  for (const { endpoint, handler } of routes) {
    const streams = endpoint.produces === 'event-stream';
    api.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { endpoint },
      schema: {
        summary: endpoint.summary,
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(streams ? {} : { response: { 200: envelope(endpoint.response) } }),
      },
      handler: async (req, reply) => {
        const data = await handler({
          query: req.query as never,
          body: req.body as never,
          ctx: req.ctx,
          raw: req,
          reply,
        });
        // An event stream's handler has taken over the reply and written it itself.
        if (streams) return reply;
        return { code: 0, data, msg: '' };
      },
    });
  }
}
