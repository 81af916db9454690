/** 调度日志: read-only, newest first; `beginTime`/`endTime` filter runs that began after / ended before a moment. */
import { and, desc, type SQL } from 'drizzle-orm';
import { ErrorCodes, jobLogResource, type FiltersOf, type QueryOf, type jobLogApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { containsAmongFew } from '../../../db/fewValuesFilter.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { atOrAfter, atOrBefore } from '../../../db/dateRange.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { infraJobLog } from './job.schema.ts';

type Filters = FiltersOf<typeof jobLogApi.page>;
export type JobLogRow = typeof infraJobLog.$inferSelect;

export class JobLogService {
  constructor(private readonly deps: { db: Db; timeZone: string }) {}

  async page(caller: LoginUser, q: QueryOf<typeof jobLogApi.page>) {
    const { db } = this.deps;
    const where = await this.where(q);
    return selectPage(db, infraJobLog, where, q, ({ limit, offset }) =>
      db.select().from(infraJobLog).where(where).orderBy(desc(infraJobLog.id)).limit(limit).offset(offset),
    );
  }

  async list(caller: LoginUser, q: Filters): Promise<JobLogRow[]> {
    return this.deps.db.select().from(infraJobLog).where(await this.where(q)).orderBy(desc(infraJobLog.id));
  }

  get(caller: LoginUser, id: number): Promise<JobLogRow> {
    return requireGlobalRow(infraJobLog, id, ErrorCodes.JOB_LOG_NOT_EXISTS, this.deps.db);
  }

  private async where(q: Filters): Promise<SQL | undefined> {
    const { db, timeZone } = this.deps;
    // A handler name is one of a few (fewValuesFilter.ts).
    const handler = await containsAmongFew(db, infraJobLog.handlerName, q.handlerName);
    return and(
      resourceWhere(infraJobLog, jobLogResource, q, timeZone, { handlerName: () => handler }),
      atOrAfter(infraJobLog.beginTime, q.beginTime, timeZone),
      atOrBefore(infraJobLog.endTime, q.endTime, timeZone),
    );
  }
}
