import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '@tenon/contracts';
import { setTenant, setTokens } from '../../stores/authStorage';
import { installFakeStreamFetch, unauthorizedEnvelope } from './testing/fakeEventStream';
import { retryDelay, watchUnreadCount } from './unreadCountStream';

const STREAM_URL = `${API_BASE}/system/notify-message/unread-count-stream`;

beforeEach(() => {
  setTenant(1, '榫卯科技');
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function watch(onUnauthorized: () => Promise<unknown> = async () => undefined) {
  const counts: number[] = [];
  const stop = watchUnreadCount({ onCount: (n) => counts.push(n), onUnauthorized });
  return { counts, stop };
}

describe('watchUnreadCount', () => {
  it('connects with the tenant and bearer headers and reports each unread-count event', async () => {
    const server = installFakeStreamFetch();
    const { counts, stop } = watch();
    await vi.waitFor(() => expect(server.streams).toHaveLength(1), { timeout: 5_000 });

    expect(server.requests[0].url).toBe(STREAM_URL);
    expect(server.requests[0].headers).toMatchObject({ 'tenant-id': '1', Authorization: 'Bearer access-1' });
    server.latest().count(3);
    server.latest().write('event: something-else\ndata: 9\n\n: ping\n\n');
    server.latest().count(0);
    await vi.waitFor(() => expect(counts).toEqual([3, 0]), { timeout: 5_000 });
    stop();
  });

  it('ignores data that is not a count', async () => {
    const server = installFakeStreamFetch();
    const { counts, stop } = watch();
    await vi.waitFor(() => expect(server.streams).toHaveLength(1), { timeout: 5_000 });
    server.latest().write('event: unread-count\ndata: many\n\nevent: unread-count\ndata: -1\n\n');
    server.latest().count(2);
    await vi.waitFor(() => expect(counts).toEqual([2]), { timeout: 5_000 });
    stop();
  });

  it('reconnects after the server ends the stream or cannot be reached, waiting longer each time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const server = installFakeStreamFetch((index) => (index === 1 || index === 2 ? new TypeError('Failed to fetch') : 'stream'));
    const { stop } = watch();
    await vi.waitFor(() => expect(server.streams).toHaveLength(1), { timeout: 5_000 });

    server.latest().end();
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // 1 s: fails
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000); // 2 s: fails
    expect(server.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(server.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1); // 4 s: connects
    expect(server.streams).toHaveLength(2);
    stop();
  });

  it('after a refused token, asks the request client to renew the session and reconnects with the new token', async () => {
    const server = installFakeStreamFetch((index) => (index === 0 ? unauthorizedEnvelope() : 'stream'));
    const renew = vi.fn(async () => setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' }));
    const { stop } = watch(renew);

    await vi.waitFor(() => expect(server.streams).toHaveLength(1), { timeout: 5_000 });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(server.requests[1].headers.Authorization).toBe('Bearer access-2');
    stop();
  });

  it('stops for good when the session could not be renewed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = installFakeStreamFetch(() => unauthorizedEnvelope());
    const renew = vi.fn(async () => {
      throw new Error('refresh refused');
    });
    const { stop } = watch(renew);
    await vi.waitFor(() => expect(renew).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.requests).toHaveLength(1);
    stop();
  });

  it('stop() closes the connection and nothing reconnects', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = installFakeStreamFetch();
    const { stop } = watch();
    await vi.waitFor(() => expect(server.streams).toHaveLength(1), { timeout: 5_000 });
    stop();
    expect(server.requests[0].signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.requests).toHaveLength(1);
  });

  it('does not connect without an access token (signed out)', () => {
    localStorage.clear();
    const server = installFakeStreamFetch();
    watch().stop();
    expect(server.fetch).not.toHaveBeenCalled();
  });
});

describe('retryDelay', () => {
  it('doubles from 1 s up to 60 s, shortened by up to half at random', () => {
    const top = () => 1;
    expect([0, 1, 2, 5, 6, 10].map((attempt) => retryDelay(attempt, top))).toEqual([1_000, 2_000, 4_000, 32_000, 60_000, 60_000]);
    expect(retryDelay(0, () => 0)).toBe(500);
  });
});
