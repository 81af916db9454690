/**
 * The demo's purchase processes, deployed on the first start (issue 26): 采购子流程 (采购审批 by
 * 采购审批组) and 采购申请（超时升级） on the demo's 采购申请 form (领导审批 by the starter's
 * department leader, escalated after two days to 升级审批 by the administrator, then the call).
 */
import { BpmAssignRuleType, BpmAssignScript, BpmModelFormType } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { DEMO_ADMIN, SYSTEM_TENANT } from '../../system/seed/index.ts';
import { addModelRules } from '../assign-rule/index.ts';
import { DeployService } from '../definition/index.ts';
import { demoPurchaseFormId } from '../form/index.ts';
import { insertModel } from '../model/index.ts';
import { demoUserGroupId } from '../user-group/index.ts';
import { PURCHASE_BPMN, PURCHASE_PROCESS_KEY, PURCHASE_PROCESS_NAME, PURCHASE_SUB_BPMN, PURCHASE_SUB_KEY, PURCHASE_SUB_NAME } from './purchase.bpmn.ts';

const ADMIN_ID = 1;

export async function seedPurchaseDemo(tx: Tx): Promise<void> {
  const scope = tenantScope(tx, SYSTEM_TENANT.id);
  const by = String(ADMIN_ID);
  const formId = await demoPurchaseFormId(tx);
  const groupId = await demoUserGroupId(tx);
  if (formId === undefined || groupId === undefined) return;
  const admin = { id: ADMIN_ID, tenantId: SYSTEM_TENANT.id, sessionId: '', username: DEMO_ADMIN.username, nickname: '', avatar: '' };
  // The deploy opens its own transaction; on the seed's handle that is a savepoint within it.
  const deploy = new DeployService(tx as unknown as Db);
  const models = [
    {
      key: PURCHASE_SUB_KEY,
      name: PURCHASE_SUB_NAME,
      description: '被【采购申请（超时升级）】的调用活动发起：采购审批组审批',
      bpmnXml: PURCHASE_SUB_BPMN,
      rules: [{ taskDefinitionKey: 'purchaseApprove', type: BpmAssignRuleType.USER_GROUP, options: [groupId] }],
    },
    {
      key: PURCHASE_PROCESS_KEY,
      name: PURCHASE_PROCESS_NAME,
      description: '领导两天未审批时升级给管理员；审批后调用【采购子流程】',
      bpmnXml: PURCHASE_BPMN,
      rules: [
        { taskDefinitionKey: 'leaderApprove', type: BpmAssignRuleType.SCRIPT, options: [BpmAssignScript.LEADER_X1] },
        { taskDefinitionKey: 'escalatedApprove', type: BpmAssignRuleType.USER, options: [ADMIN_ID] },
      ],
    },
  ];
  for (const m of models) {
    const model = await insertModel(scope, tx, {
      key: m.key,
      name: m.name,
      description: m.description,
      category: '1',
      formType: BpmModelFormType.NORMAL,
      formId,
      bpmnXml: m.bpmnXml,
      creator: by,
      updater: by,
    });
    await addModelRules(scope, tx, model.id, m.rules, by);
    await deploy.deploy(scope, admin, model.id);
  }
}
