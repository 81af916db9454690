/**
 * The one table from a menu's `component` to the page that shows it. Menus name screens by the
 * reference console's view paths (docs/menus.md: `system/operatelog/index`), so clients of
 * the reference find their pages; our page folders are named as the server's features
 * (`pages/system/operate-log` ↔ `modules/system/operate-log`). A leading slash, a
 * `.vue` suffix or a missing `/index` name the same page, as the reference's loader allows.
 */
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

export const pageTable: Record<string, PageLoader> = {
  'system/user/index': () => import('../pages/system/user/index'),
  'system/role/index': () => import('../pages/system/role/index'),
  'system/menu/index': () => import('../pages/system/menu/index'),
  'system/dept/index': () => import('../pages/system/dept/index'),
  'system/post/index': () => import('../pages/system/post/index'),
  'system/notice/index': () => import('../pages/system/notice/index'),
  'system/dict/index': () => import('../pages/system/dict/index'),
  'system/notify/template/index': () => import('../pages/system/notify/template/index'),
  'system/notify/message/index': () => import('../pages/system/notify/message/index'),
  'system/mail/account/index': () => import('../pages/system/mail/account/index'),
  'system/mail/template/index': () => import('../pages/system/mail/template/index'),
  'system/mail/log/index': () => import('../pages/system/mail/log/index'),
  'system/sms/channel/index': () => import('../pages/system/sms/channel/index'),
  'system/sms/template/index': () => import('../pages/system/sms/template/index'),
  'system/sms/log/index': () => import('../pages/system/sms/log/index'),
  'system/oauth2/client/index': () => import('../pages/system/oauth2/client/index'),
  'system/oauth2/token/index': () => import('../pages/system/oauth2/token/index'),
  'system/social/client/index': () => import('../pages/system/social/client/index'),
  'system/social/user/index': () => import('../pages/system/social/user/index'),
  'infra/config/index': () => import('../pages/infra/config/index'),
  'system/sensitiveWord/index': () => import('../pages/system/sensitive-word/index'),
  'system/operatelog/index': () => import('../pages/system/operate-log/index'),
  'system/loginlog/index': () => import('../pages/system/login-log/index'),
  'system/tenant/index': () => import('../pages/system/tenant/index'),
  'system/tenantPackage/index': () => import('../pages/system/tenant-package/index'),
  'system/errorCode/index': () => import('../pages/system/error-code/index'),
  'system/area/index': () => import('../pages/system/area/index'),
  'bpm/form/index': () => import('../pages/bpm/form/index'),
  'bpm/group/index': () => import('../pages/bpm/user-group/index'),
  'bpm/model/index': () => import('../pages/bpm/model/index'),
  'bpm/definition/index': () => import('../pages/bpm/definition/index'),
  'bpm/processInstance/index': () => import('../pages/bpm/process-instance/index'),
  'bpm/task/todo/index': () => import('../pages/bpm/task/todo/index'),
  'bpm/task/done/index': () => import('../pages/bpm/task/done/index'),
  'bpm/oa/leave/index': () => import('../pages/bpm/oa/leave/index'),
  // Hidden pages: the reference opens them from its own routes, with these view names.
  'system/dict/data': () => import('../pages/system/dict/dict-data/index'),
  'bpm/model/modelEditor': () => import('../pages/bpm/model/design/index'),
  'bpm/form/formEditor': () => import('../pages/bpm/form/edit/index'),
  'bpm/processInstance/create': () => import('../pages/bpm/process-instance/create/index'),
  'bpm/processInstance/detail': () => import('../pages/bpm/process-instance/detail/index'),
  'bpm/oa/leave/create': () => import('../pages/bpm/oa/leave/create/index'),
  'bpm/oa/leave/detail': () => import('../pages/bpm/oa/leave/detail/index'),
};

/** The table's key for a component as a menu may write it, e.g. `/system/operatelog.vue` → `system/operatelog/index`. */
export function pageKey(component: string): string {
  const clean = component
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(vue|tsx|jsx|js)$/, '');
  return clean in pageTable || !(`${clean}/index` in pageTable) ? clean : `${clean}/index`;
}

export function findPage(component: string | null): PageLoader | undefined {
  return component ? pageTable[pageKey(component)] : undefined;
}
