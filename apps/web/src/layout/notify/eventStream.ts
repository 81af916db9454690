/**
 * Reads a `text/event-stream` body into events, as the HTML spec's EventSource parser does:
 * events end at a blank line; `event:` names one (default `message`), `data:` lines join with
 * a newline, lines starting with `:` are comments (keep-alive pings). We parse it ourselves
 * because EventSource cannot send the `tenant-id` and bearer headers every API call needs.
 */
export interface StreamEvent {
  event: string;
  data: string;
}

export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      // A chunk ending in '\r' may be half of '\r\n': wait for the next one before splitting it.
      const complete = buffer.endsWith('\r') ? buffer.slice(0, -1) : buffer;
      const lines = complete.split(/\r\n|\r|\n/);
      // The last piece may be a line still arriving.
      buffer = (lines.pop() ?? '') + buffer.slice(complete.length);
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
    }
  } finally {
    reader.releaseLock();
  }
}
