/**
 * Reading the login log of the caller's tenant (through its `TenantScope`): the page and the
 * export share one filter, newest first. `status` is the screen's 成功/失败 switch over `result`.
 */
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { selectInBatches } from '../../../db/selectInBatches.ts';
import type { Db } from '../../../db/client.ts';
import { loginLog } from '../../../db/schema/index.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { containsText } from '../../../db/textFilter.ts';
import { LoginResult } from './login-log.service.ts';

export type LoginLogRow = typeof loginLog.$inferSelect;

export interface LoginLogFilters {
  userIp?: string;
  username?: string;
  status?: boolean;
  createTime?: string[];
}

export const toLoginLogResp = (l: LoginLogRow) => ({
  id: l.id,
  logType: l.logType,
  traceId: l.traceId,
  userId: l.userId,
  userType: l.userType,
  username: l.username,
  result: l.result,
  userIp: l.userIp,
  userAgent: l.userAgent,
  createTime: l.createTime.getTime(),
});

export class LoginLogReadService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  filterWhere(scope: TenantScope, q: LoginLogFilters): SQL {
    const ok = LoginResult.SUCCESS;
    const outcome = q.status === undefined ? undefined : q.status ? eq(loginLog.result, ok) : ne(loginLog.result, ok);
    return scope.where(
      loginLog,
      and(
        containsText(loginLog.userIp, q.userIp),
        containsText(loginLog.username, q.username),
        outcome,
        dateRangeFilter(loginLog.createTime, q.createTime, this.timeZone),
      ),
    );
  }

  count(where: SQL): Promise<number> {
    return this.db.select({ n: count() }).from(loginLog).where(where).then(([row]) => row!.n);
  }

  list(where: SQL, page: { limit: number; offset: number }): Promise<LoginLogRow[]> {
    return this.db.select().from(loginLog).where(where).orderBy(desc(loginLog.id)).limit(page.limit).offset(page.offset);
  }

  /** Every matching row, newest first, for the export. */
  listAll(where: SQL): Promise<LoginLogRow[]> {
    return selectInBatches<LoginLogRow>(this.db, loginLog, where, [desc(loginLog.id)]);
  }

  async page(scope: TenantScope, q: LoginLogFilters & { pageNo?: number; pageSize?: number }) {
    const where = this.filterWhere(scope, q);
    const pageSize = q.pageSize ?? 10;
    const [rows, total] = await Promise.all([
      this.list(where, { limit: pageSize, offset: ((q.pageNo ?? 1) - 1) * pageSize }),
      this.count(where),
    ]);
    return { list: rows.map(toLoginLogResp), total };
  }
}
