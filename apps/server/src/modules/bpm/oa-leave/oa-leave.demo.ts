/**
 * The demo's leave process, deployed on the first start so 请假查询 works at once: model
 * `oa_leave` in tenant 1 with the business form's pages, its rules (领导审批 → the starter's
 * department leader, HR审批 → whoever holds post 3 人力资源), deployed as version 1.
 */
import { BpmAssignRuleType, BpmAssignScript, BpmModelFormType, OA_LEAVE_PROCESS_KEY } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { DEMO_ADMIN, SYSTEM_TENANT } from '../../system/seed/index.ts';
import { addModelRules } from '../assign-rule/index.ts';
import { DeployService } from '../definition/index.ts';
import { insertModel } from '../model/index.ts';
import { OA_LEAVE_BPMN, OA_LEAVE_MODEL_NAME } from './oa-leave.bpmn.ts';

const HR_POST_ID = 3;
const ADMIN_ID = 1;

export async function seedOaLeaveDemo(tx: Tx): Promise<void> {
  const scope = tenantScope(tx, SYSTEM_TENANT.id);
  const by = String(ADMIN_ID);
  const model = await insertModel(scope, tx, {
    key: OA_LEAVE_PROCESS_KEY,
    name: OA_LEAVE_MODEL_NAME,
    description: '请假天数大于 3 天时，领导审批后还需 HR 审批',
    category: '2',
    formType: BpmModelFormType.CUSTOM,
    formCustomCreatePath: '/bpm/oa/leave/create',
    formCustomViewPath: '/bpm/oa/leave/detail',
    bpmnXml: OA_LEAVE_BPMN,
    creator: by,
    updater: by,
  });
  await addModelRules(
    scope,
    tx,
    model.id,
    [
      { taskDefinitionKey: 'deptLeaderVerify', type: BpmAssignRuleType.SCRIPT, options: [BpmAssignScript.LEADER_X1] },
      { taskDefinitionKey: 'hrVerify', type: BpmAssignRuleType.POST, options: [HR_POST_ID] },
    ],
    by,
  );
  // The deploy opens its own transaction; on the seed's handle that is a savepoint within it.
  const admin = { id: ADMIN_ID, tenantId: SYSTEM_TENANT.id, sessionId: '', username: DEMO_ADMIN.username, nickname: '', avatar: '' };
  await new DeployService(tx as unknown as Db).deploy(scope, admin, model.id);
}
