import { Permissions } from '@tenon/contracts';
import type { Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { BpmMenuIds } from '../menus.ts';
import { bpmTask } from '../runtime/runtime.schema.ts';
import { taskRoutes } from './task.routes.ts';

/** 待办任务 and 已办任务 under 任务管理; the task permissions hang under 待办任务 as the reference seeds them. */
export const taskFeature: Feature = {
  name: 'task',
  routes: taskRoutes,
  tables: [bpmTask],
  menus: [
    screen(BpmMenuIds.todo, BpmMenuIds.task, '待办任务', 'todo', 'eye-open', 2, 'bpm/task/todo/index', 'BpmTodoTask'),
    screen(BpmMenuIds.done, BpmMenuIds.task, '已办任务', 'done', 'finished', 3, 'bpm/task/done/index', 'BpmDoneTask'),
    ...buttons(1221, BpmMenuIds.todo, [
      ['流程任务的查询', Permissions.bpm.task.query],
      ['流程任务的更新', Permissions.bpm.task.update],
    ]),
  ],
};
