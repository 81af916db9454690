/**
 * 回调通知's reads: the tasks of the caller's tenant, newest first, and one task with every
 * attempt's log (newest first), each named with its app (the app feature's door).
 */
import { and, desc, eq } from 'drizzle-orm';
import { ErrorCodes, type QueryOf, type ResponseOf, type payNotifyApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { selectPage } from '../../../db/selectPage.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { payAppNames } from '../app/index.ts';
import { payNotifyLog, payNotifyTask } from './pay-notify.schema.ts';

type Task = typeof payNotifyTask.$inferSelect;
type TaskOut = ResponseOf<typeof payNotifyApi.page>['list'][number];

const taskOut = (row: Task, appName: string): TaskOut => ({
  id: row.id,
  appId: row.appId,
  appName,
  type: row.type,
  dataId: row.dataId,
  merchantOrderId: row.merchantOrderId,
  status: row.status,
  nextNotifyTime: row.nextNotifyTime,
  lastExecuteTime: row.lastExecuteTime,
  notifyTimes: row.notifyTimes,
  maxNotifyTimes: row.maxNotifyTimes,
  notifyUrl: row.notifyUrl,
  createTime: row.createTime,
  updateTime: row.updateTime,
});

export class PayNotifyService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  async page(scope: TenantScope, q: QueryOf<typeof payNotifyApi.page>) {
    const t = payNotifyTask;
    const where = scope.where(
      t,
      and(
        q.appId === undefined ? undefined : eq(t.appId, q.appId),
        q.type === undefined ? undefined : eq(t.type, q.type),
        q.dataId === undefined ? undefined : eq(t.dataId, q.dataId),
        q.status === undefined ? undefined : eq(t.status, q.status),
        q.merchantOrderId ? eq(t.merchantOrderId, q.merchantOrderId) : undefined,
        dateRangeFilter(t.createTime, q.createTime, this.timeZone),
      ),
    );
    const page = await selectPage(this.db, t, where, q, ({ limit, offset }) =>
      this.db.select().from(t).where(where).orderBy(desc(t.createTime), desc(t.id)).limit(limit).offset(offset),
    );
    const names = await payAppNames(this.db, scope, page.list.map((r) => r.appId));
    return { ...page, list: page.list.map((r) => taskOut(r, names.get(r.appId) ?? '')) };
  }

  async getDetail(scope: TenantScope, id: number): Promise<ResponseOf<typeof payNotifyApi.getDetail>> {
    const task = await requireRow(scope, payNotifyTask, id, ErrorCodes.PAY_NOTIFY_TASK_NOT_FOUND, this.db);
    const l = payNotifyLog;
    const [names, logs] = await Promise.all([
      payAppNames(this.db, scope, [task.appId]),
      this.db
        .select({ id: l.id, taskId: l.taskId, notifyTimes: l.notifyTimes, response: l.response, status: l.status, createTime: l.createTime })
        .from(l)
        .where(scope.where(l, eq(l.taskId, task.id)))
        .orderBy(desc(l.id)),
    ]);
    return { ...taskOut(task, names.get(task.appId) ?? ''), logs };
  }
}
