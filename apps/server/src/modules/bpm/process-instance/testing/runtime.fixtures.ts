/**
 * Set-up for runtime tests: a deployed process from a diagram body and its rules, staff who may
 * start and approve, and the calls a person makes on a task. Everything goes through the API.
 */
import { modelApi, Permissions, processDefinitionApi, taskApi, taskAssignRuleApi, formApi } from '@tenon/contracts';
import type { Session, TestApp } from '../../../../test/testApp.ts';
import { signedInWith, uniq } from '../../../system/role/testing/rbac.fixtures.ts';
import { bpmnXml } from '../../definition/testing/fixtures.ts';

export const STAFF_PERMISSIONS = [
  ...Object.values(Permissions.bpm.processInstance),
  ...Object.values(Permissions.bpm.task),
  Permissions.bpm.processDefinition.query,
];

export interface Staff {
  id: number;
  session: Session;
}

/** A staff member of tenant 1 in `deptId`, holding the start/approve permissions. */
export async function staff(t: TestApp, admin: Session, deptId: number | null = null): Promise<Staff> {
  const u = await signedInWith(t, admin, { permissions: STAFF_PERMISSIONS, deptId });
  return { id: u.id, session: u.session };
}

const field = (rule: Record<string, unknown>) => JSON.stringify(rule);
/** A start form with a number `day` and a required text `reason`. */
export async function leaveForm(t: TestApp, admin: Session): Promise<number> {
  return t.callOk(formApi.create, {
    body: {
      name: uniq('表单'),
      status: 0,
      conf: '{}',
      fields: [field({ type: 'inputNumber', field: 'day', title: '天数' }), field({ type: 'input', field: 'reason', title: '请假原因', $required: true })],
    },
    as: admin,
  });
}

export type Rule = { type: 10 | 20 | 21 | 22 | 30 | 40 | 50; options: number[] };

/**
 * Creates, draws, configures and deploys a model; answers its key and definition id. `roots` are
 * elements beside the process (messages, signals, errors).
 */
export async function deployProcess(
  t: TestApp,
  admin: Session,
  body: string,
  rules: Record<string, Rule>,
  formId?: number,
  roots = '',
): Promise<{ key: string; modelId: number; definitionId: string }> {
  const key = uniq('p_');
  const xml = bpmnXml({ key, name: '测试流程', body }).replace('</bpmn:definitions>', `${roots}</bpmn:definitions>`);
  return deployXml(t, admin, key, xml, rules, formId);
}

/** `deployProcess` for a whole document (its process id is `key`). */
export async function deployXml(
  t: TestApp,
  admin: Session,
  key: string,
  xml: string,
  rules: Record<string, Rule>,
  formId?: number,
): Promise<{ key: string; modelId: number; definitionId: string }> {
  const name = '测试流程';
  const modelId = await t.callOk(modelApi.create, { body: { key, name }, as: admin });
  await t.callOk(modelApi.update, {
    body: { id: modelId, name, bpmnXml: xml, formType: 10, formId: formId ?? (await leaveForm(t, admin)) },
    as: admin,
  });
  for (const [taskDefinitionKey, rule] of Object.entries(rules))
    await t.callOk(taskAssignRuleApi.create, { body: { modelId, taskDefinitionKey, ...rule }, as: admin });
  await t.callOk(modelApi.deploy, { query: { id: modelId }, as: admin });
  const [definition] = (await t.callOk(processDefinitionApi.page, { query: { key }, as: admin })).list;
  return { key, modelId, definitionId: definition!.id };
}

/** The caller's open tasks of one instance. */
export async function todoOf(t: TestApp, who: Session, instanceId: string) {
  const page = await t.callOk(taskApi.todoPage, { query: { pageSize: 100 }, as: who });
  return page.list.filter((task) => task.processInstance.id === instanceId);
}

/** Approves the caller's single open task of the instance. */
export async function approveMine(t: TestApp, who: Session, instanceId: string, reason = '同意') {
  const [task] = await todoOf(t, who, instanceId);
  if (!task) throw new Error('no open task for this user');
  return t.call(taskApi.approve, { body: { id: task.id, reason }, as: who });
}
