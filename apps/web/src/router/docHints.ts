/**
 * The documentation hints the reference shows above its screens (docs/console.md,
 * "Documentation hints and analytics"), by menu component, in one place: the route's page wrapper renders them
 * (routeObjects.tsx), so no page has to. Titles and addresses are the reference's own.
 * VITE_DOC_ALERT=false hides them all.
 */
export interface DocHint {
  title: string;
  url: string;
}

const USER_CENTER = { title: '用户体系', url: 'https://doc.iocoder.cn/user-center/' };
const RESOURCE_PERMISSION = { title: '功能权限', url: 'https://doc.iocoder.cn/resource-permission' };
const DATA_PERMISSION = { title: '数据权限', url: 'https://doc.iocoder.cn/data-permission' };
const SAAS_TENANT = { title: 'SaaS 多租户', url: 'https://doc.iocoder.cn/saas-tenant/' };
const SYSTEM_LOG = { title: '系统日志', url: 'https://doc.iocoder.cn/system-log/' };
const BPM = { title: '工作流', url: 'https://doc.iocoder.cn/bpm' };

export const docHints: Record<string, DocHint[]> = {
  'system/user/index': [USER_CENTER],
  'system/role/index': [RESOURCE_PERMISSION, DATA_PERMISSION],
  'system/menu/index': [RESOURCE_PERMISSION],
  'system/tenant/index': [SAAS_TENANT],
  'system/tenantPackage/index': [SAAS_TENANT],
  'system/operatelog/index': [SYSTEM_LOG],
  'system/loginlog/index': [SYSTEM_LOG],
  'bpm/form/index': [BPM],
  'bpm/group/index': [BPM],
  'bpm/model/index': [BPM],
};
