/**
 * The bpm area's error codes (module 1_009): models, forms, definitions, instances, tasks and
 * their assignment. Composed into `ErrorCodes`.
 */
import { errorCode, type ErrorTable } from '../area-kit.ts';

export const bpmErrors = {
  // The reference's codes, plus a few of our own (marked "Tenon").
  MODEL_KEY_EXISTS: errorCode(1_009_002_000, '已经存在流程标识为【{}】的流程'),
  MODEL_NOT_EXISTS: errorCode(1_009_002_001, '流程模型不存在'),
  MODEL_KEY_VALID: errorCode(1_009_002_002, '流程标识格式不正确，需要以字母或下划线开头，后接任意字母、数字、中划线、下划线、句点！'),
  /** Tenon: the reference stores whatever text it is given and the designer then fails to open it. */
  MODEL_BPMN_INVALID: errorCode(1_009_002_010, 'BPMN 文件格式不正确：{}'),
  /** Tenon: the category must be one of the dictionary bpm_model_category's values. */
  MODEL_CATEGORY_INVALID: errorCode(1_009_002_011, '流程分类【{}】不存在'),
  /** Tenon: the reference accepts a form type without the fields it needs. */
  MODEL_FORM_REQUIRED: errorCode(1_009_002_012, '{}不能为空'),
  MODEL_DEPLOY_FAIL_FORM_NOT_CONFIG: errorCode(1_009_002_003, '部署流程失败，原因：流程表单未配置，请点击【修改流程】按钮进行配置'),
  MODEL_DEPLOY_FAIL_TASK_ASSIGN_RULE_NOT_CONFIG: errorCode(1_009_002_004, '部署流程失败，原因：用户任务({})未配置分配规则，请点击【修改流程】按钮进行配置'),
  MODEL_DEPLOY_FAIL_TASK_INFO_EQUALS: errorCode(1_009_003_005, '流程定义部署失败，原因：信息未发生变化'),
  /** Tenon: the model has no diagram yet. */
  MODEL_DEPLOY_FAIL_NO_BPMN: errorCode(1_009_002_013, '部署流程失败，原因：流程图未设计，请点击【设计流程】按钮进行设计'),
  /** Tenon: the diagram uses what the engine cannot run; named so the modeller can change it. */
  MODEL_DEPLOY_FAIL_UNSUPPORTED: errorCode(1_009_002_014, '部署流程失败，原因：{}'),
  PROCESS_DEFINITION_KEY_NOT_MATCH: errorCode(1_009_003_000, '流程定义的标识期望是({})，当前是({})，请修改 BPMN 流程图'),
  PROCESS_DEFINITION_NAME_NOT_MATCH: errorCode(1_009_003_001, '流程定义的名字期望是({})，当前是({})，请修改 BPMN 流程图'),
  PROCESS_DEFINITION_NOT_EXISTS: errorCode(1_009_003_002, '流程定义不存在'),
  PROCESS_DEFINITION_IS_SUSPENDED: errorCode(1_009_003_003, '流程定义处于挂起状态'),
  /** Tenon: update-state on a model never deployed. */
  MODEL_NOT_DEPLOYED: errorCode(1_009_003_006, '流程模型尚未部署'),
  PROCESS_INSTANCE_NOT_EXISTS: errorCode(1_009_004_000, '流程实例不存在'),
  PROCESS_INSTANCE_CANCEL_FAIL_NOT_EXISTS: errorCode(1_009_004_001, '流程取消失败，流程不处于运行中'),
  PROCESS_INSTANCE_CANCEL_FAIL_NOT_SELF: errorCode(1_009_004_002, '流程取消失败，该流程不是你发起的'),
  /** Tenon: a start-form value breaks the form's rule (server-side check of the designer's rules). */
  PROCESS_INSTANCE_FORM_INVALID: errorCode(1_009_004_003, '表单校验失败：{}'),
  /** Tenon: a business-form process is started from its own page. */
  PROCESS_INSTANCE_START_CUSTOM_FORM: errorCode(1_009_004_004, '该流程使用业务表单，请从【{}】发起'),
  /** Tenon: an expression, script or listener of the diagram failed while the process ran. */
  PROCESS_EXECUTION_FAILED: errorCode(1_009_004_005, '流程执行失败：{}'),
  /** Tenon: one command (start, approval, timer…) went past its bounds: steps, script and expression time, script memory (BPM_COMMAND_STEPS, BPM_COMMAND_SCRIPT_MS, BPM_SCRIPT_MS, BPM_SCRIPT_MEMORY_MB); nothing of it is kept. */
  PROCESS_EXECUTION_LIMIT: errorCode(1_009_004_006, '流程执行超出限制，操作未生效：{}'),
  /** Tenon: a message, signal or trigger sent to an instance that has ended. */
  PROCESS_INSTANCE_NOT_RUNNING: errorCode(1_009_004_007, '流程实例已结束，不再等待任何事件'),
  /** Tenon: nothing waits for the message, signal or trigger sent (the reason says which). */
  PROCESS_EVENT_NOT_WAITING: errorCode(1_009_004_008, '{}'),
  TASK_COMPLETE_FAIL_NOT_EXISTS: errorCode(1_009_005_000, '审批任务失败，原因：该任务不处于未审批'),
  TASK_COMPLETE_FAIL_ASSIGN_NOT_SELF: errorCode(1_009_005_001, '审批任务失败，原因：该任务的审批人不是你'),
  TASK_NOT_EXISTS: errorCode(1_009_005_002, '流程任务不存在'),
  TASK_TARGET_NODE_NOT_EXISTS: errorCode(1_009_005_005, '目标节点不存在'),
  TASK_RETURN_FAIL_SOURCE_TARGET_ERROR: errorCode(1_009_005_006, '回退任务失败，目标节点是在并行网关上或非同一路线上，不可跳转'),
  TASK_DELEGATE_FAIL_USER_REPEAT: errorCode(1_009_005_007, '任务委派失败，委派人和当前审批人为同一人'),
  TASK_DELEGATE_FAIL_USER_NOT_EXISTS: errorCode(1_009_005_008, '任务委派失败，被委派人不存在'),
  TASK_ADD_SIGN_USER_NOT_EXIST: errorCode(1_009_005_009, '任务加签：选择的用户不存在'),
  TASK_ADD_SIGN_TYPE_ERROR: errorCode(1_009_005_010, '任务加签：当前任务已经{}，不能{}'),
  TASK_ADD_SIGN_USER_REPEAT: errorCode(1_009_005_011, '任务加签失败，加签人与现有审批人[{}]重复'),
  TASK_SUB_SIGN_NO_PARENT: errorCode(1_009_005_012, '任务减签失败，被减签的任务必须是通过加签生成的任务'),
  /** Tenon: reassigning to the current assignee, or to a user who does not exist or is disabled. */
  TASK_ASSIGNEE_INVALID: errorCode(1_009_005_013, '转办失败，原因：{}'),
  /** Tenon: with 配置管理's bpm.task.forbid-starter-approval on, a task goes nowhere near its process's starter (转办, 委派, 加签). */
  TASK_ASSIGNEE_IS_STARTER: errorCode(1_009_005_014, '不能将任务交给流程发起人本人审批（职责分离）'),
  TASK_ASSIGN_RULE_EXISTS: errorCode(1_009_006_000, '流程({}) 的任务({}) 已经存在分配规则'),
  TASK_ASSIGN_RULE_NOT_EXISTS: errorCode(1_009_006_001, '流程任务分配规则不存在'),
  TASK_UPDATE_FAIL_NOT_MODEL: errorCode(1_009_006_002, '只有流程模型的任务分配规则，才允许被修改'),
  TASK_CREATE_FAIL_NO_CANDIDATE_USER: errorCode(1_009_006_003, '操作失败，原因：找不到任务的审批人！'),
  TASK_ASSIGN_SCRIPT_NOT_EXISTS: errorCode(1_009_006_004, '操作失败，原因：任务分配脚本({}) 不存在'),
  /** Tenon: an option id of a rule names no role/dept/post/user/group of the tenant. */
  TASK_ASSIGN_RULE_OPTION_INVALID: errorCode(1_009_006_005, '分配规则的选项({})不存在'),
  /** Tenon: the task key names no user task of the model's diagram. */
  TASK_ASSIGN_RULE_TASK_NOT_EXISTS: errorCode(1_009_006_006, '流程图中不存在用户任务({})'),
  /** Tenon: the task's rule finds only the starter, who may not approve their own process (bpm.task.forbid-starter-approval). */
  TASK_CREATE_FAIL_ONLY_STARTER: errorCode(1_009_006_007, '操作失败，原因：任务【{}】的审批人只有流程发起人本人，不能由其本人审批（职责分离）'),
  OA_LEAVE_NOT_EXISTS: errorCode(1_009_001_001, '请假申请不存在'),
  OA_DAY_LEAVE_ERROR: errorCode(1_009_001_007, '请假天数必须>=1'),
  FORM_NOT_EXISTS: errorCode(1_009_010_000, '动态表单不存在'),
  FORM_FIELD_REPEAT: errorCode(1_009_010_001, '表单项({}) 和 ({}) 使用了相同的字段名({})'),
  /** Tenon: conf and fields are JSON text; the reference stores text that the renderer cannot read. */
  FORM_JSON_INVALID: errorCode(1_009_010_002, '{}不是合法的 JSON 对象'),
  /** Tenon: a disabled form can be kept by the model that has it, not newly chosen. */
  FORM_IS_DISABLE: errorCode(1_009_010_003, '名字为【{}】的流程表单已被禁用'),
  /** Tenon: a model's start form is not pulled from under it. */
  FORM_USED: errorCode(1_009_010_004, '流程表单正在被流程模型【{}】使用，无法删除'),
  /** Tenon: a field's name is a process variable, read by flow conditions such as `${days > 3}`. */
  FORM_FIELD_NAME_INVALID: errorCode(1_009_010_005, '表单项({})的字段名({})不合法，需以字母或下划线开头，只能包含字母、数字和下划线，最长 64 个字符'),
  USER_GROUP_NOT_EXISTS: errorCode(1_009_011_000, '用户组不存在'),
  USER_GROUP_IS_DISABLE: errorCode(1_009_011_001, '名字为【{}】的用户组已被禁用'),
  /** Tenon: members are users of the group's own tenant. */
  USER_GROUP_MEMBER_NOT_EXISTS: errorCode(1_009_011_002, '成员用户({})不存在'),
  /** Tenon: the task-assignment picker shows groups by name, so two of one name would be ambiguous. */
  USER_GROUP_NAME_DUPLICATE: errorCode(1_009_011_003, '已经存在该名字的用户组'),
} as const satisfies ErrorTable;
