import { Permissions } from '@tenon/contracts';
import type { Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { BpmMenuIds } from '../menus.ts';
import { bpmActivity, bpmProcessInstance, bpmTimer } from '../runtime/runtime.schema.ts';
import { bpmTaskHolder } from '../runtime/task-holder.schema.ts';
import { processInstanceRoutes } from './process-instance.routes.ts';

/**
 * 我的流程 under 任务管理, and the hidden start and detail pages under /bpm/process-instance/.
 * Isolation: instances are made by a start, which needs a deployed definition the walk cannot
 * make; runtime.routes.test.ts checks another tenant's instance and task ids itself.
 */
export const processInstanceFeature: Feature = {
  name: 'process-instance',
  routes: processInstanceRoutes,
  tables: [bpmProcessInstance, bpmActivity, bpmTimer, bpmTaskHolder],
  menus: [
    screen(BpmMenuIds.processInstance, BpmMenuIds.task, '我的流程', 'my', 'people', 1, 'bpm/processInstance/index', 'BpmProcessInstance'),
    ...buttons(1202, BpmMenuIds.processInstance, [['流程实例的查询', Permissions.bpm.processInstance.query]]),
    ...buttons(1219, BpmMenuIds.processInstance, [
      ['流程实例的创建', Permissions.bpm.processInstance.create],
      ['流程实例的取消', Permissions.bpm.processInstance.cancel],
    ]),
    {
      ...screen(BpmMenuIds.processInstanceCreate, BpmMenuIds.processInstanceDir, '发起流程', 'create', '', 1, 'bpm/processInstance/create', 'BpmProcessInstanceCreate'),
      visible: false,
    },
    {
      ...screen(BpmMenuIds.processInstanceDetail, BpmMenuIds.processInstanceDir, '流程详情', 'detail', '', 2, 'bpm/processInstance/detail', 'BpmProcessInstanceDetail'),
      visible: false,
    },
  ],
};
