/**
 * The request client: every call to the API goes through `request()`.
 *
 * What must stay true:
 * - Each request carries `tenant-id` (stored tenant, default 1) and `Authorization: Bearer`
 *   unless it opts out (`withTenant: false`, `isToken: false`). Headers are computed at send
 *   time, so a replay after a refresh carries the new token.
 * - An answer with code 401 starts at most ONE refresh (single-use refresh tokens: two
 *   refreshes would revoke the session), in this tab and across the console's tabs. Every 401
 *   arriving meanwhile waits for that refresh and replays with the new token. No refresh token,
 *   or a refused refresh, ends in the re-login dialog, shown once however many calls failed.
 * - Every other failure is shown as `errorDisplay.ts` says, then rejected as an `ApiError`.
 */
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { API_BASE, GlobalCode, authApi, type ResponseOf } from '@tenon/contracts';
import { ApiError, TRANSPORT_ERROR_CODE } from './ApiError';
import {
  ErrorTexts,
  ReloginDialog,
  displayForCode,
  isSilentMessage,
  messageForCode,
  messageForTransportError,
  type Display,
} from './errorDisplay';
import { confirm, showError } from './feedback';
import { flattenParams, type ArrayFormat } from './paramsSerializer';
import { transportAdapter } from './transport';
import { withCrossTabLock } from './crossTabLock';
import {
  getAccessToken,
  getRefreshToken,
  getTenantId,
  removeRefreshToken,
  setTokens,
  storedRefreshTokenOtherThan,
} from '../stores/authStorage';

export const REQUEST_TIMEOUT_MS = 30_000;

export interface RequestOptions {
  /** `false`: send no bearer token (login helpers, the refresh call). */
  isToken?: boolean;
  /** `false`: send no `tenant-id` header (tenant-agnostic calls). */
  withTenant?: boolean;
  /** `false`: the caller tells the user itself; the error is still rejected. */
  showError?: boolean;
  /** `false`: an expired session rejects without the re-login dialog (session start handles it). */
  promptRelogin?: boolean;
  /** How array query values are written; see `paramsSerializer.ts`. */
  arrayFormat?: ArrayFormat;
}

export type RequestConfig = Omit<AxiosRequestConfig, 'baseURL' | 'adapter' | 'paramsSerializer'> & RequestOptions;

interface SendConfig extends RequestConfig {
  /** This is the replay after a refresh: a second 401 means the session is gone. */
  replay?: boolean;
  /** This is the refresh call itself: its 401 must not start another refresh. */
  refresh?: boolean;
}

export interface RequestClient {
  request<T>(config: RequestConfig): Promise<T>;
}

export interface RequestClientOptions {
  /** What "重新登录" in the re-login dialog does. */
  onRelogin: () => void;
}

type Tokens = ResponseOf<typeof authApi.refreshToken>;

interface Envelope {
  code: number;
  data: unknown;
  msg?: string;
}

const CLIENT_OPTIONS = ['isToken', 'withTenant', 'showError', 'promptRelogin', 'arrayFormat', 'replay', 'refresh'] as const;

