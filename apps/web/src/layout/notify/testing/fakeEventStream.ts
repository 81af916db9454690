/**
 * Tests only: a stand-in for `fetch` that answers the unread-count stream with a body the test
 * writes into, and records each request. An aborted request errors its body, as a browser's does.
 */
import { vi } from 'vitest';

export interface FakeStream {
  /** Writes raw `text/event-stream` text. */
  write: (text: string) => void;
  /** Writes one `unread-count` event. */
  count: (count: number) => void;
  /** The server ends the stream. */
  end: () => void;
}

export interface FakeStreamRequest {
  url: string;
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
}

type Answer = Response | 'stream' | Error;

/** Installs the fake as `fetch`; each connection gets `answer(index)` (default: a stream). */
export function installFakeStreamFetch(answer: (index: number) => Answer = () => 'stream') {
  const requests: FakeStreamRequest[] = [];
  const streams: FakeStream[] = [];
  const encoder = new TextEncoder();

  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const signal = init.signal ?? undefined;
    requests.push({ url, headers: { ...(init.headers as Record<string, string>) }, signal });
    const reply = answer(requests.length - 1);
    if (reply instanceof Error) throw reply;
    if (reply !== 'stream') return reply;

    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    const write = (text: string) => controller.enqueue(encoder.encode(text));
    streams.push({ write, count: (n) => write(`event: unread-count\ndata: ${n}\n\n`), end: () => controller.close() });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });

  vi.stubGlobal('fetch', fetch);
  return { fetch, requests, streams, latest: () => streams[streams.length - 1] };
}

/** The API's answer to a refused token: HTTP 200 with code 401 in the envelope. */
export const unauthorizedEnvelope = () =>
  new Response(JSON.stringify({ code: 401, data: null, msg: '账号未登录' }), { headers: { 'content-type': 'application/json' } });
