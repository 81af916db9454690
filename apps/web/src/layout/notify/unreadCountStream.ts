/**
 * The live unread count (beyond the reference): a server-sent event stream, read with `fetch`
 * because EventSource cannot send the `tenant-id` and bearer headers. It reconnects with
 * growing, jittered delays (1 s doubling to 60 s) so that a restarted server is not stormed
 * by every open console at once.
 *
 * What must stay true:
 * - A refused session is renewed through the request client (`onUnauthorized`), the one place
 *   that may spend the single-use refresh token; if that does not yield a new access token,
 *   watching stops (the re-login dialog is up, and retrying would raise it again).
 * - Nothing runs after `stop()`, and nothing starts without an access token (signed out).
 */
import { API_BASE, notifyMessageApi } from '@tenon/contracts';
import { getAccessToken, getTenantId } from '../../stores/authStorage';
import { readEventStream } from './eventStream';

export const UNREAD_COUNT_EVENT = 'unread-count';
const STREAM_URL = `${API_BASE}${notifyMessageApi.unreadCountStream.path}`;
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 60_000;

export interface WatchUnreadCountOptions {
  onCount: (count: number) => void;
  /** Asks the request client to renew the session (any authenticated call will do). */
  onUnauthorized: () => Promise<unknown>;
}

/** The delay before reconnect attempt `attempt` (0-based): doubling, capped, 50–100 % jitter. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}

const isEventStream = (response: Response) =>
  response.ok && response.body !== null && (response.headers.get('content-type') ?? '').includes('text/event-stream');

/** The API answers a refused token with HTTP 200 and code 401 in the envelope. */
async function isUnauthorized(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return body?.code === 401;
}

function parseCount(data: string): number | null {
  const count = Number(data.trim());
  return Number.isInteger(count) && count >= 0 ? count : null;
}

/** Starts watching; returns `stop`. */
export function watchUnreadCount({ onCount, onUnauthorized }: WatchUnreadCountOptions): () => void {
  let stopped = false;
  let attempt = 0;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const retryLater = () => {
    if (stopped) return;
    retryTimer = setTimeout(() => void connect(), retryDelay(attempt));
    attempt += 1;
  };

  async function connect(): Promise<void> {
    const token = getAccessToken();
    if (stopped || !token) return;
    controller = new AbortController();
    try {
      const response = await fetch(STREAM_URL, {
        headers: { Accept: 'text/event-stream', 'tenant-id': String(getTenantId()), Authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (isEventStream(response)) {
        attempt = 0;
        for await (const { event, data } of readEventStream(response.body!)) {
          const count = event === UNREAD_COUNT_EVENT ? parseCount(data) : null;
          if (count !== null && !stopped) onCount(count);
        }
      } else if (await isUnauthorized(response)) {
        await onUnauthorized().catch(() => undefined);
        if (getAccessToken() === token) return; // not renewed: the session is over
        attempt = 0;
      }
    } catch {
      // Aborted, offline or the server went away: the retry below covers all three.
    }
    retryLater();
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    controller?.abort();
  };
}
