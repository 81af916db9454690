/**
 * The workflow runtime's codes, as the reference (Flowable, v1.8.3) sends them. The dictionaries
 * bpm_process_instance_status and bpm_process_instance_result label them.
 */

/** A process instance's `status`: 1 running, 2 finished. */
export const BpmProcessInstanceStatus = { RUNNING: 1, FINISH: 2 } as const;

/**
 * `result` of a process instance and of a task. 1–4 are the seeded dictionary's values; 5–9 are
 * the reference's task states (sent back, delegated, and the add-sign waits), labelled too.
 */
export const BpmResult = {
  PROCESS: 1,
  APPROVE: 2,
  REJECT: 3,
  CANCEL: 4,
  BACK: 5,
  DELEGATE: 6,
  /** The parent of "after" signers: approved by its assignee, waiting for the signers. */
  SIGN_AFTER: 7,
  /** The parent of "before" signers: waiting for them before its assignee decides. */
  SIGN_BEFORE: 8,
  WAIT_BEFORE_TASK: 9,
} as const;

/** A definition's `suspensionState`: 1 active (can be started), 2 suspended. */
export const BpmSuspensionState = { ACTIVE: 1, SUSPENDED: 2 } as const;

/** The 7 assign-rule types (dictionary bpm_task_assign_rule_type). */
export const BpmAssignRuleType = {
  ROLE: 10,
  DEPT_MEMBER: 20,
  DEPT_LEADER: 21,
  POST: 22,
  USER: 30,
  USER_GROUP: 40,
  SCRIPT: 50,
} as const;

/** Options of a SCRIPT rule (dictionary bpm_task_assign_script). */
export const BpmAssignScript = { START_USER: 10, LEADER_X1: 20, LEADER_X2: 21 } as const;

/** The key of the OA leave process the leave screens start (docs/workflow.md, "Assign rules and the OA leave"). */
export const OA_LEAVE_PROCESS_KEY = 'oa_leave';
