import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { notifyMessageResource, type QueryOf, type notifyMessageApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { notifyMessage } from './notify.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage, type PageParams } from '../../../db/selectPage.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { type NotifyEvents, unreadKey } from './notify-events.ts';

/** Messages of one tenant; "my" calls add the caller as a condition, so nobody reads another's. */
export class NotifyMessageService {
  constructor(
    private readonly db: Db,
    private readonly events: NotifyEvents,
    private readonly timeZone: string,
    private readonly cache: CatalogueCache,
  ) {}

  private page(scope: TenantScope, filter: SQL | undefined, q: PageParams) {
    const where = scope.where(notifyMessage, filter);
    return selectPage(this.db, notifyMessage, where, q, ({ limit, offset }) =>
      this.db.select().from(notifyMessage).where(where).orderBy(desc(notifyMessage.id)).limit(limit).offset(offset),
    );
  }

  adminPage(scope: TenantScope, q: QueryOf<typeof notifyMessageApi.page>) {
    return this.page(scope, resourceWhere(notifyMessage, notifyMessageResource, q, this.timeZone), q);
  }

  myPage(scope: TenantScope, userId: number, q: QueryOf<typeof notifyMessageApi.myPage>) {
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

  unreadList(scope: TenantScope, userId: number, size: number) {
    return this.db
      .select()
      .from(notifyMessage)
      .where(scope.where(notifyMessage, and(eq(notifyMessage.userId, userId), eq(notifyMessage.readStatus, false))))
      .orderBy(desc(notifyMessage.id))
      .limit(size);
  }

  /**
   * The bell's figure, asked by every open console every few seconds: cached per user and
   * forgotten by every send and read (NotifyEvents.changed), on every instance. `fresh` reads the
   * database: the unread-count stream reacts to a change event that may reach this instance
   * before the cache's message does. Like every remembered fact it is read again after the
   * cache's 30 s at most (a purge or a direct write changes it unannounced).
   */
  async unreadCount(scope: TenantScope, userId: number, { fresh = false } = {}): Promise<number> {
    const load = async () => {
      const [row] = await this.db
        .select({ n: count() })
        .from(notifyMessage)
        .where(scope.where(notifyMessage, and(eq(notifyMessage.userId, userId), eq(notifyMessage.readStatus, false))));
      return row!.n;
    };
    if (fresh) return load();
    return this.cache.remember(unreadKey(scope.tenantId, userId), load, () => ({ tenantId: scope.tenantId, until: Infinity }));
  }

  /** Marks the caller's own messages among `ids`; ids of other users are silently not theirs to mark. */
  async markRead(scope: TenantScope, userId: number, ids?: number[]) {
    const changed = await scope.update(
      notifyMessage,
      { readStatus: true, readTime: Date.now() },
      and(eq(notifyMessage.userId, userId), eq(notifyMessage.readStatus, false), ids ? inArray(notifyMessage.id, ids) : undefined)!,
    );
    if (changed > 0) this.events.changed(scope.tenantId, userId);
    return true;
  }
}
