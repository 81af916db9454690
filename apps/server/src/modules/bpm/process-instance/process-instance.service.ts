/**
 * The instance screens' reads: 我的流程 (my-page), the detail page's instance and the viewer's
 * activity list. Writes go through the runtime.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { BpmResult, type QueryOf, type processInstanceApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { containsText } from '../../../db/textFilter.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { PermissionService } from '../../system/permission/index.ts';
import { DefinitionService } from '../definition/index.ts';
import { briefOf, requireVisibleInstance, usersById } from '../runtime/index.ts';
import { bpmActivity, bpmProcessInstance, bpmTask } from '../runtime/runtime.schema.ts';

const i = bpmProcessInstance;

export class ProcessInstanceService {
  private readonly definitions: DefinitionService;

  constructor(
    private readonly db: Db,
    private readonly permissions: PermissionService,
    private readonly timeZone: string,
  ) {
    this.definitions = new DefinitionService(db);
  }

  async myPage(scope: TenantScope, userId: number, q: QueryOf<typeof processInstanceApi.myPage>) {
    const where = scope.where(
      i,
      and(
        eq(i.startUserId, userId),
        containsText(i.name, q.name),
        q.processDefinitionId ? eq(i.processDefinitionId, q.processDefinitionId) : undefined,
        q.status ? eq(i.status, q.status) : undefined,
        q.result ? eq(i.result, q.result) : undefined,
        q.category ? eq(i.category, q.category) : undefined,
        dateRangeFilter(i.createTime, q.createTime, this.timeZone),
      ),
    );
    const page = await selectPage(this.db, i, where, q, ({ limit, offset }) =>
      this.db.select().from(i).where(where).orderBy(desc(i.createTime), desc(i.id)).limit(limit).offset(offset),
    );
    const ids = page.list.map((r) => r.id);
    const open = ids.length
      ? await this.db
          .select({ id: bpmTask.id, name: bpmTask.name, instanceId: bpmTask.processInstanceId })
          .from(bpmTask)
          // Who it waits for: a task waiting for its signers is not itself waiting for anyone.
          .where(and(inArray(bpmTask.processInstanceId, ids), isNull(bpmTask.endTime), inArray(bpmTask.result, [BpmResult.PROCESS, BpmResult.DELEGATE])))
          .orderBy(asc(bpmTask.createTime))
      : [];
    return {
      total: page.total,
      list: page.list.map((r) => ({
        id: r.id,
        name: r.name,
        processDefinitionId: r.processDefinitionId,
        category: r.category,
        status: r.status,
        result: r.result,
        createTime: r.createTime,
        endTime: r.endTime,
        tasks: open.filter((t) => t.instanceId === r.id).map(({ id, name }) => ({ id, name })),
      })),
    };
  }

  async get(scope: TenantScope, userId: number, id: string) {
    const instance = await requireVisibleInstance(this.db, scope, this.permissions, userId, id);
    const definition = await this.definitions.requireDefinition(scope, instance.processDefinitionId);
    const users = await usersById(this.db, scope.tenantId, [instance.startUserId]);
    return {
      id: instance.id,
      name: instance.name,
      category: instance.category,
      status: instance.status,
      result: instance.result,
      createTime: instance.createTime,
      endTime: instance.endTime,
      formVariables: instance.formVariables,
      businessKey: instance.businessKey,
      startUser: briefOf(users, instance.startUserId),
      processDefinition: {
        id: definition.id,
        formType: definition.formType,
        formId: definition.formId,
        formConf: definition.formConf,
        formFields: definition.formFields,
        formCustomCreatePath: definition.formCustomCreatePath,
        formCustomViewPath: definition.formCustomViewPath,
        bpmnXml: definition.bpmnXml,
      },
    };
  }

  async activities(scope: TenantScope, userId: number, instanceId: string) {
    await requireVisibleInstance(this.db, scope, this.permissions, userId, instanceId);
    const rows = await this.db
      .select({ key: bpmActivity.key, type: bpmActivity.type, startTime: bpmActivity.startTime, endTime: bpmActivity.endTime, taskId: bpmActivity.taskId })
      .from(bpmActivity)
      .where(scope.where(bpmActivity, eq(bpmActivity.processInstanceId, instanceId)))
      .orderBy(asc(bpmActivity.startTime), asc(bpmActivity.id));
    return rows;
  }
}
