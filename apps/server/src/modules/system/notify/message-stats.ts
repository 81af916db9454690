/** What the home page counts of the tenant's in-site messages, answered here so the message table has one owner. */
import { count, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { notifyMessage } from './notify.schema.ts';

/** How many messages the tenant has sent. */
export async function messageCount(q: Db | Tx, scope: TenantScope): Promise<number> {
  const [row] = await q.select({ n: count() }).from(notifyMessage).where(scope.where(notifyMessage));
  return row!.n;
}

/** The tenant's messages sent since `since`, per day as `day` names a moment's day (the caller's time zone); days without messages are absent. */
export function messagesByDay(q: Db | Tx, scope: TenantScope, since: SQL, day: (moment: PgColumn) => SQL<string>) {
  return q
    .select({ date: day(notifyMessage.createTime), count: count() })
    .from(notifyMessage)
    .where(scope.where(notifyMessage, gte(notifyMessage.createTime, since)))
    .groupBy(sql`1`);
}
