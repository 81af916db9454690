/** The bpm area's dictionaries, each declared once: its type code and its name in 字典管理 (the seed holds the entries). */
import type { DictionaryTable } from '../dictionaries.ts';

export const bpmDictionaries = {
  bpmOaLeaveType: { type: 'bpm_oa_leave_type', name: 'OA 请假类型' },
  bpmModelCategory: { type: 'bpm_model_category', name: '流程分类' },
  bpmProcessInstanceStatus: { type: 'bpm_process_instance_status', name: '流程实例的状态' },
  bpmProcessInstanceResult: { type: 'bpm_process_instance_result', name: '流程实例的结果' },
  bpmModelFormType: { type: 'bpm_model_form_type', name: '流程的表单类型' },
  bpmTaskAssignRuleType: { type: 'bpm_task_assign_rule_type', name: '任务分配规则的类型' },
  bpmTaskAssignScript: { type: 'bpm_task_assign_script', name: '任务分配自定义脚本' },
} as const satisfies DictionaryTable;
