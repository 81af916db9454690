/**
 * Stores operate-log rows. The hook awaits `write` before the answer leaves, so whoever has seen
 * the answer finds the row, and a crash (even `kill -9`) after an answer cannot lose its row.
 * `write` never fails its caller, and one row never holds back another:
 * - the row is first fitted to its columns (operate-log.columns.ts), so the database has no
 *   reason to refuse it;
 * - a row refused for its values anyway (SQLSTATE class 22 or 23) is stored once more with a
 *   placeholder instead of the request body; refused again, it goes whole to the server log;
 * - a row the database cannot take now (connection lost, …) waits here and is retried on a
 *   timer, oldest first, whether or not other writes come; `close` makes a last attempt and
 *   sends what is still waiting to the server log.
 */
import type { Db } from '../../../db/client.ts';
import { operateLog } from './operate-log.schema.ts';
import { pgCode } from '../../../platform/error-handler.ts';
import { fitToColumns, type OperateLogEntry } from './operate-log.columns.ts';
import { UNLOGGABLE_CONTENT } from './operate-log.summary.ts';
import { acrossTenants, withinTenant } from '../../../db/tenantContext.ts';

export type { OperateLogEntry } from './operate-log.columns.ts';

const refusesValues = (err: unknown) => /^2[23]/.test(pgCode(err) ?? '');

export class OperateLogWriter {
  /** Rows the database could not take yet, oldest first. */
  private pending: OperateLogEntry[] = [];
  private timer?: NodeJS.Timeout;
  private retrying: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly opts: { retryMs?: number; onError?: (err: unknown, row: OperateLogEntry) => void } = {},
  ) {}

  async write(entry: OperateLogEntry): Promise<void> {
    const row = fitToColumns(entry);
    if ((await this.store(row, true)) !== 'unavailable') return;
    this.pending.push(row);
    this.scheduleRetry();
  }

  /** Retries the waiting rows in order, once; concurrent calls chain, so no row is written twice. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.retrying = this.retrying.then(async () => {
      while (this.pending.length > 0) {
        if ((await this.store(this.pending[0]!)) === 'unavailable') break;
        this.pending.shift();
      }
      if (this.pending.length > 0) this.scheduleRetry();
    });
    return this.retrying;
  }

  /** On shutdown: a last attempt; what the database still cannot take goes to the server log. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    clearTimeout(this.timer);
    const lost = this.pending.splice(0);
    for (const row of lost) this.opts.onError?.(new Error('数据库不可用，操作日志未能写入'), row);
  }

  private scheduleRetry() {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.opts.retryMs ?? 1000);
    // Waiting rows must not keep a stopping process alive; `close` reports them instead.
    this.timer.unref();
  }

  /**
   * `asItsTenant`: the request's own write, in its tenant's context, so the pool hands it a
   * connection already set for that tenant (tenantPool.ts) instead of switching one to every
   * tenant and back: two round trips per logged request on PostgreSQL. A retry holds rows of any
   * tenant.
   */
  private async store(row: OperateLogEntry, asItsTenant = false): Promise<'stored' | 'refused' | 'unavailable'> {
    const within = asItsTenant && row.tenantId ? <T>(fn: () => T) => withinTenant(row.tenantId!, fn) : acrossTenants;
    for (const attempt of [row, { ...row, content: UNLOGGABLE_CONTENT }]) {
      try {
        await within(() => this.db.insert(operateLog).values(attempt));
        return 'stored';
      } catch (err) {
        this.opts.onError?.(err, row);
        if (!refusesValues(err)) return 'unavailable';
      }
    }
    return 'refused';
  }
}
