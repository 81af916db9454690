/**
 * The live channel over real sockets (the app listens on a free port): the token is checked as
 * the gate checks it, a message reaches its target only, never another tenant, a logout closes
 * the socket, and two instances sharing Redis (TEST_REDIS_URL) deliver across each other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import {
  API_BASE,
  ErrorCodes,
  LIVE_CHANNEL_PATH,
  LIVE_MAX_MESSAGE_BYTES,
  LiveCloseCodes,
  LiveMessageTypes,
  authApi,
  websocketApi,
  type DemoMessageReceive,
  type LiveMessage,
} from '@tenon/contracts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';

const redisUrl = process.env.TEST_REDIS_URL;

interface Client {
  socket: WebSocket;
  received: LiveMessage[];
  closed: Promise<{ code: number; reason: string }>;
  opened: Promise<void>;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}${API_BASE}${LIVE_CHANNEL_PATH}`;
}

function connect(url: string, token?: string): Client {
  const socket = new WebSocket(token === undefined ? url : `${url}?token=${encodeURIComponent(token)}`);
  const received: LiveMessage[] = [];
  socket.on('message', (data) => received.push(JSON.parse(data.toString()) as LiveMessage));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  return { socket, received, closed, opened };
}

const sendDemo = (c: Client, text: string, toUserId?: number) =>
  c.socket.send(JSON.stringify({ type: LiveMessageTypes.DEMO_SEND, content: JSON.stringify({ text, toUserId }) }));
const texts = (c: Client) =>
  c.received.filter((m) => m.type === LiveMessageTypes.DEMO_RECEIVE).map((m) => (JSON.parse(m.content) as DemoMessageReceive).text);
/** Until the channel holds `n` sockets (a socket counts once its token is checked). */
const settled = (app: FastifyInstance, n: number) => expect.poll(() => app.live.size, { timeout: 15_000 }).toBe(n);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

let t: TestApp;
let url: string;
let admin: Session;
let plain: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  url = await listen(t.app);
  [admin, plain, other] = await Promise.all([t.login(), t.loginPlain(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t?.close());

describe('connecting', () => {
  it('closes with 4401 without a token, and with a wrong one', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const c = connect(url, token);
      expect((await c.closed).code).toBe(LiveCloseCodes.UNAUTHORIZED);
    }
    expect(t.app.live.size).toBe(0);
  });

  it('answers a plain HTTP request with the envelope: 401 without a valid token, else a hint', async () => {
    expect((await t.call(websocketApi.connect, { query: {}, tenantId: null })).code).toBe(401);
    expect((await t.call(websocketApi.connect, { query: { token: 'nope' }, tenantId: null })).code).toBe(401);
    const hint = await t.call(websocketApi.connect, { query: { token: admin.accessToken }, tenantId: null });
    expect(hint.code).toBe(ErrorCodes.BAD_REQUEST.code);
    expect(hint.msg).toContain('WebSocket');
  });
});

