/**
 * The home page's figures, counted in the caller's tenant, by day in the product's time zone.
 * Each figure is counted only when the caller may see its list, as far as they may see it:
 * users with system:user:query within their data scope, tenants with system:tenant:query (and
 * only in the system tenant, the one that sees them all), in-site messages with
 * system:notify-message:query, logins with system:login-log:query; otherwise it is null (a
 * trend, empty). The caller's own unread count comes from the bell's service, so the two agree.
 */
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Permissions } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { loginLog } from '../login-log/login-log.schema.ts';
import { notifyMessage } from '../notify/notify.schema.ts';
import { userRole } from '../permission/permission.schema.ts';
import { role } from '../role/role.schema.ts';
import { tenant } from '../tenant/tenant.schema.ts';
import { user } from '../user/user.schema.ts';
import { type TenantScope, sameTenant } from '../../../db/tenantScope.ts';
import { SYSTEM_TENANT_PACKAGE_ID, type TenantService } from '../tenant/index.ts';
import { LoginLogType } from '../login-log/index.ts';
import type { NotifyMessageService } from '../notify/index.ts';
import type { PermissionService } from '../permission/index.ts';
import { visibleUsersWhere } from '../user/index.ts';

/** `YYYY-MM-DD` of a moment in a time zone. */
const dayOf = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly tenants: TenantService,
    private readonly permissions: PermissionService,
    private readonly messages: NotifyMessageService,
    private readonly timeZone: string,
  ) {}

  async stats(scope: TenantScope, userId: number, days: number) {
    const tz = this.timeZone;
    const since = sql`((date_trunc('day', now() AT TIME ZONE ${tz}) - make_interval(days => ${days - 1})) AT TIME ZONE ${tz})`;
    const today = sql`(date_trunc('day', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;
    const dayExpr = (col: PgColumn) => sql<string>`to_char(${col} AT TIME ZONE ${tz}, 'YYYY-MM-DD')`;
    const [grant, caller] = await Promise.all([this.permissions.grantOf(userId, scope.tenantId), this.tenants.find(scope.tenantId)]);
    const may = (permission: string) => grant.superAdmin || grant.permissions.has(permission);
    const isSystem = caller?.packageId === SYSTEM_TENANT_PACKAGE_ID;
    const none = Promise.resolve(null);
    const loginWhere = (since: ReturnType<typeof sql>) =>
      scope.where(loginLog, and(eq(loginLog.logType, LoginLogType.USERNAME), gte(loginLog.createTime, since)));

    const [users, tenants, messages, unread, todayLogins, logins, sent, roleNames] = await Promise.all([
      may(Permissions.system.user.query) ? visibleUsersWhere(this.db, scope, userId).then((where) => this.countOf(user, where)) : none,
      isSystem && may(Permissions.system.tenant.query) ? this.countOf(tenant) : none,
      may(Permissions.system.notifyMessage.query) ? this.countOf(notifyMessage, scope.where(notifyMessage)) : none,
      this.messages.unreadCount(scope, userId),
      may(Permissions.system.loginLog.query) ? this.countOf(loginLog, scope.where(loginLog, and(eq(loginLog.logType, LoginLogType.USERNAME), eq(loginLog.result, 0), gte(loginLog.createTime, today)))) : none,
      may(Permissions.system.loginLog.query)
        ? this.db
            .select({
              date: dayExpr(loginLog.createTime),
              success: sql<number>`count(*) filter (where ${loginLog.result} = 0)`.mapWith(Number),
              failure: sql<number>`count(*) filter (where ${loginLog.result} <> 0)`.mapWith(Number),
            })
            .from(loginLog)
            .where(loginWhere(since))
            .groupBy(sql`1`) // by position: the time zone is a bind parameter, so the expression would not match
        : none,
      may(Permissions.system.notifyMessage.query)
        ? this.db
            .select({ date: dayExpr(notifyMessage.createTime), count: count() })
            .from(notifyMessage)
            .where(scope.where(notifyMessage, gte(notifyMessage.createTime, since)))
            .groupBy(sql`1`)
        : none,
      this.roleNamesOf(scope, userId),
    ]);

    const dates = Array.from({ length: days }, (_, i) => dayOf(new Date(Date.now() - (days - 1 - i) * 86_400_000), tz));
    const loginByDay = new Map(logins?.map((r) => [r.date, r]));
    const sentByDay = new Map(sent?.map((r) => [r.date, r.count]));
    return {
      userCount: users,
      tenantCount: tenants,
      messageCount: messages,
      myUnreadMessageCount: unread,
      todayLoginCount: todayLogins,
      roleNames,
      loginTrend: logins
        ? dates.map((date) => ({ date, success: loginByDay.get(date)?.success ?? 0, failure: loginByDay.get(date)?.failure ?? 0 }))
        : [],
      messageTrend: sent ? dates.map((date) => ({ date, count: sentByDay.get(date) ?? 0 })) : [],
    };
  }

  private async countOf(table: PgTableLike, where?: ReturnType<TenantScope['where']>) {
    const [row] = await this.db.select({ n: count() }).from(table).where(where);
    return row!.n;
  }

  /** The names of the caller's enabled roles, as 角色管理 shows them. */
  private async roleNamesOf(scope: TenantScope, userId: number): Promise<string[]> {
    const rows = await this.db
      .select({ name: role.name })
      .from(userRole)
      .innerJoin(role, and(eq(role.id, userRole.roleId), sameTenant(role, userRole)))
      .where(scope.where(userRole, and(eq(userRole.userId, userId), eq(role.status, 0))))
      .orderBy(asc(role.sort), asc(role.id));
    return rows.map((r) => r.name);
  }
}

type PgTableLike = typeof user | typeof tenant | typeof notifyMessage | typeof loginLog;
