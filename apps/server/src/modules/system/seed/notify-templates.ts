/** Built-in in-site message templates; other modules send through these codes. */
export interface NotifyTemplateSeed {
  code: string;
  name: string;
  nickname: string;
  content: string;
  /** 1 通知公告, 2 系统消息 (system_notify_template_type). */
  type: 1 | 2;
  remark?: string;
}

export const notifyTemplateSeed: NotifyTemplateSeed[] = [
  { code: 'system-welcome', name: '欢迎消息', nickname: '系统管理员', type: 2, content: '欢迎 {nickname} 加入{tenantName}，如有问题请联系管理员。' },
  { code: 'system-maintenance', name: '系统维护通知', nickname: '运维小组', type: 1, content: '系统将于 {time} 进行维护，预计持续 {duration}，期间部分功能不可用。' },
  { code: 'system-password-changed', name: '密码修改提醒', nickname: '安全中心', type: 2, content: '您的登录密码已于 {time} 修改；如非本人操作，请立即联系管理员。' },
  { code: 'system-notice', name: '公告推送', nickname: '通知公告', type: 1, content: '{title}', remark: '通知公告页面的【推送】按钮使用' },
  { code: 'bpm-task-assigned', name: '待办任务提醒', nickname: '流程引擎', type: 2, content: '您有一条新的待办任务：{processInstanceName}，发起人：{startUserNickname}。' },
  { code: 'bpm-process-approved', name: '流程审批通过', nickname: '流程引擎', type: 2, content: '您的流程【{processInstanceName}】已审批通过。' },
  { code: 'bpm-process-rejected', name: '流程审批不通过', nickname: '流程引擎', type: 2, content: '您的流程【{processInstanceName}】审批不通过，原因：{reason}。' },
  { code: 'bpm-process-returned', name: '流程被退回', nickname: '流程引擎', type: 2, content: '您的流程【{processInstanceName}】被退回到【{taskName}】，原因：{reason}。' },
  { code: 'bpm-task-timeout', name: '待办任务超时提醒', nickname: '流程引擎', type: 2, content: '您的待办任务【{taskName}】（{processInstanceName}）已超时，请尽快处理。' },
  { code: 'test', name: '测试模板', nickname: '测试发送', type: 1, content: '这是一条测试消息：{content}', remark: '管理员在模板页面测试发送时使用' },
];
