/** 短信日志: the messages sent on the caller's tenant's behalf (the queue's columns stay inside). */
import { count, desc } from 'drizzle-orm';
import { smsLogResource, type FiltersOf, type QueryOf, type SmsLog, type smsLogApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
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
    checkExportSize(counted!.total, smsLogResource.noun);
    return (await this.db.select().from(smsLog).where(where).orderBy(desc(smsLog.id))).map(logResp);
  }

  private filterWhere(scope: TenantScope, q: FiltersOf<typeof smsLogApi.page>) {
    return scope.where(smsLog, resourceWhere(smsLog, smsLogResource, q, this.timeZone));
  }
}
