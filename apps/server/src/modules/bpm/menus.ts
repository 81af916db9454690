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
  /** Hidden: /bpm/manager/definition?key=, opened from the model list. */
  definition: 1205,
  /** Buttons under 流程模型: deploy 1199, definition query 1215, assign rules 1216–1218. */
  modelDeploy: 1199,
  definitionQuery: 1215,
  assignRuleButtons: 1216,
  task: 1200,
  processInstance: 1201,
  /** Buttons under 我的流程: query 1202, create 1219, cancel 1220. */
  todo: 1207,
  done: 1208,
  /** Hidden directory /bpm/process-instance with the start page and the detail page. */
  processInstanceDir: 1230,
  processInstanceCreate: 1231,
  processInstanceDetail: 1232,
  oa: 1117,
  oaLeave: 1118,
  /** Buttons under 请假查询: query 1119, create 1120; hidden pages create 1121, detail 1122. */
  oaLeaveCreate: 1121,
  oaLeaveDetail: 1122,
} as const;

export const bpmDirectory = directory(BpmMenuIds.bpm, 0, '工作流程', '/bpm', 'tool', 50);
export const bpmManagerDirectory = directory(BpmMenuIds.manager, BpmMenuIds.bpm, '流程管理', 'manager', 'nested', 10);
export const bpmTaskDirectory = directory(BpmMenuIds.task, BpmMenuIds.bpm, '任务管理', 'task', 'cascader', 20);
export const bpmOaDirectory = directory(BpmMenuIds.oa, BpmMenuIds.bpm, 'OA 示例', 'oa', 'people', 30);
/** The hidden pages under /bpm/process-instance/ (start, detail): no sidebar entry (docs/menus.md). */
export const bpmProcessInstanceDirectory = {
  ...directory(BpmMenuIds.processInstanceDir, BpmMenuIds.bpm, '流程实例', 'process-instance', '', 40),
  visible: false,
};
