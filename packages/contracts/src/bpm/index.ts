/**
 * The bpm area's contract: models, forms, user groups, definitions, instances, tasks and the OA
 * leave form. A new screen's file is exported here and its endpoint groups listed in
 * `bpmApiGroups`, which the registry serves; its permissions and error codes are its lines in
 * `permissions.ts` and `errors.ts` beside this file.
 */
import { modelApi } from './model.ts';
import { formApi } from './form.ts';
import { userGroupApi } from './user-group.ts';
import { processDefinitionApi } from './definition.ts';
import { taskAssignRuleApi } from './assign-rule.ts';
import { activityApi, processEventApi, processInstanceApi } from './process-instance.ts';
import { taskApi } from './task.ts';
import { oaLeaveApi } from './oa-leave.ts';

export * from './runtime-enums.ts';
export * from './model.ts';
export * from './form.ts';
export * from './user-group.ts';
export * from './definition.ts';
export * from './assign-rule.ts';
export * from './process-instance.ts';
export * from './task.ts';
export * from './oa-leave.ts';

/** The area's endpoint groups, in the order the registry serves them. */
export const bpmApiGroups = {
  modelApi,
  formApi,
  userGroupApi,
  processDefinitionApi,
  taskAssignRuleApi,
  processInstanceApi,
  processEventApi,
  activityApi,
  taskApi,
  oaLeaveApi,
} as const;
