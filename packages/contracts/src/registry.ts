/** Every endpoint of the product, in one list: the server registers exactly these. */
import type { Endpoint } from './endpoint.ts';
import { authApi } from './system/auth.ts';
import { captchaApi } from './system/captcha.ts';
import { tenantApi } from './system/tenant.ts';
import { dictDataApi } from './system/dict-data.ts';
import { dictTypeApi } from './system/dict-type.ts';
import { healthApi } from './system/health.ts';
import { notifyMessageApi, notifyTemplateApi } from './system/notify.ts';
import { userProfileApi } from './system/user-profile.ts';
import { dashboardApi } from './system/dashboard.ts';
import { userApi } from './system/user.ts';
import { permissionApi, roleApi } from './system/role.ts';
import { menuApi } from './system/menu.ts';
import { deptApi } from './system/dept.ts';
import { postApi } from './system/post.ts';
import { noticeApi } from './system/notice.ts';
import { mailAccountApi, mailLogApi, mailTemplateApi } from './system/mail.ts';
import { sensitiveWordApi } from './system/sensitive-word.ts';
import { tenantPackageApi } from './system/tenant-package.ts';
import { loginLogApi, operateLogApi } from './system/logs.ts';
import { errorCodeApi } from './system/error-code.ts';
import { areaApi } from './system/area.ts';
import { smsCallbackApi, smsChannelApi, smsLogApi, smsTemplateApi } from './system/sms.ts';
import { oauth2ClientApi, oauth2OpenApi, oauth2TokenApi, oauth2UserApi } from './system/oauth2.ts';
import { socialClientApi, socialUserApi } from './system/social.ts';
import { configApi } from './infra/config.ts';
import { modelApi } from './bpm/model.ts';
import { formApi } from './bpm/form.ts';
import { userGroupApi } from './bpm/user-group.ts';
import { processDefinitionApi } from './bpm/definition.ts';
import { taskAssignRuleApi } from './bpm/assign-rule.ts';
import { activityApi, processInstanceApi } from './bpm/process-instance.ts';
import { taskApi } from './bpm/task.ts';
import { oaLeaveApi } from './bpm/oa-leave.ts';
import { memberApiGroups } from './member/index.ts';

export const apiGroups = {
  authApi,
  captchaApi,
  tenantApi,
  dictDataApi,
  dictTypeApi,
  healthApi,
  notifyMessageApi,
  notifyTemplateApi,
  userProfileApi,
  dashboardApi,
  userApi,
  roleApi,
  permissionApi,
  menuApi,
  deptApi,
  postApi,
  noticeApi,
  mailAccountApi,
  mailTemplateApi,
  mailLogApi,
  sensitiveWordApi,
  tenantPackageApi,
  loginLogApi,
  operateLogApi,
  errorCodeApi,
  areaApi,
  smsChannelApi,
  smsTemplateApi,
  smsLogApi,
  smsCallbackApi,
  oauth2ClientApi,
  oauth2TokenApi,
  oauth2OpenApi,
  oauth2UserApi,
  socialClientApi,
  socialUserApi,
  configApi,
  modelApi,
  formApi,
  userGroupApi,
  processDefinitionApi,
  taskAssignRuleApi,
  processInstanceApi,
  activityApi,
  taskApi,
  oaLeaveApi,
  ...memberApiGroups,
} as const;

export const allEndpoints: Endpoint[] = Object.values(apiGroups).flatMap(
  (group) => Object.values(group) as Endpoint[],
);

/**
 * The permissions of the platform's catalogues (`Endpoint.platform`): only the system tenant's
 * users exercise them. The server keeps them out of other tenants' packages and grants; the web
 * hides what they guard, since a tenant's grant never holds them.
 */
export const platformPermissions: ReadonlySet<string> = new Set(
  allEndpoints.flatMap((e) => (e.platform && 'permission' in e.access ? [e.access.permission] : [])),
);
