/**
 * One round trip to a provider's gateway through the product's guarded fetch, bounded in time.
 * What cannot be read (no answer, a time-out) is a PayChannelError: the caller does not know
 * what the provider did, so nothing may be concluded from it.
 */
import type { GuardedFetch, GuardedRequestInit } from '../../../platform/outbound-policy.ts';
import { PayChannelError } from './pay-client.ts';

export const PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export async function callProvider(fetch: GuardedFetch, url: string, init: GuardedRequestInit): Promise<ProviderAnswer> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), redirect: 'manual' });
    return { status: res.status, headers: res.headers, text: await res.text() };
  } catch (err) {
    const why = err instanceof Error && err.name === 'TimeoutError' ? `${PROVIDER_TIMEOUT_MS / 1000} 秒内无应答` : err instanceof Error ? err.message : String(err);
    throw new PayChannelError('CHANNEL_UNREACHABLE', `支付渠道请求失败：${why}`);
  }
}

/** The answer's JSON, or a PayChannelError quoting the start of what came instead. */
export function jsonOf(answer: ProviderAnswer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(answer.text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new PayChannelError('CHANNEL_BAD_ANSWER', `支付渠道应答无法解析（HTTP ${answer.status}）：${answer.text.slice(0, 200)}`);
}

/** A field of a provider's JSON or form as text ('' when absent). */
export const str = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
