/**
 * The system area's contract: sign-in, tenants, users and their permissions, the catalogue, logs
 * and messages. A new screen's file is exported here and its endpoint groups listed in
 * `systemApiGroups`, which the registry serves; its permissions and error codes are its lines in
 * `permissions.ts` and `errors.ts` beside this file.
 */
import { authApi } from './auth.ts';
import { captchaApi } from './captcha.ts';
import { tenantApi } from './tenant.ts';
import { dictDataApi } from './dict-data.ts';
import { dictTypeApi } from './dict-type.ts';
import { healthApi } from './health.ts';
import { notifyMessageApi, notifyTemplateApi } from './notify.ts';
import { userProfileApi } from './user-profile.ts';
import { dashboardApi } from './dashboard.ts';
import { userApi } from './user.ts';
import { permissionApi, roleApi } from './role.ts';
import { menuApi } from './menu.ts';
import { deptApi } from './dept.ts';
import { postApi } from './post.ts';
import { noticeApi } from './notice.ts';
import { mailAccountApi, mailLogApi, mailTemplateApi } from './mail.ts';
import { sensitiveWordApi } from './sensitive-word.ts';
import { tenantPackageApi } from './tenant-package.ts';
import { loginLogApi, operateLogApi } from './logs.ts';
import { errorCodeApi } from './error-code.ts';
import { areaApi } from './area.ts';
import { smsCallbackApi, smsChannelApi, smsLogApi, smsTemplateApi } from './sms.ts';
import { oauth2ClientApi, oauth2OpenApi, oauth2TokenApi, oauth2UserApi } from './oauth2.ts';
import { socialClientApi, socialUserApi } from './social.ts';

export * from './shared-fields.ts';
export * from './auth.ts';
export * from './captcha.ts';
export * from './tenant.ts';
export * from './dict-data.ts';
export * from './dict-type.ts';
export * from './health.ts';
export * from './notify.ts';
export * from './user-profile.ts';
export * from './dashboard.ts';
export * from './user.ts';
export * from './role.ts';
export * from './menu.ts';
export * from './dept.ts';
export * from './post.ts';
export * from './notice.ts';
export * from './mail.ts';
export * from './sensitive-word.ts';
export * from './tenant-package.ts';
export * from './logs.ts';
export * from './error-code.ts';
export * from './area.ts';
export * from './sms.ts';
export * from './oauth2.ts';
export * from './social.ts';

/** The area's endpoint groups, in the order the registry serves them. */
export const systemApiGroups = {
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
} as const;
