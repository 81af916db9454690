/**
 * The endpoint declaration: every API call of the product is one `Endpoint` value.
 * The server registers routes from these (validation, permission gate, serialisation);
 * the web calls them through one helper. What must stay true: each endpoint states who may
 * call it, either a permission string, `login` (any signed-in user) or `public` (`member`, a
 * signed-in member, on the members' surface), and
 * whether it needs the `tenant-id` header. A test walks them all.
 */
import Type, { type TSchema } from 'typebox';
import type { Permission } from './permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: on the admin surface a permission string, any logged-in user, or anyone; on the
 * app surface anyone or a signed-in member (`member`). A member never holds a permission: members
 * have no roles, each call serves the member's own records.
 */
export type Access = { permission: Permission } | { login: true } | { public: true } | { member: true };

/**
 * The two APIs: `admin`, the console's (administrators and staff, below `API_BASE`), and `app`,
 * the members' (shoppers, below `APP_API_BASE`). Each has its own accounts and its own tokens,
 * and the gate accepts a token only on its own surface.
 */
export type Surface = 'admin' | 'app';

/** Whether a call must name an active tenant in the `tenant-id` header (see `Endpoint.tenant`). */
export type TenantRule = 'required' | 'none';

export interface Endpoint<
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  R extends TSchema = TSchema,
  A extends Access = Access,
  T extends TenantRule | undefined = TenantRule | undefined,
  P extends TSchema | undefined = TSchema | undefined,
> {
  method: HttpMethod;
  /** `admin` when absent. Stamped on a group's endpoints by `apiGroup(…, { surface: 'app' })`. */
  surface?: Surface;
  /**
   * Path below its surface's API base (`/tri-real-api/admin-api`, `/tri-real-api/app-api`), exactly as the reference's (docs/compatibility.md); a segment
   * `{name}` is a path parameter, declared in `params` (`/system/dict-data/type/{type}`).
   */
  path: string;
  /** The path parameters' schema (an object with one property per `{name}` of the path). */
  params?: P;
  access: A;
  /**
   * `required` (default): the `tenant-id` header must be present and name an active tenant;
   * for logged-in calls it must equal the token's tenant. `none`: the call is tenant-agnostic.
   */
  tenant?: T;
  /**
   * The module the operate log files this call under (e.g. 岗位管理). Stamped on every endpoint
   * of a group by `apiGroup`, so a new group is logged under its own name without a hand-kept map.
   */
  module?: string;
  /**
   * The platform's own catalogue (dictionaries, menus, tenants, mail and SMS set-up…): global rows
   * every tenant shares, so only the system tenant's users may call it, whatever their grant.
   * Stamped on a group's permission-guarded endpoints by `apiGroup(…, { platform: true })`; the
   * `login` and `public` reads every tenant needs (`list-all-simple`) stay open. The same
   * declaration keeps the permissions out of other tenants' packages and grants (`platformPermissions`).
   */
  platform?: boolean;
  summary: string;
  /**
   * `json` (default): the envelope with `data`. `event-stream`: server-sent events; the handler
   * writes the stream itself and `response` describes one event's data. `file`: a download
   * (xlsx); failures still answer the JSON envelope, which the client detects in the blob.
   * `bare`: `response` is the whole answer, without the envelope (the reference's captcha
   * speaks its library's shape); failures still answer the envelope.
   */
  produces?: 'json' | 'event-stream' | 'file' | 'bare';
  /**
   * `json` (default), `multipart` (file uploads: the handler reads the parts itself), `form`
   * (OAuth2's form-encoded parameters; JSON is accepted too, every value a string) or `raw` (a
   * payment provider's notification: the handler gets the body as text, whatever its type, and
   * verifies it itself).
   */
  consumes?: 'json' | 'multipart' | 'form' | 'raw';
  query?: Q;
  body?: B;
  /** Schema of the envelope's `data` (of the whole answer when `bare`). */
  response: R;
}

export function endpoint<
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  R extends TSchema = TSchema,
  const A extends Access = Access,
  const T extends TenantRule | undefined = undefined,
  P extends TSchema | undefined = undefined,
>(e: Endpoint<Q, B, R, A, T, P>): Endpoint<Q, B, R, A, T, P> {
  return e;
}

const PATH_PARAM = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The names of a path's `{name}` segments, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((m) => m[1]!);
}

/** The path with each `{name}` replaced by its value, URL-encoded (a value may hold `/`). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(PATH_PARAM, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export interface GroupOptions {
  /** The group is a platform-wide catalogue: its permission-guarded endpoints are the system tenant's alone (`Endpoint.platform`). */
  platform?: boolean;
  /** The group's surface (`Endpoint.surface`); `admin` when absent. */
  surface?: Surface;
}

/**
 * One screen's or area's endpoints under the module name the operate log records them with.
 * The group object is returned as given (its keys stay typed); each endpoint gains `module`, and
 * in a platform group each permission-guarded endpoint gains `platform`.
 */
export function apiGroup<G extends object>(module: string, endpoints: G, options: GroupOptions = {}): G {
  // `G extends object`, not `Record<string, Endpoint>`: a contextual `Endpoint` type would leak
  // into each `endpoint({...})` call and widen its absent query or body to `TSchema | undefined`.
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, e]) => {
      const platform = options.platform === true && 'permission' in (e as Endpoint).access;
      const surface = options.surface && options.surface !== 'admin' ? { surface: options.surface } : {};
      return [name, { ...(e as Endpoint), module, ...(platform ? { platform: true } : {}), ...surface }];
    }),
  ) as G;
}

type StaticOf<S> = S extends TSchema ? Type.Static<S> : undefined;
export type QueryOf<E> = E extends Endpoint<infer Q, TSchema | undefined, TSchema, Access, TenantRule | undefined> ? StaticOf<Q> : never;
export type BodyOf<E> = E extends Endpoint<TSchema | undefined, infer B, TSchema, Access, TenantRule | undefined> ? StaticOf<B> : never;
export type ParamsOf<E> =
  E extends Endpoint<TSchema | undefined, TSchema | undefined, TSchema, Access, TenantRule | undefined, infer P> ? StaticOf<P> : never;
export type ResponseOf<E> =
  E extends Endpoint<TSchema | undefined, TSchema | undefined, infer R, Access, TenantRule | undefined> ? Type.Static<R> : never;
/** A page endpoint's filters: its query without the paging fields (what a search form holds). */
export type FiltersOf<E> = Omit<NonNullable<QueryOf<E>>, 'pageNo' | 'pageSize'>;

/** The envelope every JSON answer uses: success is code 0 with an empty msg. */
export interface CommonResult<T> {
  code: number;
  data: T;
  msg: string;
}

export const API_BASE = '/tri-real-api/admin-api';
/** The members' API (`Surface` `app`): its own accounts and tokens, never valid on `API_BASE`. */
export const APP_API_BASE = '/tri-real-api/app-api';

export const surfaceOf = (e: Pick<Endpoint, 'surface'>): Surface => e.surface ?? 'admin';

/** The base an endpoint's path is below: every URL built from an endpoint starts here. */
export const apiBaseOf = (e: Pick<Endpoint, 'surface'>): string => (surfaceOf(e) === 'app' ? APP_API_BASE : API_BASE);
