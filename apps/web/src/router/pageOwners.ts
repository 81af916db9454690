/**
 * Hidden pages and the screen each belongs to, by menu `component` (the reference declares the
 * same in its static routes' `meta.activeMenu`): while a hidden page is open, the sidebar lights
 * its owner and the breadcrumb runs through the owner's directories (系统管理 / 字典管理 / 字典数据).
 */
export const pageOwners: Record<string, string> = {
  'system/dict/data': 'system/dict/index',
  'bpm/model/modelEditor': 'bpm/model/index',
  'bpm/form/formEditor': 'bpm/form/index',
  'bpm/processInstance/create': 'bpm/processInstance/index',
  'bpm/processInstance/detail': 'bpm/processInstance/index',
  'bpm/oa/leave/create': 'bpm/oa/leave/index',
  'bpm/oa/leave/detail': 'bpm/oa/leave/index',
};
