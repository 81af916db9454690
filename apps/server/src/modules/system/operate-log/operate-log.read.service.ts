/**
 * Reading the operate log of the caller's tenant (through its `TenantScope`): the page and the
 * export share one filter, newest first. `success` is the screen's 成功/失败 switch over the
 * recorded result code (0 = success).
 */
import { count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { operateLogResource, type FiltersOf, type QueryOf, type operateLogApi } from '@tenon/contracts';
import { selectInBatches } from '../../../db/selectInBatches.ts';
import { selectPage } from '../../../db/selectPage.ts';
import type { Db } from '../../../db/client.ts';
import { operateLog, operateLogOperator } from './operate-log.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { containsAmongFew, containsAmongListed } from '../../../db/fewValuesFilter.ts';

export type OperateLogRow = typeof operateLog.$inferSelect;

const NEWEST_FIRST = [desc(operateLog.startTime), desc(operateLog.id)];

/** The screen's 成功/失败: the recorded result code 0 or not. */
const outcome = (success: boolean) => (success ? eq(operateLog.resultCode, 0) : ne(operateLog.resultCode, 0));

export class OperateLogReadService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  async filterWhere(scope: TenantScope, q: FiltersOf<typeof operateLogApi.page>): Promise<SQL> {
    // A module is one of a few, looked for among the tenant's; an operator among the tenant's
    // listed operators (fewValuesFilter.ts).
    const inModule = await containsAmongFew(this.db, operateLog.module, q.module, { within: scope.where(operateLog) });
    const byOperator = await containsAmongListed(this.db, operateLog.userNickname, operateLogOperator.userNickname, q.userNickname, {
      within: scope.where(operateLogOperator),
    });
    return scope.where(
      operateLog,
      resourceWhere(operateLog, operateLogResource, q, this.timeZone, { success: outcome, module: () => inModule, userNickname: () => byOperator }),
    );
  }

  count(where: SQL): Promise<number> {
    return this.db.select({ n: count() }).from(operateLog).where(where).then(([row]) => row!.n);
  }

  /** Every matching row, newest first, for the export. */
  listAll(where: SQL): Promise<OperateLogRow[]> {
    return selectInBatches<OperateLogRow>(this.db, operateLog, where, NEWEST_FIRST);
  }

  async page(scope: TenantScope, q: QueryOf<typeof operateLogApi.page>) {
    const where = await this.filterWhere(scope, q);
    return selectPage(this.db, operateLog, where, q, ({ limit, offset }) =>
      this.db.select().from(operateLog).where(where).orderBy(...NEWEST_FIRST).limit(limit).offset(offset),
    );
  }
}
