/** The BPM area: process models, forms and user groups. A new screen is its own folder plus one line here. */
import type { ServerArea } from '../deps.ts';
import { assignRuleFeature } from './assign-rule/assign-rule.feature.ts';
import { definitionFeature } from './definition/definition.feature.ts';
import { formFeature } from './form/form.feature.ts';
import { bpmDirectory, bpmManagerDirectory, bpmOaDirectory, bpmProcessInstanceDirectory, bpmTaskDirectory } from './menus.ts';
import { modelFeature } from './model/model.feature.ts';
import { oaLeaveFeature } from './oa-leave/oa-leave.feature.ts';
import { processInstanceFeature } from './process-instance/process-instance.feature.ts';
import { runtimeFeature } from './runtime/runtime.feature.ts';
import { taskFeature } from './task/task.feature.ts';
import { userGroupFeature } from './user-group/user-group.feature.ts';

export const bpmArea: ServerArea = {
  name: 'bpm',
  menus: [bpmDirectory, bpmManagerDirectory, bpmTaskDirectory, bpmOaDirectory, bpmProcessInstanceDirectory],
  features: [modelFeature, formFeature, userGroupFeature, definitionFeature, assignRuleFeature, runtimeFeature, processInstanceFeature, taskFeature, oaLeaveFeature],
};
