/**
 * One interface for every social-login provider: the URL that sends the browser to it, and the
 * exchange of the code it sends back for the account's identity. What must stay true: a
 * provider's failure (unreachable, refused, malformed answer) is always
 * SOCIAL_USER_AUTH_FAILURE with a reason a person understands, never a 500; and no provider
 * token leaves the exchange (nothing after sign-in uses them, so nothing keeps them).
 */
import { ErrorCodes } from '@tenon/contracts';
import { serviceError, ServiceError } from '../../../../platform/errors.ts';

/** The client's fields an adapter needs, the secret opened. */
export interface ProviderClient {
  clientId: string;
  clientSecret: string;
  agentId: string;
  issuer: string;
}

export interface AuthorizeRequest {
  client: ProviderClient;
  redirectUri: string;
  state: string;
  /** PKCE verifier (providers that support PKCE send its S256 challenge). */
  codeVerifier: string;
  /** OpenID Connect nonce (providers without ID tokens ignore it). */
  nonce: string;
}

export interface ExchangeRequest {
  client: ProviderClient;
  code: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
}

export interface SocialProfile {
  /** The account's stable id at the provider (the binding's key). */
  openid: string;
  nickname: string;
  avatar: string;
  /** The provider's user-info answer, as JSON text (shown to administrators). */
  rawUserInfo: string;
}

export interface SocialProvider {
  authorizeUrl(req: AuthorizeRequest): Promise<string>;
  exchange(req: ExchangeRequest): Promise<SocialProfile>;
}

/** How long a provider call may take before the sign-in gives up on it. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export const providerFailure = (reason: string) => serviceError(ErrorCodes.SOCIAL_USER_AUTH_FAILURE, reason);

/**
 * Runs a provider call, turning whatever it throws into the failure a person reads: our own
 * service errors pass as they are; a timeout or network error says the provider was not reached.
 */
export async function atProvider<T>(provider: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ServiceError) throw err;
    const name = (err as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw providerFailure(`${provider}响应超时`);
    throw providerFailure(`无法连接${provider}`);
  }
}

/** A provider's JSON answer; anything else (an HTML error page, a proxy's text) is a clear failure. */
export async function providerJson(provider: string, res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw providerFailure(`${provider}返回了无法识别的应答（HTTP ${res.status}）`);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw providerFailure(`${provider}返回了无法识别的应答（HTTP ${res.status}）`);
  return body as Record<string, unknown>;
}

export const timeoutSignal = () => AbortSignal.timeout(PROVIDER_TIMEOUT_MS);

/** A field of an answer as text ('' when absent), for ids that some providers send as numbers. */
export const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** `base` (an origin, perhaps with a path) joined with an absolute path. */
export const at = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;
