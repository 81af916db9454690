/** Menu ids of the BPM area (as in the reference console's seed) and its directories. */
import { directory } from '../../platform/menu-rows.ts';

export const BpmMenuIds = {
  bpm: 1185,
  manager: 1186,
  form: 1187,
  model: 1193,
  userGroup: 1209,
  modelDesign: 1203,
  formEdit: 1204,
} as const;

export const bpmDirectory = directory(BpmMenuIds.bpm, 0, '工作流程', '/bpm', 'tool', 50);
export const bpmManagerDirectory = directory(BpmMenuIds.manager, BpmMenuIds.bpm, '流程管理', 'manager', 'nested', 10);
