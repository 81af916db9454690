/**
 * The home page's figures, counted in the caller's tenant, by day in the product's time zone.
 * Each figure is counted only when the caller may see its list, as far as they may see it:
 * users with system:user:query within their data scope, tenants with system:tenant:query (and
 * only in the system tenant, the one that sees them all), in-site messages with
 * system:notify-message:query, logins with system:login-log:query; otherwise it is null (a
 * trend, empty). The caller's own unread count comes from the bell's service, so the two agree.
 */
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Permissions } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { SYSTEM_TENANT_PACKAGE_ID, tenantCount, type TenantService } from '../tenant/index.ts';
import { loginsByDay, successfulLoginsSince } from '../login-log/index.ts';
import { messageCount, messagesByDay, type NotifyMessageService } from '../notify/index.ts';
import { type PermissionService, rolesOfUser } from '../permission/index.ts';
import { visibleUserCount } from '../user/index.ts';

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

    const [users, tenants, messages, unread, todayLogins, logins, sent, roleNames] = await Promise.all([
      may(Permissions.system.user.query) ? visibleUserCount(this.db, scope, userId) : none,
      isSystem && may(Permissions.system.tenant.query) ? tenantCount(this.db) : none,
      may(Permissions.system.notifyMessage.query) ? messageCount(this.db, scope) : none,
      this.messages.unreadCount(scope, userId),
      may(Permissions.system.loginLog.query) ? successfulLoginsSince(this.db, scope, today) : none,
      may(Permissions.system.loginLog.query) ? loginsByDay(this.db, scope, since, dayExpr) : none,
      may(Permissions.system.notifyMessage.query) ? messagesByDay(this.db, scope, since, dayExpr) : none,
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

  /** The names of the caller's enabled roles, in 角色管理's order. */
  private async roleNamesOf(scope: TenantScope, userId: number): Promise<string[]> {
    return (await rolesOfUser(this.db, scope, userId)).filter((r) => r.status === 0).map((r) => r.name);
  }
}
