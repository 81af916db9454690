/**
 * The system area: sign-in, tenants, users and their permissions, the catalogue, logs and
 * messages. A new screen of this area is its own folder plus one line here.
 */
import type { ServerArea } from '../deps.ts';
import { authFeature } from './auth/auth.feature.ts';
import { captchaFeature } from './captcha/captcha.feature.ts';
import { dashboardFeature } from './dashboard/dashboard.feature.ts';
import { deptFeature } from './dept/dept.feature.ts';
import { dictFeature } from './dict/dict.feature.ts';
import { errorCodeFeature } from './error-code/error-code.feature.ts';
import { areaFeature } from './area/area.feature.ts';
import { healthFeature } from './health/health.feature.ts';
import { loginLogFeature } from './login-log/login-log.feature.ts';
import { menuFeature } from './menu/menu.feature.ts';
import { logDirectory, mailDirectory, notifyDirectory, oauth2Directory, smsDirectory, socialDirectory, systemDirectory, tenantDirectory } from './menus.ts';
import { mailFeature } from './mail/mail.feature.ts';
import { noticeFeature } from './notice/notice.feature.ts';
import { oauth2Feature } from './oauth2/oauth2.feature.ts';
import { notifyFeature } from './notify/notify.feature.ts';
import { operateLogFeature } from './operate-log/operate-log.feature.ts';
import { permissionFeature } from './permission/permission.feature.ts';
import { postFeature } from './post/post.feature.ts';
import { registerFeature } from './register/register.feature.ts';
import { socialFeature } from './social/social.feature.ts';
import { profileFeature } from './profile/profile.feature.ts';
import { roleFeature } from './role/role.feature.ts';
import { sensitiveWordFeature } from './sensitive-word/sensitive-word.feature.ts';
import { smsFeature } from './sms/sms.feature.ts';
import { smsCodeFeature } from './sms-code/sms-code.feature.ts';
import { tenantPackageFeature } from './tenant-package/tenant-package.feature.ts';
import { tenantFeature } from './tenant/tenant.feature.ts';
import { userFeature } from './user/user.feature.ts';

export const systemArea: ServerArea = {
  name: 'system',
  menus: [systemDirectory, logDirectory, tenantDirectory, mailDirectory, notifyDirectory, smsDirectory, oauth2Directory, socialDirectory],
  features: [
    healthFeature,
    captchaFeature,
    authFeature,
    tenantFeature,
    dictFeature,
    notifyFeature,
    profileFeature,
    dashboardFeature,
    userFeature,
    roleFeature,
    permissionFeature,
    menuFeature,
    deptFeature,
    postFeature,
    noticeFeature,
    mailFeature,
    smsFeature,
    smsCodeFeature,
    sensitiveWordFeature,
    tenantPackageFeature,
    loginLogFeature,
    operateLogFeature,
    errorCodeFeature,
    areaFeature,
    oauth2Feature,
    socialFeature,
    registerFeature,
  ],
};
