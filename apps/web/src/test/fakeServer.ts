/**
 * A fake API server for tests, installed as the request client's transport. It answers only
 * what a test stubbed; anything else is recorded and fails the test, so no test passes by
 * accident. Both sides are held to the contract: a request whose body the endpoint's schema
 * refuses, or whose query names a parameter the endpoint does not declare, and a stubbed success
 * whose data the endpoint's response schema refuses, fail the test too, so neither the screen nor
 * its test can drift from what the real server accepts and answers. Requests are recorded as the server would receive them (path, query, headers,
 * body), which is what tests assert.
 */
import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { onTestFinished } from 'vitest';
import Value from 'typebox/value';
import { allEndpoints, API_BASE, surfaceOf, type Endpoint } from '@tenon/contracts';
import { installTransport, type WireResponse } from '../api/transport';

export interface ReceivedRequest {
  method: string;
  /** The full path as the browser would request it, with the API base. */
  fullPath: string;
  /** Path below the API base, e.g. `/system/auth/login`. */
  path: string;
  /** The query string exactly as sent, without `?`. */
  search: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: unknown;
  /** The request's timeout in milliseconds. */
  timeout: number | undefined;
}

type Answer = WireResponse | Error;
export type Handler = (request: ReceivedRequest, callIndex: number) => Answer | Promise<Answer>;

export const ok = (data: unknown): WireResponse => ({ status: 200, data: { code: 0, data, msg: '' } });
export const fail = (code: number, msg = ''): WireResponse => ({ status: 200, data: { code, data: null, msg } });
export const httpStatus = (status: number): WireResponse => ({ status, data: '' });
export const networkError = () => new AxiosError('Network Error', AxiosError.ERR_NETWORK);
export const timeoutError = () => new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED);

function receive(config: InternalAxiosRequestConfig): ReceivedRequest {
  const url = new URL(axios.getUri(config), 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers?.toJSON() ?? {})) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
  return {
    method: (config.method ?? 'get').toUpperCase(),
    fullPath: url.pathname,
    path: url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname,
    search: url.search.replace(/^\?/, ''),
    query: url.searchParams,
    headers,
    body,
    timeout: config.timeout,
  };
}

export interface FakeServer {
  /** Answers `endpoint` (or 'METHOD /path') with `handler` from now on. */
  on(endpoint: Pick<Endpoint, 'method' | 'path'> | string, handler: Handler | Answer): FakeServer;
  /** Requests received so far, optionally only those to one endpoint. */
  received(endpoint?: Pick<Endpoint, 'method' | 'path'> | string): ReceivedRequest[];
}

// The console's contracts: an app-surface endpoint may share a path with one of them (the shop's product list).
const contractOf = new Map(allEndpoints.filter((e) => surfaceOf(e) === 'admin').map((e) => [`${e.method} ${e.path}`, e]));

const firstError = (schema: unknown, value: unknown) => {
  const [error] = Value.Errors(schema as never, value);
  return error ? `${(error as { instancePath?: string }).instancePath || '/'} ${(error as { message?: string }).message ?? ''}` : '';
};

/** What in a request or a stubbed answer the endpoint's contract refuses, if anything. */
function contractBreaches(endpoint: Endpoint, request: ReceivedRequest, answer: unknown): string[] {
  const breaches: string[] = [];
  const key = `${request.method} ${request.path}`;
  if (endpoint.body && request.body !== undefined && !(request.body instanceof FormData) && !Value.Check(endpoint.body as never, request.body))
    breaches.push(`${key}: the body breaks the contract (${firstError(endpoint.body, request.body)}): ${JSON.stringify(request.body)}`);
  const declared = (endpoint.query as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  // A list is sent as `name[0]`, `name[1]` (a date range).
  for (const name of new Set([...request.query.keys()].map((key) => key.replace(/\[\d*\]$/, '')))) {
    if (!(name in declared)) breaches.push(`${key}: the query sends '${name}', which the endpoint does not declare`);
  }
  const wire = answer as { status?: number; data?: { code?: number; data?: unknown } } | undefined;
  const json = endpoint.produces === undefined || endpoint.produces === 'json';
  if (json && wire?.status === 200 && wire.data?.code === 0 && !Value.Check(endpoint.response as never, wire.data.data))
    breaches.push(`${key}: the stub answers what the contract does not (${firstError(endpoint.response, wire.data.data)})`);
  return breaches;
}

const keyOf = (endpoint: Pick<Endpoint, 'method' | 'path'> | string) =>
  typeof endpoint === 'string' ? endpoint : `${endpoint.method} ${endpoint.path}`;

/** Installs a fake server for the current test; it is removed when the test ends. */
export function createFakeServer(): FakeServer {
  const handlers = new Map<string, Handler>();
  const calls = new Map<string, number>();
  const requests: ReceivedRequest[] = [];
  const unhandled: string[] = [];
  const breaches: string[] = [];

  installTransport(async (config) => {
    const request = receive(config);
    requests.push(request);
    const key = `${request.method} ${request.path}`;
    const handler = handlers.get(key);
    if (!handler) {
      unhandled.push(`${key}?${request.search}`);
      throw new Error(`fake server: no answer stubbed for ${key}`);
    }
    const index = calls.get(key) ?? 0;
    calls.set(key, index + 1);
    const answer = await handler(request, index);
    const contract = contractOf.get(key);
    if (contract) breaches.push(...contractBreaches(contract, request, answer instanceof Error ? undefined : answer));
    if (answer instanceof Error) throw answer;
    return answer;
  });

  onTestFinished(() => {
    installTransport(null);
    if (unhandled.length > 0) throw new Error(`requests nobody stubbed:\n${unhandled.join('\n')}`);
    if (breaches.length > 0) throw new Error(`the contract refuses:\n${[...new Set(breaches)].join('\n')}`);
  });

  const server: FakeServer = {
    on(endpoint, handler) {
      handlers.set(keyOf(endpoint), typeof handler === 'function' ? handler : () => handler);
      return server;
    },
    received(endpoint) {
      return endpoint ? requests.filter((r) => `${r.method} ${r.path}` === keyOf(endpoint)) : [...requests];
    },
  };
  return server;
}
