/** 短信日志: the messages sent on the caller's tenant's behalf (the queue's columns stay inside). */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FiltersOf, QueryOf, SmsLog, smsLogApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { containsText } from '../../../db/textFilter.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { checkExportSize } from '../../../platform/export-cells.ts';
import { smsLog } from './sms.schema.ts';

type LogRow = typeof smsLog.$inferSelect;

export const logResp = ({ tenantId: _t, nextAttemptAt: _n, lockedUntil: _l, creator: _c, updater: _u, updateTime: _ut, ...row }: LogRow): SmsLog => row;

export class SmsLogService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  async page(scope: TenantScope, q: QueryOf<typeof smsLogApi.page>) {
    const where = this.filterWhere(scope, q);
    const page = await selectPage(this.db, smsLog, where, q, ({ limit, offset }) =>
      this.db.select().from(smsLog).where(where).orderBy(desc(smsLog.id)).limit(limit).offset(offset),
    );
    return { ...page, list: page.list.map(logResp) };
  }

  async list(scope: TenantScope, q: FiltersOf<typeof smsLogApi.page>): Promise<SmsLog[]> {
    const where = this.filterWhere(scope, q);
    const [counted] = await this.db.select({ total: count() }).from(smsLog).where(where);
    checkExportSize(counted!.total, '短信日志');
    return (await this.db.select().from(smsLog).where(where).orderBy(desc(smsLog.id))).map(logResp);
  }

  private filterWhere(scope: TenantScope, q: FiltersOf<typeof smsLogApi.page>) {
    return scope.where(
      smsLog,
      and(
        q.channelId ? eq(smsLog.channelId, q.channelId) : undefined,
        q.templateId ? eq(smsLog.templateId, q.templateId) : undefined,
        containsText(smsLog.mobile, q.mobile),
        q.sendStatus === undefined ? undefined : eq(smsLog.sendStatus, q.sendStatus),
        dateRangeFilter(smsLog.sendTime, q.sendTime, this.timeZone),
        q.receiveStatus === undefined ? undefined : eq(smsLog.receiveStatus, q.receiveStatus),
        dateRangeFilter(smsLog.receiveTime, q.receiveTime, this.timeZone),
      ),
    );
  }
}