describe('messages', () => {
  it('reach the one user they are sent to, in the sender’s tenant only', async () => {
    const a = connect(url, admin.accessToken);
    const p = connect(url, plain.accessToken);
    const o = connect(url, other.accessToken);
    await Promise.all([a.opened, p.opened, o.opened]);
    await settled(t.app, 3);

    sendDemo(a, '给你一个人', plain.userId);
    await expect.poll(() => texts(p)).toEqual(['给你一个人']);
    const got = JSON.parse(p.received[0]!.content) as DemoMessageReceive;
    expect(got).toEqual({ fromUserId: admin.userId, text: '给你一个人', single: true });

    // Tenant 121's administrator has user id `other.userId`: a tenant-1 message to that id reaches nobody there.
    sendDemo(a, '跨租户', other.userId);
    sendDemo(a, '大家好');
    await expect.poll(() => texts(a)).toEqual(['大家好']);
    await expect.poll(() => texts(p)).toEqual(['给你一个人', '大家好']);
    await pause(200);
    expect(texts(o)).toEqual([]);

    // From the server side, as features push.
    t.app.live.sendToUser(1, plain.userId, 'order-paid', '{"id":7}');
    await expect.poll(() => p.received.at(-1)).toEqual({ type: 'order-paid', content: '{"id":7}' });
    t.app.live.sendToTenant(121, 'notice', 'hi 121');
    await expect.poll(() => o.received.at(-1)).toEqual({ type: 'notice', content: 'hi 121' });
    await pause(100);
    expect(a.received.some((m) => m.type === 'notice')).toBe(false);

    // A message that is not the demo's shape: an error back, the socket stays open.
    a.socket.send('not json');
    await expect.poll(() => a.received.at(-1)?.type).toBe(LiveMessageTypes.ERROR);
    expect(a.socket.readyState).toBe(WebSocket.OPEN);

    for (const c of [a, p, o]) c.socket.close();
    await settled(t.app, 0);
  });

  it('closes a socket that sends more than the largest message', async () => {
    const a = connect(url, admin.accessToken);
    await a.opened;
    a.socket.send('x'.repeat(LIVE_MAX_MESSAGE_BYTES + 1));
    expect((await a.closed).code).toBe(LiveCloseCodes.TOO_BIG);
  });

  it('closes the oldest socket of a user beyond the most per user', async () => {
    const clients = Array.from({ length: 9 }, () => connect(url, plain.accessToken));
    expect((await clients[0]!.closed).code).toBe(LiveCloseCodes.TOO_MANY);
    await settled(t.app, 8);
    for (const c of clients.slice(1)) c.socket.close();
    await settled(t.app, 0);
  });
});

describe('the session', () => {
  it('closes the socket with 4401 at the next check once the user logged out', async () => {
    const session = await t.login();
    const c = connect(url, session.accessToken);
    await c.opened;
    await settled(t.app, 1);
    await t.callOk(authApi.logout, { as: session });
    await t.app.live.recheck();
    expect((await c.closed).code).toBe(LiveCloseCodes.UNAUTHORIZED);
  });

  it('closes every socket when the app closes, and the app closes at once', async () => {
    const own = await testApp();
    const ownUrl = await listen(own.app);
    const c = connect(ownUrl, (await own.login()).accessToken);
    await c.opened;
    await settled(own.app, 1);
    const started = Date.now();
    await own.close();
    expect((await c.closed).code).toBe(LiveCloseCodes.GOING_AWAY);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe.runIf(redisUrl)('two instances sharing Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-test-b-'));
  afterAll(async () => {
    await b?.close();
    await a?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a message sent on one instance to the target’s socket on the other', async () => {
    a = await testApp({ redisUrl });
    const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, seedDemo: true, logLevel: 'silent', webDist: undefined, redisUrl };
    b = await buildApp(config, { database: a.app.database });
    const [urlA, urlB] = [await listen(a.app), await listen(b)];
    const [sAdmin, sPlain, sOther] = await Promise.all([a.login(), a.loginPlain(), a.login('admin110', 'admin123', 121)]);
    const onA = connect(urlA, sAdmin.accessToken);
    const onB = connect(urlB, sPlain.accessToken);
    const otherOnB = connect(urlB, sOther.accessToken);
    await Promise.all([onA.opened, onB.opened, otherOnB.opened]);
    await settled(a.app, 1);
    await settled(b, 2);

    sendDemo(onA, '从 A 到 B', sPlain.userId);
    await expect.poll(() => texts(onB), { timeout: 15_000 }).toEqual(['从 A 到 B']);
    a.app.live.sendToUser(1, sPlain.userId, 'order-paid', '{"id":8}');
    await expect.poll(() => onB.received.at(-1), { timeout: 15_000 }).toEqual({ type: 'order-paid', content: '{"id":8}' });
    sendDemo(onB, '大家好');
    await expect.poll(() => texts(onA), { timeout: 15_000 }).toEqual(['大家好']);
    await pause(200);
    expect(otherOnB.received).toEqual([]);
    for (const c of [onA, onB, otherOnB]) c.socket.close();
  });
});
