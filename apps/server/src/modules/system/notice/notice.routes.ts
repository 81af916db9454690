/** Routes of noticeApi: the 通知公告 screen and its 推送. */
import { noticeApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { NoticeService } from './notice.service.ts';
import { pushNotice } from './notice-push.ts';
import { pushedNotice } from './notice-pushed.ts';

export function noticeRoutes({ db, catalogue, notify }: Pick<ModuleDeps, 'db' | 'catalogue' | 'notify'>): RouteDef[] {
  const notices = new NoticeService(db, catalogue);
  return [
    route(noticeApi.create, ({ ctx, body }) => notices.create(ctx.scope, ctx.user, body)),
    route(noticeApi.update, ({ ctx, body }) => notices.update(ctx.scope, ctx.user, body)),
    route(noticeApi.delete, ({ ctx, query }) => notices.delete(ctx.scope, query.id)),
    route(noticeApi.get, ({ ctx, query }) => notices.get(ctx.scope, query.id)),
    route(noticeApi.page, ({ ctx, query }) => notices.page(ctx.scope, query)),
    route(noticeApi.push, async ({ ctx, query, raw }) => {
      const { queued, done } = await pushNotice(db, notify, ctx.scope, query.id);
      done.catch((err: unknown) => raw.log.error({ err, noticeId: query.id }, 'notice push failed'));
      return queued;
    }),
    route(noticeApi.getPushed, ({ ctx, query }) => pushedNotice(db, ctx.scope, ctx.user.id, query.messageId)),
  ];
}
