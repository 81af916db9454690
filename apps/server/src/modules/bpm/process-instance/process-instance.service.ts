/**
 * The instance screens' reads: 我的流程 (my-page), the detail page's instance and the viewer's
 * activity list. Writes go through the runtime.
 */
import type { QueryOf, processInstanceApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { PermissionService } from '../../system/permission/index.ts';
import { DefinitionService } from '../definition/index.ts';
import { activitiesOf, briefOf, instancesStartedBy, linkedInstancesOf, requireVisibleInstance, usersById, waitingTasksOf } from '../runtime/index.ts';

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
    const page = await instancesStartedBy(this.db, scope, userId, q, this.timeZone);
    const open = await waitingTasksOf(this.db, page.list.map((r) => r.id));
    return {
      ...(page.totalCapped ? { totalCapped: true } : {}),
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
    const linked = await linkedInstancesOf(this.db, scope, instance);
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
      parentProcessInstance: linked.parent,
      childProcessInstances: linked.children,
    };
  }

  /** The instance as its reader may see it (starter, participants, process managers). */
  visible(scope: TenantScope, userId: number, id: string) {
    return requireVisibleInstance(this.db, scope, this.permissions, userId, id);
  }

  async activities(scope: TenantScope, userId: number, instanceId: string) {
    await requireVisibleInstance(this.db, scope, this.permissions, userId, instanceId);
    return activitiesOf(this.db, scope, instanceId);
  }
}
