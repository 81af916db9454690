/**
 * Leave requests (docs/workflow.md, "Assign rules and the OA leave"). What must stay true:
 * - a person lists only their own leaves; one leave is also shown to whoever may see its process
 *   (its approvers, process managers: the process detail page shows it as the application);
 *   anyone else, and another tenant, gets "请假申请不存在";
 * - a leave exists only with its process: the row and the `oa_leave` instance are written in one
 *   transaction, so a process that cannot start (no active definition, nobody to approve)
 *   leaves no row behind;
 * - `result` follows the instance's (the runtime calls `syncResult` in its own transaction).
 */
import { and, desc, eq } from 'drizzle-orm';
import { BpmResult, ErrorCodes, OA_LEAVE_PROCESS_KEY, type BodyOf, type QueryOf, type oaLeaveApi, Dicts } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { tenantScope, type TenantScope } from '../../../db/tenantScope.ts';
import { containsText } from '../../../db/textFilter.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { DictDataService } from '../../system/dict/index.ts';
import type { ProcessRuntime, ResultEvent } from '../runtime/index.ts';
import { bpmOaLeave } from './oa-leave.schema.ts';
import { leaveDays } from './leave-days.ts';

type CreateBody = BodyOf<typeof oaLeaveApi.create>;
type PageQuery = QueryOf<typeof oaLeaveApi.page>;
const TYPE_DICT = Dicts.bpmOaLeaveType;

export class OaLeaveService {
  constructor(
    private readonly db: Db,
    private readonly dict: DictDataService,
    private readonly runtime: Pick<ProcessRuntime, 'start' | 'withStart'>,
    private readonly timeZone: string,
  ) {}

  async create(scope: TenantScope, caller: LoginUser, body: CreateBody): Promise<number> {
    const day = leaveDays(body.startTime, body.endTime, this.timeZone);
    if (day < 1) throw serviceError(ErrorCodes.OA_DAY_LEAVE_ERROR);
    await this.requireType(body.type);
    const by = String(caller.id);
    return this.runtime.withStart(async (tx) => {
      const [row] = await scope.insert(
        bpmOaLeave,
        { userId: caller.id, type: body.type, reason: body.reason, startTime: body.startTime, endTime: body.endTime, day, result: BpmResult.PROCESS, creator: by, updater: by },
        tx,
      );
      const processInstanceId = await this.runtime.start(tx, {
        tenantId: scope.tenantId,
        startUserId: caller.id,
        processKey: OA_LEAVE_PROCESS_KEY,
        variables: { day },
        businessKey: String(row!.id),
      });
      await scope.update(bpmOaLeave, { processInstanceId }, eq(bpmOaLeave.id, row!.id), tx);
      return row!.id;
    });
  }

  async get(scope: TenantScope, caller: LoginUser, id: number, canSeeProcess: (instanceId: string) => Promise<boolean>) {
    const [row] = await scope.selectFrom(bpmOaLeave, eq(bpmOaLeave.id, id));
    if (!row || (row.userId !== caller.id && !(row.processInstanceId && (await canSeeProcess(row.processInstanceId)))))
      throw serviceError(ErrorCodes.OA_LEAVE_NOT_EXISTS);
    return row;
  }

  page(scope: TenantScope, caller: LoginUser, q: PageQuery) {
    const where = scope.where(
      bpmOaLeave,
      and(
        eq(bpmOaLeave.userId, caller.id),
        q.result === undefined ? undefined : eq(bpmOaLeave.result, q.result),
        q.type === undefined ? undefined : eq(bpmOaLeave.type, q.type),
        containsText(bpmOaLeave.reason, q.reason),
        dateRangeFilter(bpmOaLeave.createTime, q.createTime, this.timeZone),
      ),
    );
    return selectPage(this.db, bpmOaLeave, where, q, ({ limit, offset }) =>
      this.db.select().from(bpmOaLeave).where(where).orderBy(desc(bpmOaLeave.id)).limit(limit).offset(offset),
    );
  }

  /** The runtime's result handler for `oa_leave`: the leave named by the instance's business key. */
  static async syncResult(tx: Tx, event: ResultEvent): Promise<void> {
    const id = Number(event.businessKey);
    if (!Number.isSafeInteger(id)) return;
    await tenantScope(tx, event.tenantId).update(
      bpmOaLeave,
      { result: event.result },
      and(eq(bpmOaLeave.id, id), eq(bpmOaLeave.processInstanceId, event.instanceId))!,
      tx,
    );
  }

  private async requireType(type: number): Promise<void> {
    const data = await this.dict.listAllSimple();
    if (!data.some((d) => d.dictType === TYPE_DICT && d.value === String(type))) throw badRequest(`请假类型【${type}】不存在`);
  }
}
