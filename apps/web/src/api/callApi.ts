/**
 * Calls an endpoint declared in `@tenon/contracts`: the URL, method and tenant header come
 * from the declaration, the typed `query`/`body` go on the wire, and the envelope's `data`
 * comes back. Public endpoints send no bearer token unless the caller asks for it
 * (logout does: it ends the session that token belongs to).
 */
import { fillPath, surfaceOf, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResponseOf } from '@tenon/contracts';
import { apiClient } from './client';
import type { RequestOptions } from './requestClient';

type QueryPart<E> = QueryOf<E> extends undefined ? { query?: undefined } : { query: QueryOf<E> };
type BodyPart<E> = BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> };
/** The values of the path's `{name}` segments (`/system/dict-data/type/{type}`). */
type ParamsPart<E> = ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> };

export type CallInput<E> = QueryPart<E> & BodyPart<E> & ParamsPart<E> & RequestOptions & { signal?: AbortSignal };

/** The input may be left out when the endpoint takes neither query nor body. */
type CallArgs<E> = QueryOf<E> extends undefined
  ? BodyOf<E> extends undefined
    ? ParamsOf<E> extends undefined
      ? [input?: CallInput<E>]
      : [input: CallInput<E>]
    : [input: CallInput<E>]
  : [input: CallInput<E>];

export function callApi<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ResponseOf<E>> {
  // The console's client is rooted at the console's API and holds a console token, which the members' API refuses.
  if (surfaceOf(endpoint) !== 'admin') throw new Error(`${endpoint.path}: an endpoint of the members' API, not the console's`);
  const { query, body, params, ...options } = (input ?? {}) as CallInput<Endpoint> & { query?: object; body?: unknown; params?: Record<string, unknown> };
  return apiClient.request<ResponseOf<E>>({
    method: endpoint.method,
    url: endpoint.params ? fillPath(endpoint.path, params) : endpoint.path,
    params: query,
    data: body,
    isToken: !('public' in endpoint.access),
    withTenant: endpoint.tenant !== 'none',
    ...options,
  });
}
