/**
 * The live channel: the WebSockets open on this instance, by tenant and user, and the one way to
 * push to them (`sendToUser`, `sendToTenant`). With Redis (REDIS_URL) a push is published on one
 * channel and every instance delivers it to its own sockets of the target, so a feature running
 * on instance A reaches a user connected to instance B (the pattern of notify-events.ts).
 *
 * A socket authenticates the access token it connected with exactly as the gate does
 * (`tokens.authenticate`: session, user and tenant active); a bad token closes it with 4401. The
 * token is checked again every `checkMs` (a logout, a revoked session or an expired token close
 * the socket with 4401 at the next check), and the same tick pings each socket and ends one that
 * did not answer the previous ping. Bounded: `LIVE_MAX_SOCKETS_PER_USER` sockets per user (the
 * oldest closed with 4429), messages up to `LIVE_MAX_MESSAGE_BYTES` (the socket's maxPayload).
 */
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import {
  LIVE_MAX_SOCKETS_PER_USER,
  LiveCloseCodes,
  LiveMessageTypes,
  type DemoMessageReceive,
  type DemoMessageSend,
  type LiveMessage,
} from '@tenon/contracts';
import type { LoginUser } from '../../../platform/context.ts';

const CHANNEL = 'tenon:live';
/** Token re-check and keep-alive ping. */
const CHECK_MS = 25_000;

interface Envelope {
  tenantId: number;
  /** Absent: every user of the tenant. */
  userId?: number;
  type: string;
  content: string;
}

interface Client {
  socket: WebSocket;
  user: LoginUser;
  token: string;
  alive: boolean;
}

export interface LiveChannelOptions {
  checkMs?: number;
  maxSocketsPerUser?: number;
}

export class LiveChannel {
  private readonly clients = new Map<string, Client[]>();
  private subscriber?: Redis;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private readonly maxSockets: number;

  constructor(
    private readonly tokens: { authenticate(token: string): Promise<LoginUser | null> },
    private readonly publisher?: Redis,
    private readonly opts: LiveChannelOptions = {},
  ) {
    this.maxSockets = opts.maxSocketsPerUser ?? LIVE_MAX_SOCKETS_PER_USER;
  }

  async start() {
    this.timer = setInterval(() => void this.recheck(), this.opts.checkMs ?? CHECK_MS);
    this.timer.unref();
    if (!this.publisher) return;
    this.subscriber = this.publisher.duplicate();
    await this.subscriber.subscribe(CHANNEL);
    this.subscriber.on('message', (_channel, text: string) => {
      try {
        this.deliver(JSON.parse(text) as Envelope);
      } catch {
        // Not ours to read: ignored.
      }
    });
  }

  /** Closes every socket with 1001 (going away) and stops listening: the server can then close at once. */
  stop() {
    this.stopped = true;
    clearInterval(this.timer);
    for (const list of this.clients.values()) for (const c of list) c.socket.close(LiveCloseCodes.GOING_AWAY, 'server closing');
    this.clients.clear();
    this.subscriber?.disconnect();
  }

  /** Pushes `{type, content}` to every socket the user has open, on any instance. */
  sendToUser(tenantId: number, userId: number, type: string, content: string) {
    this.publish({ tenantId, userId, type, content });
  }

  /** Pushes `{type, content}` to every user of the tenant connected, on any instance. */
  sendToTenant(tenantId: number, type: string, content: string) {
    this.publish({ tenantId, type, content });
  }

  /** The sockets open on this instance (the page and tests). */
  get size(): number {
    let n = 0;
    for (const list of this.clients.values()) n += list.length;
    return n;
  }

