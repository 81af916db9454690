/** Routes of noticeApi: the 通知公告 screen. */
import { noticeApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { Db } from '../../../db/client.ts';
import { NoticeService } from './notice.service.ts';

export function noticeRoutes({ db }: { db: Db }): RouteDef[] {
  const notices = new NoticeService(db);
  return [
    route(noticeApi.create, ({ ctx, body }) => notices.create(ctx.scope, ctx.user, body)),
    route(noticeApi.update, ({ ctx, body }) => notices.update(ctx.scope, ctx.user, body)),
    route(noticeApi.delete, ({ ctx, query }) => notices.delete(ctx.scope, query.id)),
    route(noticeApi.get, ({ ctx, query }) => notices.get(ctx.scope, query.id)),
    route(noticeApi.page, ({ ctx, query }) => notices.page(ctx.scope, query)),
  ];
}
