/**
 * The system area's part of the page table: a menu's `component` (the reference's view path) →
 * its page, loaded on first open. A new screen is one line here.
 */
import type { PageTable } from '../../router/pageTable';

export const systemPages: PageTable = {
  'system/user/index': () => import('./user/index'),
  'system/role/index': () => import('./role/index'),
  'system/menu/index': () => import('./menu/index'),
  'system/dept/index': () => import('./dept/index'),
  'system/post/index': () => import('./post/index'),
  'system/notice/index': () => import('./notice/index'),
  'system/dict/index': () => import('./dict/index'),
  'system/notify/template/index': () => import('./notify/template/index'),
  'system/notify/message/index': () => import('./notify/message/index'),
  'system/mail/account/index': () => import('./mail/account/index'),
  'system/mail/template/index': () => import('./mail/template/index'),
  'system/mail/log/index': () => import('./mail/log/index'),
  'system/sms/channel/index': () => import('./sms/channel/index'),
  'system/sms/template/index': () => import('./sms/template/index'),
  'system/sms/log/index': () => import('./sms/log/index'),
  'system/oauth2/client/index': () => import('./oauth2/client/index'),
  'system/oauth2/token/index': () => import('./oauth2/token/index'),
  'system/social/client/index': () => import('./social/client/index'),
  'system/social/user/index': () => import('./social/user/index'),
  'system/sensitiveWord/index': () => import('./sensitive-word/index'),
  'system/operatelog/index': () => import('./operate-log/index'),
  'system/loginlog/index': () => import('./login-log/index'),
  'system/tenant/index': () => import('./tenant/index'),
  'system/tenantPackage/index': () => import('./tenant-package/index'),
  'system/errorCode/index': () => import('./error-code/index'),
  'system/area/index': () => import('./area/index'),
  // Hidden pages: the reference opens them from its own routes, with these view names.
  'system/dict/data': () => import('./dict/dict-data/index'),
};

/** Each hidden page's owner screen (see `router/pageOwners.ts`). */
export const systemPageOwners: Record<string, string> = {
  'system/dict/data': 'system/dict/index',
};
