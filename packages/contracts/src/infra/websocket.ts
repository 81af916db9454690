/**
 * The live channel (docs/live-channel.md): one WebSocket per open console tab at
 * `<API_BASE>/infra/ws?token=<access token>`. Browsers cannot set headers on a WebSocket, so the
 * token travels in the query and the endpoint is `public` to the gate: the server authenticates
 * the token itself, as the gate does (same session check), and closes the socket with
 * `LiveCloseCodes.UNAUTHORIZED` (4401) when it is missing, wrong, expired or revoked.
 *
 * Messages both ways are JSON `{ type, content }`. The reference's demo (infra/webSocket) sends
 * `demo-message-send` with `content` a JSON text `{ text, toUserId? }` (no toUserId: every user of
 * the sender's tenant) and receives `demo-message-receive` with `{ fromUserId, text, single }`.
 * Features push their own types with `live.sendToUser(tenantId, userId, type, content)`.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';

export const LIVE_CHANNEL_PATH = '/infra/ws';

/** Close codes the page acts on (4000–4999 are the application's). */
export const LiveCloseCodes = {
  /** No token, or one that no longer authenticates: sign in again. */
  UNAUTHORIZED: 4401,
  /** The user has too many sockets open: the oldest is closed. */
  TOO_MANY: 4429,
  /** The server is shutting down (1001 "going away"). */
  GOING_AWAY: 1001,
  /** A message larger than LIVE_MAX_MESSAGE_BYTES. */
  TOO_BIG: 1009,
} as const;

/** The largest message the server accepts from a socket, in bytes. */
export const LIVE_MAX_MESSAGE_BYTES = 16 * 1024;
/** The most sockets one user may hold on one instance (tabs); the oldest is closed beyond it. */
export const LIVE_MAX_SOCKETS_PER_USER = 8;

export const LiveMessageTypes = {
  DEMO_SEND: 'demo-message-send',
  DEMO_RECEIVE: 'demo-message-receive',
  /** Sent by the server when a sent message could not be read (bad JSON, unknown type). */
  ERROR: 'error',
} as const;

export interface LiveMessage {
  type: string;
  content: string;
}
/** `content` of a demo-message-send. */
export interface DemoMessageSend {
  text: string;
  /** A user of the sender's tenant; absent: all of them. */
  toUserId?: number;
}
/** `content` of a demo-message-receive. */
export interface DemoMessageReceive {
  fromUserId: number;
  text: string;
  /** True when it was sent to this user alone. */
  single: boolean;
}

export const websocketApi = apiGroup('WebSocket', {
  connect: endpoint({
    method: 'GET',
    path: LIVE_CHANNEL_PATH,
    // The socket authenticates its query token itself (browsers send no headers on a WebSocket).
    access: { public: true },
    tenant: 'none',
    summary: '实时通道（WebSocket 升级；token 为访问令牌；无效时以 4401 关闭。普通 HTTP 请求回答错误）',
    query: Type.Object({ token: Type.Optional(Type.String({ maxLength: 200, title: '访问令牌' })) }),
    response: Type.Null(),
  }),
});