/** The request as axios should see it: without this client's own options. */
function axiosPart(config: SendConfig): AxiosRequestConfig {
  const rest: Record<string, unknown> = { ...config };
  for (const option of CLIENT_OPTIONS) delete rest[option];
  return rest;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';

/** A file download answers a Blob; a failed one answers the JSON envelope inside that Blob. */
async function readBody(response: AxiosResponse): Promise<unknown> {
  const { data } = response;
  if (data instanceof Blob && data.type.includes('application/json')) return JSON.parse(await data.text());
  return data;
}

/** The Web Lock held while a refresh token is exchanged (crossTabLock.ts). */
const REFRESH_LOCK = 'tenon:refresh-token';
/** How long a tab that waited on another's exchange waits for that tab's new pair to reach it. */
const OTHER_TAB_WRITE_MS = 2_000;

export function createRequestClient({ onRelogin }: RequestClientOptions): RequestClient {
  const http = axios.create({ baseURL: `${API_BASE}/`, timeout: REQUEST_TIMEOUT_MS, adapter: transportAdapter });

  let refreshing: Promise<void> | null = null;
  let reloginOpen = false;

  function fail(code: number, message: string, display: Display, config: SendConfig): ApiError {
    const shown = config.showError !== false && display.kind !== 'none';
    if (shown) showError(display);
    return new ApiError(code, message, shown);
  }

  async function send(config: SendConfig): Promise<{ body: unknown; sentToken: string | null }> {
    const sentToken = config.isToken === false ? null : getAccessToken();
    const headers: Record<string, string> = {};
    if (config.withTenant !== false) headers['tenant-id'] = String(getTenantId());
    if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
    try {
      const response = await http.request({
        ...axiosPart(config),
        headers: { ...(config.headers as Record<string, string> | undefined), ...headers },
        paramsSerializer: { serialize: (params) => flattenParams(params, config.arrayFormat) },
      });
      return { body: await readBody(response), sentToken };
    } catch (error) {
      if (axios.isCancel(error)) throw new ApiError(TRANSPORT_ERROR_CODE, '请求已取消', false);
      const message = axios.isAxiosError(error) ? messageForTransportError(error) : String(error);
      throw fail(TRANSPORT_ERROR_CODE, message, { kind: 'toast', text: message, persistent: false }, config);
    }
  }

  async function request<T>(config: SendConfig): Promise<T> {
    const { body, sentToken } = await send(config);
    if (!isEnvelope(body)) return body as T; // a file, or an endpoint outside the envelope
    if (body.code === GlobalCode.SUCCESS) return body.data as T;

    const message = messageForCode(body.code, body.msg);
    const canRefresh = !config.refresh && config.isToken !== false && !isSilentMessage(message);
    if (body.code === GlobalCode.UNAUTHORIZED && canRefresh) return renewAndReplay<T>(config, sentToken);
    throw fail(body.code, message, displayForCode(body.code, message), config);
  }

  async function renewAndReplay<T>(config: SendConfig, sentToken: string | null): Promise<T> {
    if (!config.replay) {
      // A 401 that arrives after another call already refreshed only needs the new token.
      const current = getAccessToken();
      const renewedMeanwhile = current !== null && current !== sentToken;
      const renewed = renewedMeanwhile || (await refreshOnce().then(() => true, () => false));
      if (renewed) return request<T>({ ...config, replay: true });
    }
    const prompt = config.promptRelogin !== false;
    if (prompt) promptRelogin();
    throw new ApiError(GlobalCode.UNAUTHORIZED, ErrorTexts.sessionInvalid, prompt);
  }

  function refreshOnce(): Promise<void> {
    refreshing ??= refreshTokens().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /**
   * Tabs of the console share the stored pair, so their access tokens expire together and each
   * would exchange the same refresh token: the second exchange would revoke the session in every
   * tab. The exchange is made under a lock all tabs share, and a tab that finds the stored
   * refresh token changed while it waited uses the pair the other tab stored.
   */
  async function refreshTokens(): Promise<void> {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new ApiError(GlobalCode.UNAUTHORIZED, ErrorTexts.sessionInvalid, false);
    await withCrossTabLock(REFRESH_LOCK, async (waited) => {
      // After another tab's exchange, its pair may still be on its way to this tab's copy of the
      // storage (browsers copy it between tabs asynchronously): wait a moment for it to arrive.
      const stored = waited ? await storedRefreshTokenOtherThan(refreshToken, OTHER_TAB_WRITE_MS) : getRefreshToken();
      if (stored !== refreshToken) {
        // Another tab renewed the session (its pair is stored now) or ended it (nothing is).
        if (stored && getAccessToken()) return;
        throw new ApiError(GlobalCode.UNAUTHORIZED, ErrorTexts.sessionInvalid, false);
      }
      await exchange(refreshToken);
    });
  }

  /** Spends `refreshToken` for a new pair and stores it; a refused token is forgotten. */
  async function exchange(refreshToken: string): Promise<void> {
    try {
      const tokens = await request<Tokens>({
        method: authApi.refreshToken.method,
        url: authApi.refreshToken.path,
        params: { refreshToken },
        isToken: false,
        refresh: true,
      });
      setTokens(tokens);
    } catch (error) {
      // The server refused it: a rotated refresh token never works again.
      if (error instanceof ApiError && error.code !== TRANSPORT_ERROR_CODE) removeRefreshToken();
      throw error;
    }
  }

  function promptRelogin(): void {
    if (reloginOpen) return;
    reloginOpen = true;
    void confirm(ReloginDialog).then((relogin) => {
      reloginOpen = false;
      if (relogin) onRelogin();
    });
  }

  return { request };
}
