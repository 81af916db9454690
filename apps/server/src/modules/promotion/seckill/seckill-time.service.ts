/**
 * 秒杀时段: a tenant's daily slots, served at both path families (v1.7 seckill-time, v1.8
 * seckill-config). What stays true after every write, under the tenant's write lock:
 * - a slot starts before it ends ('HH:mm:ss', so text order is time order);
 * - no two slots of a tenant overlap (one may start when another ends);
 * - a slot an activity not closed runs in is not deleted (the activity would lose its hours).
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { ErrorCodes, fullTimeOfDay, seckillTimeResource, type BodyOf, type QueryOf, type SeckillTime, type seckillTimeApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { serviceError } from '../../../platform/errors.ts';
import { lockTenantWrites } from '../../system/tenant/index.ts';
import { promotionSeckillActivity, promotionSeckillConfig } from './seckill.schema.ts';

type Body = BodyOf<typeof seckillTimeApi.create>;
type Row = typeof promotionSeckillConfig.$inferSelect;

/** The activities not closed whose slots include the slot `id` (config_ids is a jsonb array of ids). */
const runsInSlot = (id: number) => sql`${promotionSeckillActivity.configIds} @> jsonb_build_array(${id}::integer)`;
const notClosed = eq(promotionSeckillActivity.status, 0);

export class SeckillTimeService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  /** Each slot with the count of activities not closed that run in it. */
  private async withCounts(scope: TenantScope, rows: Row[]): Promise<SeckillTime[]> {
    if (!rows.length) return [];
    const activities = await this.db
      .select({ configIds: promotionSeckillActivity.configIds })
      .from(promotionSeckillActivity)
      .where(scope.where(promotionSeckillActivity, notClosed));
    const count = new Map<number, number>();
    for (const { configIds } of activities) for (const id of new Set(configIds)) count.set(id, (count.get(id) ?? 0) + 1);
    return rows.map((row) => ({ ...row, seckillActivityCount: count.get(row.id) ?? 0 }));
  }

  async get(scope: TenantScope, id: number): Promise<SeckillTime> {
    const row = await requireRow(scope, promotionSeckillConfig, id, ErrorCodes.SECKILL_TIME_NOT_EXISTS);
    return (await this.withCounts(scope, [row]))[0]!;
  }

  /** Every slot of the tenant by start time: the v1.7 screen's whole list. */
  async list(scope: TenantScope): Promise<SeckillTime[]> {
    const rows = await this.db.select().from(promotionSeckillConfig).where(scope.where(promotionSeckillConfig)).orderBy(asc(promotionSeckillConfig.startTime));
    return this.withCounts(scope, rows);
  }

  /** Every slot under the page's filters (the export's rows), by start time. */
  async rows(scope: TenantScope, filters: object): Promise<SeckillTime[]> {
    const where = scope.where(promotionSeckillConfig, resourceWhere(promotionSeckillConfig, seckillTimeResource, filters, this.timeZone));
    const rows = await this.db.select().from(promotionSeckillConfig).where(where).orderBy(asc(promotionSeckillConfig.startTime));
    return this.withCounts(scope, rows);
  }

  async page(scope: TenantScope, q: QueryOf<typeof seckillTimeApi.page>) {
    const where = scope.where(promotionSeckillConfig, resourceWhere(promotionSeckillConfig, seckillTimeResource, q, this.timeZone));
    const page = await selectPage(this.db, promotionSeckillConfig, where, q, ({ limit, offset }) =>
      this.db.select().from(promotionSeckillConfig).where(where).orderBy(asc(promotionSeckillConfig.startTime), desc(promotionSeckillConfig.id)).limit(limit).offset(offset),
    );
    return { ...page, list: await this.withCounts(scope, page.list) };
  }

  /** The enabled slots, for the activity form's choice. */
  simpleList(scope: TenantScope) {
    return this.db
      .select({ id: promotionSeckillConfig.id, name: promotionSeckillConfig.name, startTime: promotionSeckillConfig.startTime, endTime: promotionSeckillConfig.endTime })
      .from(promotionSeckillConfig)
      .where(scope.where(promotionSeckillConfig, eq(promotionSeckillConfig.status, 0)))
      .orderBy(asc(promotionSeckillConfig.startTime));
  }

  create(scope: TenantScope, caller: LoginUser, body: Body): Promise<number> {
    const by = String(caller.id);
    return this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const times = await this.checkTimes(tx, scope, body);
      const [row] = await scope.insert(
        promotionSeckillConfig,
        { name: body.name, ...times, sliderPicUrls: body.sliderPicUrls ?? [], status: body.status ?? 0, creator: by, updater: by },
        tx,
      );
      return row!.id;
    });
  }

  async update(scope: TenantScope, caller: LoginUser, body: Body & { id: number }): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await requireRow(scope, promotionSeckillConfig, body.id, ErrorCodes.SECKILL_TIME_NOT_EXISTS, tx);
      const times = await this.checkTimes(tx, scope, body, body.id);
      // A field the body leaves out (the v1.7 form sends no pictures or status) keeps its value.
      await scope.update(
        promotionSeckillConfig,
        { name: body.name, ...times, sliderPicUrls: body.sliderPicUrls, status: body.status, updater: String(caller.id) },
        eq(promotionSeckillConfig.id, body.id),
        tx,
      );
    });
    return true;
  }

  async updateStatus(scope: TenantScope, caller: LoginUser, body: { id: number; status: number }): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await requireRow(scope, promotionSeckillConfig, body.id, ErrorCodes.SECKILL_TIME_NOT_EXISTS, tx);
      await scope.update(promotionSeckillConfig, { status: body.status, updater: String(caller.id) }, eq(promotionSeckillConfig.id, body.id), tx);
    });
    return true;
  }

  async delete(scope: TenantScope, id: number): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await requireRow(scope, promotionSeckillConfig, id, ErrorCodes.SECKILL_TIME_NOT_EXISTS, tx);
      const [used] = await tx
        .select({ id: promotionSeckillActivity.id })
        .from(promotionSeckillActivity)
        .where(scope.where(promotionSeckillActivity, and(notClosed, runsInSlot(id))))
        .limit(1);
      if (used) throw serviceError(ErrorCodes.SECKILL_TIME_IN_USE);
      await scope.delete(promotionSeckillConfig, eq(promotionSeckillConfig.id, id), tx);
    });
    return true;
  }

  /** The body's times as stored, once they make a slot that meets no other of the tenant's. */
  private async checkTimes(tx: Tx, scope: TenantScope, body: Body, exceptId?: number) {
    const startTime = fullTimeOfDay(body.startTime);
    const endTime = fullTimeOfDay(body.endTime);
    if (startTime === endTime) throw serviceError(ErrorCodes.SECKILL_TIME_EQUAL);
    if (startTime > endTime) throw serviceError(ErrorCodes.SECKILL_START_TIME_BEFORE_END_TIME);
    const [clash] = await tx
      .select({ id: promotionSeckillConfig.id })
      .from(promotionSeckillConfig)
      .where(
        scope.where(
          promotionSeckillConfig,
          and(
            exceptId === undefined ? undefined : ne(promotionSeckillConfig.id, exceptId),
            sql`${promotionSeckillConfig.startTime} < ${endTime}`,
            sql`${promotionSeckillConfig.endTime} > ${startTime}`,
          ),
        ),
      )
      .limit(1);
    if (clash) throw serviceError(ErrorCodes.SECKILL_TIME_CONFLICTS);
    return { startTime, endTime };
  }
}
