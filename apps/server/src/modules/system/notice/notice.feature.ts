import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { crudIsolation } from '../../../platform/area.ts';
import { MenuIds } from '../menus.ts';
import { DEMO_TENANT, SYSTEM_TENANT } from '../seed/index.ts';
import { noticeRoutes } from './notice.routes.ts';
import { notice } from './notice.schema.ts';

/** The reference's menu ids: 通知公告 107, its buttons 1035…1038. */
const NOTICE_MENU_ID = 107;
const stamp = Date.now() % 100000;

export const noticeFeature: Feature = {
  name: 'notice',
  ...routesNeeding(['catalogue', 'config', 'db', 'notify'], noticeRoutes),
  tables: [notice],
  menus: [
    screen({ id: NOTICE_MENU_ID, parent: MenuIds.system, name: '通知公告', path: 'notice', icon: 'message', sort: 8, component: 'system/notice/index', componentName: 'SystemNotice' }),
    ...buttons(1035, NOTICE_MENU_ID, [
      ['公告查询', Permissions.system.notice.query],
      ['公告新增', Permissions.system.notice.create],
      ['公告修改', Permissions.system.notice.update],
      ['公告删除', Permissions.system.notice.delete],
    ]),
  ],
  isolation: crudIsolation('/system/notice', {
    create: () => ({ title: `跨租户公告${stamp}`, type: 1, content: '', status: 0 }),
    update: { title: '改', type: 1, status: 0 },
    moreCalls: { 'POST /system/notice/push': (id) => ({ query: { id } }) },
  }),
  demo: (tx) =>
    tx.insert(notice).values([
      {
        tenantId: SYSTEM_TENANT.id,
        title: '关于国庆节放假安排的通知',
        type: 1,
        content: '<p>10 月 1 日至 7 日放假调休，共 7 天。<strong>9 月 29 日（周日）</strong>上班。</p><p>请各部门提前安排好值班。</p>',
        creator: '1',
      },
      {
        tenantId: SYSTEM_TENANT.id,
        title: '系统维护公告',
        type: 2,
        content: '<p>本周六 22:00 至 24:00 进行系统维护，期间暂停服务。</p>',
        creator: '1',
      },
      {
        tenantId: SYSTEM_TENANT.id,
        title: '新版工作流上线',
        type: 2,
        content: '<h2>流程设计器</h2><ul><li>拖拽绘制 BPMN 流程</li><li>表单设计器</li></ul>',
        status: 1,
        creator: '1',
      },
      { tenantId: DEMO_TENANT.id, title: '欢迎使用小租户', type: 1, content: '<p>这是小租户自己的公告。</p>', creator: '110' },
    ]),
};
