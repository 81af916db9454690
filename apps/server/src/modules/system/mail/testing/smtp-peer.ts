/**
 * A real SMTP server for tests (the `smtp-server` package) on a random local port, signing in
 * with one username and password, and a small reader of what it received: the sender, the
 * recipients, the decoded subject and body. Test support only.
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Who signed in to send it. */
  user: string;
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  body: string;
}

export interface TestSmtp {
  port: number;
  received: ReceivedMail[];
  /** Every sign-in attempted, right or wrong: where a password was sent. */
  auths: Array<{ username: string; password: string }>;
  /** The next mail to arrive (or one already received and not yet taken). */
  nextMail(timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startTestSmtp(login: { username: string; password: string }): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const auths: TestSmtp['auths'] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    // Plain connections on localhost: no certificate to trust in a test.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      auths.push({ username: String(auth.username), password: String(auth.password) });
      if (auth.username === login.username && auth.password === login.password) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
          user: String(session.user),
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    received,
    auths,
    async nextMail(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length <= taken) {
        if (Date.now() > deadline) throw new Error('no mail arrived');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received[taken++]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers unfolded and decoded; a single-part body decoded from its transfer encoding. */
export function parseMessage(raw: string): Omit<ReceivedMail, 'user' | 'envelopeFrom' | 'envelopeTo'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const bodyRaw = raw.slice(split + 4);
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(bodyRaw.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(bodyRaw)
        : bodyRaw;
  return {
    from: decodeWords(headers.get('from') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    body: body.replace(/\r\n$/, ''),
  };
}

function decodeQuotedPrintable(text: string): string {
  return decodeURIComponent(text.replace(/=\r\n/g, '').replace(/%/g, '%25').replace(/=([0-9A-F]{2})/gi, '%$1'));
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeURIComponent(data.replace(/%/g, '%25').replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
}
