/**
 * A fake API server for tests, installed as the request client's transport. It answers only
 * what a test stubbed; anything else is recorded and fails the test, so no test passes by
 * accident. Requests are recorded as the server would receive them (path, query, headers,
 * body), which is what tests assert.
 */
import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { onTestFinished } from 'vitest';
import { API_BASE, type Endpoint } from '@tenon/contracts';
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

const keyOf = (endpoint: Pick<Endpoint, 'method' | 'path'> | string) =>
  typeof endpoint === 'string' ? endpoint : `${endpoint.method} ${endpoint.path}`;

/** Installs a fake server for the current test; it is removed when the test ends. */
export function createFakeServer(): FakeServer {
  const handlers = new Map<string, Handler>();
  const calls = new Map<string, number>();
  const requests: ReceivedRequest[] = [];
  const unhandled: string[] = [];

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
    if (answer instanceof Error) throw answer;
    return answer;
  });

  onTestFinished(() => {
    installTransport(null);
    if (unhandled.length > 0) throw new Error(`requests nobody stubbed:\n${unhandled.join('\n')}`);
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
