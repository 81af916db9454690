/** Routes of noticeApi: the 通知公告 screen and its 推送. */
import { noticeApi, noticeResource } from '@tenon/contracts';
import { resourceRoutes } from '../../../platform/resource-routes.ts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { NoticeService } from './notice.service.ts';
import { pushNotice } from './notice-push.ts';
import { pushedNotice } from './notice-pushed.ts';

export function noticeRoutes({ db, catalogue, config, notify }: Pick<ModuleDeps, 'db' | 'catalogue' | 'config' | 'notify'>): RouteDef[] {
  const notices = new NoticeService(db, catalogue, config.timeZone);
  return [
    ...resourceRoutes(noticeResource, notices),
    route(noticeApi.push, async ({ ctx, query, raw }) => {
      const { queued, done } = await pushNotice(db, notify, ctx.scope, query.id);
      done.catch((err: unknown) => raw.log.error({ err, noticeId: query.id }, 'notice push failed'));
      return queued;
    }),
    route(noticeApi.getPushed, ({ ctx, query }) => pushedNotice(db, ctx.scope, ctx.user.id, query.messageId)),
  ];
}
