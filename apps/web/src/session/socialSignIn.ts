/**
 * The browser's side of social login: leaving for the provider with the address it must come
 * back to, and reading its answer on return. The callback address is built here, once, because
 * the provider compares it exactly with what was registered (and the server with what it sent).
 */
import { authApi, SOCIAL_TYPES, type SocialType } from '@tenon/contracts';
import { callApi } from '../api/callApi';
import { documentNavigation } from '../router/documentNavigation';

/** Where a provider sends a login back: /social-login, with where to go once signed in. */
export function socialLoginUri(type: SocialType, redirect: string): string {
  return `${window.location.origin}/social-login?type=${type}&redirect=${encodeURIComponent(redirect)}`;
}

/**
 * Asks the server for the provider's authorize URL (it keeps the state) and leaves for it.
 * `signedIn` (the profile's 绑定): the session's token goes along, so the server lets only this
 * user bind what comes back.
 */
export async function goToProvider(type: SocialType, redirectUri: string, { signedIn = false } = {}): Promise<void> {
  const url = await callApi(authApi.socialAuthRedirect, { query: { type, redirectUri }, isToken: signedIn });
  const state = new URL(url).searchParams.get('state');
  if (state) rememberStarted(state);
  documentNavigation.assign(url);
}

/*
 * Login CSRF (RFC 6749 §10.12): a callback link carrying someone else's code must not sign this
 * browser in to their account, nor lead its user to bind that account to their own by signing
 * in on /bind. The redirect URI is this page, so the check is the page's: it takes only a
 * callback whose state this browser started. Kept in localStorage (not sessionStorage) so a
 * provider opened as a popup, a window of its own, finds it too; ten minutes, as the server's.
 */
const STARTED_KEY = 'SOCIAL_STATES';
const STARTED_TTL_MS = 10 * 60_000;
/** What the pages say to a callback this browser did not start. */
export const FOREIGN_CALLBACK = '这次授权不是从本浏览器发起的，为了账号安全已忽略，请重新发起';

function startedStates(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STARTED_KEY) ?? '{}');
    const now = Date.now();
    return Object.fromEntries(
      Object.entries(stored && typeof stored === 'object' ? stored : {}).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > now),
    );
  } catch {
    return {};
  }
}

/** Notes a round trip this browser starts (goToProvider; tests start one by hand). */
export function rememberStarted(state: string) {
  localStorage.setItem(STARTED_KEY, JSON.stringify({ ...startedStates(), [state]: Date.now() + STARTED_TTL_MS }));
}

/** Whether this browser started the round trip of this state (and it has not run out). */
export function startedHere(state: string): boolean {
  return state in startedStates();
}

/** The round trip is over (signed in, bound, or given up): its state is of no further use. */
export function forgetStarted(state: string) {
  const { [state]: _spent, ...rest } = startedStates();
  localStorage.setItem(STARTED_KEY, JSON.stringify(rest));
}

export function asSocialType(value: string | null): SocialType | null {
  const type = Number(value);
  return (SOCIAL_TYPES as readonly number[]).includes(type) ? (type as SocialType) : null;
}

export interface SocialCallback {
  type: SocialType;
  code: string;
  state: string;
}

/** The provider's answer in a callback's query: null when the query lacks one of its parts. */
export function socialCallbackOf(params: URLSearchParams): SocialCallback | null {
  const type = asSocialType(params.get('type'));
  const code = params.get('code');
  const state = params.get('state');
  return type !== null && code && state ? { type, code, state } : null;
}

/** What a provider said instead of a code (OAuth2's error and error_description), if it did. */
export function providerRefusal(params: URLSearchParams): string | null {
  const error = params.get('error');
  if (!error) return null;
  return params.get('error_description') || (error === 'access_denied' ? '你拒绝了授权' : error);
}
