/** The system area's dictionaries, each declared once: its type code and its name in 字典管理 (the seed holds the entries). */
import type { DictionaryTable } from '../dictionaries.ts';

export const systemDictionaries = {
  systemUserSex: { type: 'system_user_sex', name: '用户性别' },
  systemNoticeType: { type: 'system_notice_type', name: '通知类型' },
  systemOperateType: { type: 'system_operate_type', name: '操作类型' },
  commonStatus: { type: 'common_status', name: '系统状态' },
  systemLoginResult: { type: 'system_login_result', name: '登录结果' },
  userType: { type: 'user_type', name: '用户类型' },
  systemSocialType: { type: 'system_social_type', name: '社交平台的类型' },
  systemSmsChannelCode: { type: 'system_sms_channel_code', name: '短信渠道编码' },
  systemSmsTemplateType: { type: 'system_sms_template_type', name: '短信模板的类型' },
  systemSmsSendStatus: { type: 'system_sms_send_status', name: '短信发送状态' },
  systemSmsReceiveStatus: { type: 'system_sms_receive_status', name: '短信接收状态' },
  systemErrorCodeType: { type: 'system_error_code_type', name: '错误码的类型' },
  systemLoginType: { type: 'system_login_type', name: '登录日志的类型' },
  systemRoleType: { type: 'system_role_type', name: '角色类型' },
  systemOauth2GrantType: { type: 'system_oauth2_grant_type', name: 'OAuth 2.0 授权类型' },
  systemMailSendStatus: { type: 'system_mail_send_status', name: '邮件发送状态' },
  systemNotifyTemplateType: { type: 'system_notify_template_type', name: '站内信模版的类型' },
  systemMenuType: { type: 'system_menu_type', name: '菜单类型' },
  systemDataScope: { type: 'system_data_scope', name: '数据范围' },
} as const satisfies DictionaryTable;
