/**
 * The bpm area's part of the page table: a menu's `component` (the reference's view path) →
 * its page, loaded on first open. A new screen is one line here.
 */
import type { PageTable } from '../../router/pageTable';

export const bpmPages: PageTable = {
  'bpm/form/index': () => import('./form/index'),
  'bpm/group/index': () => import('./user-group/index'),
  'bpm/model/index': () => import('./model/index'),
  'bpm/definition/index': () => import('./definition/index'),
  'bpm/processInstance/index': () => import('./process-instance/index'),
  'bpm/task/todo/index': () => import('./task/todo/index'),
  'bpm/task/done/index': () => import('./task/done/index'),
  'bpm/oa/leave/index': () => import('./oa/leave/index'),
  // Hidden pages: the reference opens them from its own routes, with these view names.
  'bpm/model/modelEditor': () => import('./model/design/index'),
  'bpm/form/formEditor': () => import('./form/edit/index'),
  'bpm/processInstance/create': () => import('./process-instance/create/index'),
  'bpm/processInstance/detail': () => import('./process-instance/detail/index'),
  'bpm/oa/leave/create': () => import('./oa/leave/create/index'),
  'bpm/oa/leave/detail': () => import('./oa/leave/detail/index'),
};

/** Each hidden page's owner screen (see `router/pageOwners.ts`). */
export const bpmPageOwners: Record<string, string> = {
  'bpm/model/modelEditor': 'bpm/model/index',
  'bpm/form/formEditor': 'bpm/form/index',
  'bpm/processInstance/create': 'bpm/processInstance/index',
  'bpm/processInstance/detail': 'bpm/processInstance/index',
  'bpm/oa/leave/create': 'bpm/oa/leave/index',
  'bpm/oa/leave/detail': 'bpm/oa/leave/index',
};
