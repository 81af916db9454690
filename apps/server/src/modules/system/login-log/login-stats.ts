/** What the home page counts of the tenant's username logins, answered here so the login log has one owner. */
import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { loginLog } from './login-log.schema.ts';
import { LoginLogType } from './login-log.service.ts';

/** The tenant's successful username logins since the moment `since` (an SQL expression: the caller's start of today). */
export async function successfulLoginsSince(q: Db | Tx, scope: TenantScope, since: SQL): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(loginLog)
    .where(scope.where(loginLog, and(eq(loginLog.logType, LoginLogType.USERNAME), eq(loginLog.result, 0), gte(loginLog.createTime, since))));
  return row!.n;
}

/**
 * The tenant's username logins since `since`, succeeded and failed, per day as `day` names a
 * moment's day (the caller's time zone); days without logins are absent.
 */
export function loginsByDay(q: Db | Tx, scope: TenantScope, since: SQL, day: (moment: PgColumn) => SQL<string>) {
  return q
    .select({
      date: day(loginLog.createTime),
      success: sql<number>`count(*) filter (where ${loginLog.result} = 0)`.mapWith(Number),
      failure: sql<number>`count(*) filter (where ${loginLog.result} <> 0)`.mapWith(Number),
    })
    .from(loginLog)
    .where(scope.where(loginLog, and(eq(loginLog.logType, LoginLogType.USERNAME), gte(loginLog.createTime, since))))
    .groupBy(sql`1`); // by position: the time zone is a bind parameter, so the expression would not match
}
