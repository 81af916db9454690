/**
 * Reading the login log of the caller's tenant (through its `TenantScope`): the page and the
 * export share one filter, newest first. `status` is the screen's 成功/失败 switch over `result`.
 */
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { FiltersOf, QueryOf, loginLogApi } from '@tenon/contracts';
import { selectInBatches } from '../../../db/selectInBatches.ts';
import { selectPage } from '../../../db/selectPage.ts';
import type { Db } from '../../../db/client.ts';
import { loginLog } from './login-log.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { containsText } from '../../../db/textFilter.ts';
import { LoginResult } from './login-log.service.ts';

export type LoginLogRow = typeof loginLog.$inferSelect;

export class LoginLogReadService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  filterWhere(scope: TenantScope, q: FiltersOf<typeof loginLogApi.page>): SQL {
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

  /** Every matching row, newest first, for the export. */
  listAll(where: SQL): Promise<LoginLogRow[]> {
    return selectInBatches<LoginLogRow>(this.db, loginLog, where, [desc(loginLog.id)]);
  }

  page(scope: TenantScope, q: QueryOf<typeof loginLogApi.page>) {
    const where = this.filterWhere(scope, q);
    return selectPage(this.db, loginLog, where, q, ({ limit, offset }) =>
      this.db.select().from(loginLog).where(where).orderBy(desc(loginLog.id)).limit(limit).offset(offset),
    );
  }
}