  /** Takes a freshly upgraded socket: authenticates its token, then keeps it until it closes. */
  async attach(socket: WebSocket, token: string | undefined) {
    // Messages may arrive before the token is checked: each waits for the answer.
    const authenticated = this.stopped || !token ? Promise.resolve(null) : this.tokens.authenticate(token).catch(() => null);
    socket.on('message', async (data, isBinary) => {
      const user = await authenticated;
      if (user && !isBinary) this.receive(user, socket, data.toString());
    });
    socket.on('pong', () => {
      const c = this.find(socket);
      if (c) c.alive = true;
    });
    const user = await authenticated;
    if (!user || this.stopped || socket.readyState !== socket.OPEN) {
      socket.close(LiveCloseCodes.UNAUTHORIZED, 'unauthorized');
      return;
    }
    const key = keyOf(user.tenantId, user.id);
    const list = this.clients.get(key) ?? [];
    list.push({ socket, user, token: token!, alive: true });
    this.clients.set(key, list);
    while (list.length > this.maxSockets) list.shift()!.socket.close(LiveCloseCodes.TOO_MANY, 'too many sockets');
    socket.on('close', () => this.remove(key, socket));
  }

  private find(socket: WebSocket): Client | undefined {
    for (const list of this.clients.values()) {
      const c = list.find((x) => x.socket === socket);
      if (c) return c;
    }
    return undefined;
  }

  private remove(key: string, socket: WebSocket) {
    const list = this.clients.get(key);
    if (!list) return;
    const rest = list.filter((c) => c.socket !== socket);
    if (rest.length) this.clients.set(key, rest);
    else this.clients.delete(key);
  }

  /** A message from a socket: the demo's send (to one user of the sender's tenant, or to all of them). */
  private receive(user: LoginUser, socket: WebSocket, text: string) {
    let message: LiveMessage;
    let send: DemoMessageSend;
    try {
      message = JSON.parse(text) as LiveMessage;
      if (message?.type !== LiveMessageTypes.DEMO_SEND || typeof message.content !== 'string') throw new Error('type');
      send = JSON.parse(message.content) as DemoMessageSend;
      if (typeof send?.text !== 'string' || (send.toUserId !== undefined && send.toUserId !== null && !Number.isInteger(send.toUserId))) throw new Error('content');
    } catch {
      const error: LiveMessage = { type: LiveMessageTypes.ERROR, content: '消息格式不正确：需要 {type: "demo-message-send", content: "{\\"text\\": …, \\"toUserId\\": …}"}' };
      socket.send(JSON.stringify(error));
      return;
    }
    const single = typeof send.toUserId === 'number';
    const content: DemoMessageReceive = { fromUserId: user.id, text: send.text, single };
    // Always within the sender's own tenant: a user id of another tenant reaches nobody.
    if (single) this.sendToUser(user.tenantId, send.toUserId!, LiveMessageTypes.DEMO_RECEIVE, JSON.stringify(content));
    else this.sendToTenant(user.tenantId, LiveMessageTypes.DEMO_RECEIVE, JSON.stringify(content));
  }

  private publish(e: Envelope) {
    if (this.publisher) void this.publisher.publish(CHANNEL, JSON.stringify(e)).catch(() => this.deliver(e));
    else this.deliver(e);
  }

  /** Delivers to this instance's sockets of the target. */
  private deliver(e: Envelope) {
    const text = JSON.stringify({ type: e.type, content: e.content } satisfies LiveMessage);
    const targets =
      e.userId === undefined
        ? [...this.clients.entries()].filter(([key]) => key.startsWith(`${e.tenantId}:`)).flatMap(([, list]) => list)
        : (this.clients.get(keyOf(e.tenantId, e.userId)) ?? []);
    for (const c of targets) if (c.socket.readyState === c.socket.OPEN) c.socket.send(text);
  }

  /** The periodic tick: a socket whose token no longer authenticates is closed; a silent one ended; the rest pinged. */
  async recheck() {
    const all = [...this.clients.values()].flat();
    const verdicts = new Map<string, Promise<boolean>>();
    for (const c of all) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
      if (!verdicts.has(c.token)) verdicts.set(c.token, this.tokens.authenticate(c.token).then((u) => u !== null, () => true));
      if (!(await verdicts.get(c.token))) c.socket.close(LiveCloseCodes.UNAUTHORIZED, 'session ended');
    }
  }
}

const keyOf = (tenantId: number, userId: number) => `${tenantId}:${userId}`;
