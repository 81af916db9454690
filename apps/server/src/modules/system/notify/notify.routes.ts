import { notifyMessageApi, notifyTemplateApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import { bearerToken } from '../../../platform/gate.ts';
import type { TokenService } from '../auth/index.ts';
import type { NotifyEvents } from './notify-events.ts';
import type { NotifyMessageService } from './notify-message.service.ts';
import type { NotifySendService } from './notify-send.service.ts';
import type { NotifyTemplateService } from './notify-template.service.ts';

/** How often an open stream re-checks its token and sends a keep-alive comment. */
const STREAM_CHECK_MS = 25_000;

export function notifyRoutes(deps: {
  templates: NotifyTemplateService;
  messages: NotifyMessageService;
  sender: NotifySendService;
  events: NotifyEvents;
  tokens: TokenService;
  streamCheckMs?: number;
}): RouteDef[] {
  const { messages } = deps;
  return [
    route(notifyMessageApi.page, ({ ctx, query }) => messages.adminPage(ctx.scope, query)),
    route(notifyMessageApi.myPage, ({ ctx, query }) => messages.myPage(ctx.scope, ctx.user.id, query)),
    route(notifyMessageApi.updateRead, ({ ctx, query }) => messages.markRead(ctx.scope, ctx.user.id, query.ids)),
    route(notifyMessageApi.updateAllRead, ({ ctx }) => messages.markRead(ctx.scope, ctx.user.id)),
    route(notifyMessageApi.getUnreadList, ({ ctx, query }) => messages.unreadList(ctx.scope, ctx.user.id, query.size ?? 10)),
    route(notifyMessageApi.getUnreadCount, ({ ctx }) => messages.unreadCount(ctx.scope, ctx.user.id)),
    route(notifyMessageApi.unreadCountStream, async ({ ctx, raw, reply }) => {
      const scope = ctx.scope;
      const user = ctx.user;
      const token = bearerToken(raw)!;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Reverse proxies must pass events through as they come.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      let closed = false;
      // One count at a time, in order: two counts read concurrently (the first on connect, the
      // next on a change) may come back in either order, and the older one written last would
      // show messages already read as unread until the next change or poll.
      let pushing: Promise<void> = Promise.resolve();
      const push = () =>
        (pushing = pushing.then(async () => {
          if (closed) return;
          const unread = await messages.unreadCount(scope, user.id, { fresh: true });
          if (!closed) res.write(`event: unread-count\ndata: ${unread}\n\n`);
        }));
      const end = () => {
        if (closed) return;
        closed = true;
        clearInterval(timer);
        unsubscribe();
        stopOnShutdown();
        res.end();
      };
      const unsubscribe = deps.events.subscribe(user.tenantId, user.id, () => void push().catch(end));
      const stopOnShutdown = deps.events.onShutdown(end);
      // A stream outlives its access token; it ends once the session is gone or expired, and
      // the client reconnects with a fresh token.
      const timer = setInterval(async () => {
        const still = await deps.tokens.authenticate(token).catch(() => null);
        if (!still) end();
        else if (!closed) res.write(': keep-alive\n\n');
      }, deps.streamCheckMs ?? STREAM_CHECK_MS);
      raw.raw.on('close', end);
      await push().catch(end);
      return null as never;
    }),
    route(notifyTemplateApi.sendNotify, ({ ctx, body }) => deps.sender.send({ tenantId: ctx.tenantId, ...body })),
    route(notifyTemplateApi.listAllSimple, () => deps.templates.listEnabled()),
    route(notifyTemplateApi.create, ({ ctx, body }) => deps.templates.create(ctx.user, body)),
    route(notifyTemplateApi.update, ({ ctx, body }) => deps.templates.update(ctx.user, body)),
    route(notifyTemplateApi.delete, ({ ctx, query }) => deps.templates.delete(ctx.user, query.id)),
    route(notifyTemplateApi.get, ({ query }) => deps.templates.get(query.id)),
    route(notifyTemplateApi.page, ({ query }) => deps.templates.page(query)),
  ];
}
