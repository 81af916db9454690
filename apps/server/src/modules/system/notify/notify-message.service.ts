import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { notifyMessage } from '../../../db/schema/index.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { containsText } from '../../../db/textFilter.ts';
import type { NotifyEvents } from './notify-events.ts';

type Row = typeof notifyMessage.$inferSelect;

export const toNotifyMessageResp = (m: Row) => ({
  id: m.id,
  userId: m.userId,
  userType: m.userType,
  templateId: m.templateId,
  templateCode: m.templateCode,
  templateNickname: m.templateNickname,
  templateContent: m.templateContent,
  templateType: m.templateType,
  templateParams: m.templateParams,
  readStatus: m.readStatus,
  readTime: m.readTime?.getTime() ?? null,
  createTime: m.createTime.getTime(),
});

export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
}

/** Messages of one tenant; "my" calls add the caller as a condition, so nobody reads another's. */
export class NotifyMessageService {
  constructor(
    private readonly db: Db,
    private readonly events: NotifyEvents,
    private readonly timeZone: string,
  ) {}

  private async page(scope: TenantScope, filter: SQL | undefined, q: PageQuery) {
    const pageSize = q.pageSize ?? 10;
    const offset = ((q.pageNo ?? 1) - 1) * pageSize;
    const where = scope.where(notifyMessage, filter);
    const [rows, [total]] = await Promise.all([
      this.db.select().from(notifyMessage).where(where).orderBy(desc(notifyMessage.id)).limit(pageSize).offset(offset),
      this.db.select({ n: count() }).from(notifyMessage).where(where),
    ]);
    return { list: rows.map(toNotifyMessageResp), total: total!.n };
  }

  adminPage(
    scope: TenantScope,
    q: PageQuery & { userId?: number; userType?: number; templateCode?: string; templateType?: number; createTime?: string[] },
  ) {
    return this.page(
      scope,
      and(
        q.userId ? eq(notifyMessage.userId, q.userId) : undefined,
        q.userType ? eq(notifyMessage.userType, q.userType) : undefined,
        containsText(notifyMessage.templateCode, q.templateCode),
        q.templateType ? eq(notifyMessage.templateType, q.templateType) : undefined,
        dateRangeFilter(notifyMessage.createTime, q.createTime, this.timeZone),
      ),
      q,
    );
  }

  myPage(scope: TenantScope, userId: number, q: PageQuery & { readStatus?: boolean; createTime?: string[] }) {
    return this.page(
      scope,
      and(
        eq(notifyMessage.userId, userId),
        q.readStatus === undefined ? undefined : eq(notifyMessage.readStatus, q.readStatus),
        dateRangeFilter(notifyMessage.createTime, q.createTime, this.timeZone),
      ),
      q,
    );
  }

  async unreadList(scope: TenantScope, userId: number, size: number) {
    const rows = await this.db
      .select()
      .from(notifyMessage)
      .where(scope.where(notifyMessage, and(eq(notifyMessage.userId, userId), eq(notifyMessage.readStatus, false))))
      .orderBy(desc(notifyMessage.id))
      .limit(size);
    return rows.map(toNotifyMessageResp);
  }

  async unreadCount(scope: TenantScope, userId: number) {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifyMessage)
      .where(scope.where(notifyMessage, and(eq(notifyMessage.userId, userId), eq(notifyMessage.readStatus, false))));
    return row!.n;
  }

  /** Marks the caller's own messages among `ids`; ids of other users are silently not theirs to mark. */
  async markRead(scope: TenantScope, userId: number, ids?: number[]) {
    const changed = await scope.update(
      notifyMessage,
      { readStatus: true, readTime: new Date() },
      and(eq(notifyMessage.userId, userId), eq(notifyMessage.readStatus, false), ids ? inArray(notifyMessage.id, ids) : undefined)!,
    );
    if (changed > 0) this.events.changed(scope.tenantId, userId);
    return true;
  }
}
