/**
 * The one way to register an API route: from its contract `Endpoint`. This adds the schemas
 * (validation in, serialisation out, dropping unlisted fields), the envelope, and attaches the
 * endpoint so the gate can check its access rule. Handlers return `data`; errors are thrown.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { apiBaseOf, type Endpoint, type QueryOf, type BodyOf, type ParamsOf, type ResponseOf } from '@tenon/contracts';
import type { ContextOf } from './context.ts';
import { SerializedAnswer } from './answer-once.ts';
import { contentDisposition, isFileReply, type FileReply } from './file-reply.ts';

export interface ApiRequest<E extends Endpoint> {
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The path's `{name}` segments (`/system/dict-data/type/{type}`), validated by `params`. */
  params: ParamsOf<E>;
  /** Typed by the endpoint's access rule: the gate has already guaranteed what it promises. */
  ctx: ContextOf<E>;
  raw: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDef {
  endpoint: Endpoint;
  /** The area feature that serves it (`routesOf` stamps it), for the walks and the logs. */
  feature?: string;
  handler: (req: ApiRequest<Endpoint>) => Promise<unknown>;
  /** A WebSocket route (`socketRoute`): the upgraded socket goes here, a plain HTTP request to `handler`. */
  socket?: (socket: WebSocket, req: FastifyRequest) => void;
}

type Result<E extends Endpoint> = E['produces'] extends 'file' ? FileReply : ResponseOf<E> | SerializedAnswer;

export function route<E extends Endpoint>(
  endpoint: E,
  handler: (req: ApiRequest<E>) => Promise<Result<E>> | Result<E>,
): RouteDef {
  return { endpoint, handler: handler as unknown as RouteDef['handler'] };
}

/**
 * A route that upgrades to a WebSocket (@fastify/websocket, registered by the app): `socket` takes
 * the upgraded socket; `http` answers a request that did not ask for an upgrade. The gate runs
 * before the upgrade, as on any route.
 */
export function socketRoute<E extends Endpoint>(
  endpoint: E,
  http: (req: ApiRequest<E>) => Promise<Result<E>> | Result<E>,
  socket: (socket: WebSocket, req: FastifyRequest) => void,
): RouteDef {
  return { ...route(endpoint, http), socket };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
    feature?: string;
  }
}

/** The router's spelling of a contract path: `{type}` → `:type`. */
export const routerPath = (path: string) => path.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, ':$1');

const envelope = (data: object) => ({
  type: 'object',
  properties: { code: { type: 'integer' }, data, msg: { type: 'string' } },
});

/** The most a payment provider's notification may weigh (its raw body). */
const RAW_BODY_LIMIT = 64 * 1024;

/** Registers each route below its surface's base (`apiBaseOf`): the console's API or the members'. */
export function registerRoutes(api: FastifyInstance, routes: RouteDef[]) {
  const raw = routes.filter((r) => r.endpoint.consumes === 'raw');
  if (raw.length > 0) {
    // A provider's notification is a form, XML or JSON as the provider chooses, and its signature
    // covers the exact text: these routes take any body as a string, in a context of their own so
    // the product's parsers (and their refusals) stay as they are everywhere else.
    void api.register(async (child) => {
      child.removeAllContentTypeParsers();
      child.addContentTypeParser('*', { parseAs: 'string', bodyLimit: RAW_BODY_LIMIT }, (_req, body, done) => done(null, body));
      for (const def of raw) addRoute(child, def);
    });
  }
  for (const def of routes) if (def.endpoint.consumes !== 'raw') addRoute(api, def);
}

function addRoute(api: FastifyInstance, { endpoint, handler, feature, socket }: RouteDef) {
  const streams = endpoint.produces === 'event-stream';
  const file = endpoint.produces === 'file';
  const bare = endpoint.produces === 'bare';
  api.route({
    method: endpoint.method,
    url: `${apiBaseOf(endpoint)}${routerPath(endpoint.path)}`,
    config: { endpoint, feature },
    ...(socket ? { wsHandler: socket } : {}),
    schema: {
      summary: endpoint.summary,
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(streams || file ? {} : { response: { 200: bare ? endpoint.response : envelope(endpoint.response) } }),
    },
    handler: async (req, reply) => {
      const data = await handler({
        query: req.query as never,
        body: req.body as never,
        params: req.params as never,
        // The gate filled `req.ctx` by this endpoint's rules (see `ContextOf`).
        ctx: req.ctx as never,
        raw: req,
        reply,
      });
      // An event stream's handler has taken over the reply and written it itself.
      if (streams) return reply;
      if (file && isFileReply(data)) {
        reply
          .header('content-type', data.contentType)
          .header('content-disposition', data.inline ? 'inline' : contentDisposition(data.filename))
          .header('cache-control', data.cacheControl ?? 'no-store');
        for (const [name, value] of Object.entries(data.headers ?? {})) reply.header(name, value);
        return reply.send(data.body);
      }
      // The envelope serialised before, by this route's serializer, compressed if the client takes it (answer-once.ts).
      if (data instanceof SerializedAnswer) {
        const { body, coding } = data.bodyFor(req.headers['accept-encoding']);
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        if (coding) reply.header('content-encoding', coding);
        return reply.send(body);
      }
      return bare ? data : { code: 0, data, msg: '' };
    },
  });
}
