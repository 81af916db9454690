import { describe, expect, it } from 'vitest';
import { readEventStream, type StreamEvent } from './eventStream';

function bodyOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      controller.close();
    },
  });
}

async function eventsOf(...chunks: string[]): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of readEventStream(bodyOf(...chunks))) events.push(event);
  return events;
}

describe('readEventStream', () => {
  it('reads named events and defaults the name to message', async () => {
    expect(await eventsOf('event: unread-count\ndata: 3\n\ndata: hello\n\n')).toEqual([
      { event: 'unread-count', data: '3' },
      { event: 'message', data: 'hello' },
    ]);
  });

  it('joins events split anywhere across chunks, including inside a CRLF', async () => {
    expect(await eventsOf('eve', 'nt: unread-count\r', '\ndata: 1', '2\r\n', '\r\n')).toEqual([
      { event: 'unread-count', data: '12' },
    ]);
  });

  it('skips comments (keep-alive pings) and events without data, joins data lines', async () => {
    expect(await eventsOf(': ping\n\nevent: unread-count\n\ndata: a\ndata: b\n\n')).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('drops an event the stream ended before finishing', async () => {
    expect(await eventsOf('event: unread-count\ndata: 4\n')).toEqual([]);
  });
});
