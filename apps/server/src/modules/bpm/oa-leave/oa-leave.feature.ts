import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { BpmMenuIds } from '../menus.ts';
import { oaLeaveRoutes } from './oa-leave.routes.ts';
import { bpmOaLeave } from './oa-leave.schema.ts';
import { seedOaLeaveDemo } from './oa-leave.demo.ts';

const WALK_START = Date.parse('2030-03-04T09:00:00+08:00');

/**
 * 请假查询 and its hidden create and detail pages. Isolation: the walk's tenant A is tenant 1,
 * where the demo deploys `oa_leave` (its administrator leads his own department, so the leave
 * has an approver); oa-leave.routes.test.ts checks another user's ids.
 */
export const oaLeaveFeature: Feature = {
  name: 'oa-leave',
  ...routesNeeding(['catalogue', 'config', 'db', 'permissions', 'processRuntime'], oaLeaveRoutes),
  tables: [bpmOaLeave],
  menus: [
    screen({ id: BpmMenuIds.oaLeave, parent: BpmMenuIds.oa, name: '请假查询', path: 'leave', icon: 'form', sort: 0, component: 'bpm/oa/leave/index', componentName: 'BpmOALeave' }),
    ...buttons(1119, BpmMenuIds.oaLeave, [
      ['请假申请查询', Permissions.bpm.oaLeave.query],
      ['请假申请创建', Permissions.bpm.oaLeave.create],
    ]),
    { ...screen({ id: BpmMenuIds.oaLeaveCreate, parent: BpmMenuIds.oa, name: '发起 OA 请假', path: 'leave/create', icon: '', sort: 1, component: 'bpm/oa/leave/create', componentName: 'BpmOALeaveCreate' }), visible: false },
    { ...screen({ id: BpmMenuIds.oaLeaveDetail, parent: BpmMenuIds.oa, name: '查看 OA 请假', path: 'leave/detail', icon: '', sort: 2, component: 'bpm/oa/leave/detail', componentName: 'BpmOALeaveDetail' }), visible: false },
  ],
  isolation: {
    paths: ['/bpm/oa/leave/'],
    records: [
      {
        api: '/bpm/oa/leave',
        create: () => ({ type: 1, reason: '跨租户请假', startTime: WALK_START, endTime: WALK_START + 2 * 86_400_000 }),
        calls: { 'GET /bpm/oa/leave/get': (id) => ({ query: { id } }) },
      },
    ],
  },
  demo: seedOaLeaveDemo,
};
