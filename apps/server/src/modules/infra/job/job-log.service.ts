/** 调度日志: read-only, newest first; `beginTime`/`endTime` filter runs that began after / ended before a moment. */
import { and, desc, type SQL } from 'drizzle-orm';
import { ErrorCodes, jobLogResource, type FiltersOf, type QueryOf, type jobLogApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { atOrAfter, atOrBefore } from '../../../db/dateRange.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { infraJobLog } from './job.schema.ts';

type Filters = FiltersOf<typeof jobLogApi.page>;
export type JobLogRow = typeof infraJobLog.$inferSelect;

export class JobLogService {
  constructor(private readonly deps: { db: Db; timeZone: string }) {}

  page(caller: LoginUser, q: QueryOf<typeof jobLogApi.page>) {
    const { db } = this.deps;
    const where = this.where(q);
    return selectPage(db, infraJobLog, where, q, ({ limit, offset }) =>
      db.select().from(infraJobLog).where(where).orderBy(desc(infraJobLog.id)).limit(limit).offset(offset),
    );
  }

  list(caller: LoginUser, q: Filters): Promise<JobLogRow[]> {
    return this.deps.db.select().from(infraJobLog).where(this.where(q)).orderBy(desc(infraJobLog.id));
  }

  get(caller: LoginUser, id: number): Promise<JobLogRow> {
    return requireGlobalRow(infraJobLog, id, ErrorCodes.JOB_LOG_NOT_EXISTS, this.deps.db);
  }

  private where(q: Filters): SQL | undefined {
    const { timeZone } = this.deps;
    return and(
      resourceWhere(infraJobLog, jobLogResource, q, timeZone),
      atOrAfter(infraJobLog.beginTime, q.beginTime, timeZone),
      atOrBefore(infraJobLog.endTime, q.endTime, timeZone),
    );
  }
}
