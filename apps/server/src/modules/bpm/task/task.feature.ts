import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { BpmMenuIds } from '../menus.ts';
import { taskRoutes } from './task.routes.ts';

/** 待办任务 and 已办任务 under 任务管理; the task permissions hang under 待办任务 as the reference seeds them. */
export const taskFeature: Feature = {
  name: 'task',
  ...routesNeeding(['catalogue', 'config', 'db', 'permissions', 'processRuntime'], taskRoutes),
  menus: [
    screen({ id: BpmMenuIds.todo, parent: BpmMenuIds.task, name: '待办任务', path: 'todo', icon: 'eye-open', sort: 2, component: 'bpm/task/todo/index', componentName: 'BpmTodoTask' }),
    screen({ id: BpmMenuIds.done, parent: BpmMenuIds.task, name: '已办任务', path: 'done', icon: 'finished', sort: 3, component: 'bpm/task/done/index', componentName: 'BpmDoneTask' }),
    ...buttons(1221, BpmMenuIds.todo, [
      ['流程任务的查询', Permissions.bpm.task.query],
      ['流程任务的更新', Permissions.bpm.task.update],
    ]),
  ],
};
