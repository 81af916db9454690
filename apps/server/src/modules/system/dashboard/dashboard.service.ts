/** The home page's figures, all counted in the caller's tenant, by day in the product's time zone. */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { loginLog, notifyMessage, tenant, user } from '../../../db/schema/index.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { SYSTEM_TENANT_PACKAGE_ID, type TenantService } from '../tenant/tenant.service.ts';
import { LoginLogType } from '../login-log/login-log.service.ts';

/** `YYYY-MM-DD` of a moment in a time zone. */
const dayOf = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly tenants: TenantService,
    private readonly timeZone: string,
  ) {}

  async stats(scope: TenantScope, userId: number, days: number) {
    const tz = this.timeZone;
    const since = sql`((date_trunc('day', now() AT TIME ZONE ${tz}) - make_interval(days => ${days - 1})) AT TIME ZONE ${tz})`;
    const today = sql`(date_trunc('day', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;
    const dayExpr = (col: PgColumn) => sql<string>`to_char(${col} AT TIME ZONE ${tz}, 'YYYY-MM-DD')`;
    const caller = await this.tenants.find(scope.tenantId);
    const isSystem = caller?.packageId === SYSTEM_TENANT_PACKAGE_ID;

    const [[users], [tenants], [messages], [unread], [todayLogins], logins, sent] = await Promise.all([
      this.db.select({ n: count() }).from(user).where(scope.where(user)),
      isSystem ? this.db.select({ n: count() }).from(tenant) : Promise.resolve([{ n: 1 }]),
      this.db.select({ n: count() }).from(notifyMessage).where(scope.where(notifyMessage)),
      this.db
        .select({ n: count() })
        .from(notifyMessage)
        .where(scope.where(notifyMessage, and(eq(notifyMessage.userId, userId), eq(notifyMessage.readStatus, false)))),
      this.db
        .select({ n: count() })
        .from(loginLog)
        .where(scope.where(loginLog, and(eq(loginLog.logType, LoginLogType.USERNAME), eq(loginLog.result, 0), gte(loginLog.createTime, today)))),
      this.db
        .select({
          date: dayExpr(loginLog.createTime),
          success: sql<number>`count(*) filter (where ${loginLog.result} = 0)`.mapWith(Number),
          failure: sql<number>`count(*) filter (where ${loginLog.result} <> 0)`.mapWith(Number),
        })
        .from(loginLog)
        .where(scope.where(loginLog, and(eq(loginLog.logType, LoginLogType.USERNAME), gte(loginLog.createTime, since))))
        .groupBy(sql`1`), // by position: the time zone is a bind parameter, so the expression would not match
      this.db
        .select({ date: dayExpr(notifyMessage.createTime), count: count() })
        .from(notifyMessage)
        .where(scope.where(notifyMessage, gte(notifyMessage.createTime, since)))
        .groupBy(sql`1`),
    ]);

    const dates = Array.from({ length: days }, (_, i) => dayOf(new Date(Date.now() - (days - 1 - i) * 86_400_000), tz));
    const loginByDay = new Map(logins.map((r) => [r.date, r]));
    const sentByDay = new Map(sent.map((r) => [r.date, r.count]));
    return {
      userCount: users!.n,
      tenantCount: tenants!.n,
      messageCount: messages!.n,
      myUnreadMessageCount: unread!.n,
      todayLoginCount: todayLogins!.n,
      loginTrend: dates.map((date) => ({
        date,
        success: loginByDay.get(date)?.success ?? 0,
        failure: loginByDay.get(date)?.failure ?? 0,
      })),
      messageTrend: dates.map((date) => ({ date, count: sentByDay.get(date) ?? 0 })),
    };
  }
}
