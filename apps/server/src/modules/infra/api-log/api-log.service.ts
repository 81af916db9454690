/**
 * Reading the API logs (every tenant's rows: the group is the system tenant's alone, which the
 * gate enforces) and 错误日志's one write: marking a pending row 已处理 or 已忽略, once.
 */
import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  ApiErrorLogProcessStatus,
  ErrorCodes,
  apiAccessLogResource,
  apiErrorLogResource,
  type FiltersOf,
  type QueryOf,
  type apiAccessLogApi,
  type apiErrorLogApi,
} from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { containsAmongFew, containsAmongListed } from '../../../db/fewValuesFilter.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { checkExportSize } from '../../../platform/export-cells.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { serviceError } from '../../../platform/errors.ts';
import { apiAccessLog, apiAccessLogUrl, apiErrorLog } from './api-log.schema.ts';

export type ApiAccessLogRecord = typeof apiAccessLog.$inferSelect;
export type ApiErrorLogRecord = typeof apiErrorLog.$inferSelect;

export class ApiLogService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  async accessWhere(q: FiltersOf<typeof apiAccessLogApi.page>): Promise<SQL | undefined> {
    // An application name is one of a few; the addresses are listed apart (fewValuesFilter.ts).
    const application = await containsAmongFew(this.db, apiAccessLog.applicationName, q.applicationName);
    const address = await containsAmongListed(this.db, apiAccessLog.requestUrl, apiAccessLogUrl.requestUrl, q.requestUrl);
    return resourceWhere(apiAccessLog, apiAccessLogResource, q, this.timeZone, {
      // 执行时长 is "at least" (the reference's filter), not equals.
      duration: (ms: number) => gte(apiAccessLog.duration, ms),
      applicationName: () => application,
      requestUrl: () => address,
    });
  }

  errorWhere(q: FiltersOf<typeof apiErrorLogApi.page>): SQL | undefined {
    return resourceWhere(apiErrorLog, apiErrorLogResource, q, this.timeZone);
  }

  /**
   * Newest first. With a 请求时间 range, newest by that time, walking its index backwards from the
   * range's end: in id order the page would walk every newer row first, the whole table for a range
   * a month back (bench/lists.bench.ts). A row's id and its time rise together, give or take the
   * second a batch waits (api-log.writer.ts), so the order a person sees is the same.
   */
  async accessPage(q: QueryOf<typeof apiAccessLogApi.page>) {
    const where = await this.accessWhere(q);
    const order = q.beginTime ? [desc(apiAccessLog.beginTime), desc(apiAccessLog.id)] : [desc(apiAccessLog.id)];
    return selectPage(this.db, apiAccessLog, where, q, ({ limit, offset }) =>
      this.db.select().from(apiAccessLog).where(where).orderBy(...order).limit(limit).offset(offset),
    );
  }

  errorPage(q: QueryOf<typeof apiErrorLogApi.page>) {
    const where = this.errorWhere(q);
    return selectPage(this.db, apiErrorLog, where, q, ({ limit, offset }) =>
      this.db.select().from(apiErrorLog).where(where).orderBy(desc(apiErrorLog.id)).limit(limit).offset(offset),
    );
  }

  /** Every matching row, newest first, for an export: counted first, since the logs grow without bound. */
  async accessList(q: FiltersOf<typeof apiAccessLogApi.page>): Promise<ApiAccessLogRecord[]> {
    const where = await this.accessWhere(q);
    checkExportSize(await this.count(apiAccessLog, where), apiAccessLogResource.noun);
    return this.db.select().from(apiAccessLog).where(where).orderBy(desc(apiAccessLog.id));
  }

  async errorList(q: FiltersOf<typeof apiErrorLogApi.page>): Promise<ApiErrorLogRecord[]> {
    const where = this.errorWhere(q);
    checkExportSize(await this.count(apiErrorLog, where), apiErrorLogResource.noun);
    return this.db.select().from(apiErrorLog).where(where).orderBy(desc(apiErrorLog.id));
  }

  /**
   * 已处理 (1) or 已忽略 (2), stamped with who and when. Only a pending row changes: the update
   * is conditional, so of two administrators marking the same row at once one is told it is done.
   */
  async updateStatus(caller: LoginUser, id: number, processStatus: number): Promise<boolean> {
    const current = await requireGlobalRow(apiErrorLog, id, ErrorCodes.API_ERROR_LOG_NOT_FOUND, this.db);
    if (current.processStatus !== ApiErrorLogProcessStatus.INIT) throw serviceError(ErrorCodes.API_ERROR_LOG_PROCESSED);
    const changed = await this.db
      .update(apiErrorLog)
      .set({ processStatus, processTime: Date.now(), processUserId: caller.id, updater: String(caller.id) })
      .where(and(eq(apiErrorLog.id, id), eq(apiErrorLog.processStatus, ApiErrorLogProcessStatus.INIT)))
      .returning({ id: apiErrorLog.id });
    if (changed.length === 0) throw serviceError(ErrorCodes.API_ERROR_LOG_PROCESSED);
    return true;
  }

  private count(table: PgTable, where: SQL | undefined): Promise<number> {
    return this.db.select({ n: count() }).from(table).where(where).then(([row]) => row!.n);
  }
}
