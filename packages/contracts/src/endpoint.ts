/**
 * The endpoint declaration: every API call of the product is one `Endpoint` value.
 * The server registers routes from these (validation, permission gate, serialisation);
 * the web calls them through one helper. What must stay true: each endpoint states who may
 * call it, either a permission string, `login` (any signed-in user) or `public`, and
 * whether it needs the `tenant-id` header. A test walks them all.
 */
import Type, { type TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: a permission string, any logged-in user, or anyone. */
export type Access = { permission: string } | { login: true } | { public: true };

export interface Endpoint<
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  R extends TSchema = TSchema,
> {
  method: HttpMethod;
  /** Path below the API base `/tri-real-api/admin-api`, exactly as the spec writes it. */
  path: string;
  access: Access;
  /**
   * `required` (default): the `tenant-id` header must be present and name an active tenant;
   * for logged-in calls it must equal the token's tenant. `none`: the call is tenant-agnostic.
   */
  tenant?: 'required' | 'none';
  summary: string;
  /**
   * `json` (default): the envelope with `data`. `event-stream`: server-sent events; the handler
   * writes the stream itself and `response` describes one event's data. `file`: a download
   * (xlsx); failures still answer the JSON envelope, which the client detects in the blob.
   * `bare`: `response` is the whole answer, without the envelope (the reference's captcha
   * speaks its library's shape); failures still answer the envelope.
   */
  produces?: 'json' | 'event-stream' | 'file' | 'bare';
  /** `json` (default) or `multipart` (file uploads: the handler reads the parts itself). */
  consumes?: 'json' | 'multipart';
  query?: Q;
  body?: B;
  /** Schema of the envelope's `data` (of the whole answer when `bare`). */
  response: R;
}

export function endpoint<
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  R extends TSchema = TSchema,
>(e: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
  return e;
}

type StaticOf<S> = S extends TSchema ? Type.Static<S> : undefined;
export type QueryOf<E> = E extends Endpoint<infer Q, TSchema | undefined, TSchema> ? StaticOf<Q> : never;
export type BodyOf<E> = E extends Endpoint<TSchema | undefined, infer B, TSchema> ? StaticOf<B> : never;
export type ResponseOf<E> = E extends Endpoint<TSchema | undefined, TSchema | undefined, infer R> ? Type.Static<R> : never;

/** The envelope every JSON answer uses: success is code 0 with an empty msg. */
export interface CommonResult<T> {
  code: number;
  data: T;
  msg: string;
}

export const API_BASE = '/tri-real-api/admin-api';
