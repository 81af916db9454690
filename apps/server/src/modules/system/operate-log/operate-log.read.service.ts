/**
 * Reading the operate log of the caller's tenant (through its `TenantScope`): the page and the
 * export share one filter, newest first. `success` is the screen's 成功/失败 switch over the
 * recorded result code (0 = success).
 */
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { selectInBatches } from '../../../db/selectInBatches.ts';
import type { Db } from '../../../db/client.ts';
import { operateLog } from '../../../db/schema/index.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { containsText } from '../../../db/textFilter.ts';

export type OperateLogRow = typeof operateLog.$inferSelect;

export interface OperateLogFilters {
  module?: string;
  userNickname?: string;
  type?: number;
  success?: boolean;
  startTime?: string[];
}

export const toOperateLogResp = (l: OperateLogRow) => ({
  id: l.id,
  traceId: l.traceId,
  userId: l.userId,
  userNickname: l.userNickname,
  userType: l.userType,
  module: l.module,
  name: l.name,
  type: l.type,
  content: l.content,
  requestMethod: l.requestMethod,
  requestUrl: l.requestUrl,
  userIp: l.userIp,
  userAgent: l.userAgent,
  startTime: l.startTime.getTime(),
  duration: l.duration,
  resultCode: l.resultCode,
  resultMsg: l.resultMsg,
});

const NEWEST_FIRST = [desc(operateLog.startTime), desc(operateLog.id)];

export class OperateLogReadService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  filterWhere(scope: TenantScope, q: OperateLogFilters): SQL {
    const outcome = q.success === undefined ? undefined : q.success ? eq(operateLog.resultCode, 0) : ne(operateLog.resultCode, 0);
    return scope.where(
      operateLog,
      and(
        containsText(operateLog.module, q.module),
        containsText(operateLog.userNickname, q.userNickname),
        q.type === undefined ? undefined : eq(operateLog.type, q.type),
        outcome,
        dateRangeFilter(operateLog.startTime, q.startTime, this.timeZone),
      ),
    );
  }

  count(where: SQL): Promise<number> {
    return this.db.select({ n: count() }).from(operateLog).where(where).then(([row]) => row!.n);
  }

  list(where: SQL, page: { limit: number; offset: number }): Promise<OperateLogRow[]> {
    return this.db.select().from(operateLog).where(where).orderBy(...NEWEST_FIRST).limit(page.limit).offset(page.offset);
  }

  /** Every matching row, newest first, for the export. */
  listAll(where: SQL): Promise<OperateLogRow[]> {
    return selectInBatches<OperateLogRow>(this.db, operateLog, where, NEWEST_FIRST);
  }

  async page(scope: TenantScope, q: OperateLogFilters & { pageNo?: number; pageSize?: number }) {
    const where = this.filterWhere(scope, q);
    const pageSize = q.pageSize ?? 10;
    const [rows, total] = await Promise.all([
      this.list(where, { limit: pageSize, offset: ((q.pageNo ?? 1) - 1) * pageSize }),
      this.count(where),
    ]);
    return { list: rows.map(toOperateLogResp), total };
  }
}
