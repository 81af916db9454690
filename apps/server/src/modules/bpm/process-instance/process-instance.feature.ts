import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { BpmMenuIds } from '../menus.ts';
import { processInstanceRoutes } from './process-instance.routes.ts';
import { seedPurchaseDemo } from './purchase.demo.ts';

/**
 * 我的流程 under 任务管理, and the hidden start and detail pages under /bpm/process-instance/.
 * Isolation: instances are made by a start, which needs a deployed definition the walk cannot
 * make; runtime.routes.test.ts checks another tenant's instance and task ids itself.
 */
export const processInstanceFeature: Feature = {
  name: 'process-instance',
  ...routesNeeding(['config', 'db', 'permissions', 'processRuntime'], processInstanceRoutes),
  menus: [
    screen({ id: BpmMenuIds.processInstance, parent: BpmMenuIds.task, name: '我的流程', path: 'my', icon: 'people', sort: 1, component: 'bpm/processInstance/index', componentName: 'BpmProcessInstance' }),
    ...buttons(1202, BpmMenuIds.processInstance, [['流程实例的查询', Permissions.bpm.processInstance.query]]),
    ...buttons(1219, BpmMenuIds.processInstance, [
      ['流程实例的创建', Permissions.bpm.processInstance.create],
      ['流程实例的取消', Permissions.bpm.processInstance.cancel],
    ]),
    // Ours: messages, signals and receive-task triggers (docs/workflow.md, "Driving what waits").
    ...buttons(2900, BpmMenuIds.processInstance, [['流程实例的事件', Permissions.bpm.processInstance.event]]),
    {
      ...screen({ id: BpmMenuIds.processInstanceCreate, parent: BpmMenuIds.processInstanceDir, name: '发起流程', path: 'create', icon: '', sort: 1, component: 'bpm/processInstance/create', componentName: 'BpmProcessInstanceCreate' }),
      visible: false,
    },
    {
      ...screen({ id: BpmMenuIds.processInstanceDetail, parent: BpmMenuIds.processInstanceDir, name: '流程详情', path: 'detail', icon: '', sort: 2, component: 'bpm/processInstance/detail', componentName: 'BpmProcessInstanceDetail' }),
      visible: false,
    },
  ],
  // A process with a boundary timer and a call activity to start from 发起流程 (issue 26).
  demo: seedPurchaseDemo,
};
