/** The BPM area: process models, forms and user groups. A new screen is its own folder plus one line here. */
import type { ServerArea } from '../deps.ts';
import { assignRuleFeature } from './assign-rule/assign-rule.feature.ts';
import { definitionFeature } from './definition/definition.feature.ts';
import { formFeature } from './form/form.feature.ts';
import { bpmDirectory, bpmManagerDirectory } from './menus.ts';
import { modelFeature } from './model/model.feature.ts';
import { userGroupFeature } from './user-group/user-group.feature.ts';

export const bpmArea: ServerArea = {
  name: 'bpm',
  menus: [bpmDirectory, bpmManagerDirectory],
  features: [modelFeature, formFeature, userGroupFeature, definitionFeature, assignRuleFeature],
};
