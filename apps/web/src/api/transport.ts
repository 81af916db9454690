/**
 * The wire under the request client. The browser uses axios' own XHR adapter; tests install a
 * fake (src/test/fakeServer.ts) so that the real client, with its headers, parameter
 * flattening, envelope handling and refresh flow, runs without a network.
 */
import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** What a server answers: an HTTP status, a body, optional headers. */
export interface WireResponse {
  status: number;
  data: unknown;
  headers?: Record<string, string>;
}

export type Transport = (config: InternalAxiosRequestConfig) => Promise<WireResponse>;

let installed: Transport | null = null;

/** Replaces the wire (tests only); `null` restores the browser's. */
export function installTransport(transport: Transport | null): void {
  installed = transport;
}

const browserWire = axios.getAdapter(['xhr', 'fetch']);

export const transportAdapter: AxiosAdapter = async (config) => {
  if (!installed) return browserWire(config);
  const answer = await installed(config);
  const response: AxiosResponse = {
    data: answer.data,
    status: answer.status,
    statusText: String(answer.status),
    headers: answer.headers ?? {},
    config,
    request: { responseType: config.responseType },
  };
  // Axios' own adapters reject unsuccessful statuses; a fake must behave the same way.
  if (config.validateStatus && !config.validateStatus(answer.status)) {
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      null,
      response,
    );
  }
  return response;
};
