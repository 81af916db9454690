import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { notifyRoutes } from './notify.routes.ts';
import { notifyMessage, notifyTemplate } from './notify.schema.ts';
import { NotifyTemplateService } from './notify-template.service.ts';
import { notifyProvides } from './notify.provides.ts';

/**
 * 站内信管理: the templates (global, written by the system tenant) and every message of the
 * tenant. Messages are only ever read in bulk by the admin page, so no record is named by id
 * there, and the templates belong to no tenant: nothing for the isolation walk.
 */
export const notifyFeature: Feature = {
  name: 'notify',
  provides: notifyProvides,
  ...routesNeeding(['catalogue', 'config', 'db', 'notify', 'notifyEvents', 'notifyMessages', 'tokens'], (deps) =>
    notifyRoutes({
      templates: new NotifyTemplateService({ db: deps.db, catalogue: deps.catalogue, timeZone: deps.config.timeZone }),
      messages: deps.notifyMessages,
      sender: deps.notify,
      events: deps.notifyEvents,
      tokens: deps.tokens,
    })),
  tables: [notifyTemplate, notifyMessage],
  menus: [
    screen({ id: MenuIds.notifyTemplate, parent: MenuIds.notifyDir, name: '模板管理', path: 'notify-template', icon: 'education', sort: 0, component: 'system/notify/template/index', componentName: 'SystemNotifyTemplate' }),
    ...buttons(2085, MenuIds.notifyTemplate, [
      ['站内信模板查询', Permissions.system.notifyTemplate.query],
      ['站内信模板创建', Permissions.system.notifyTemplate.create],
      ['站内信模板更新', Permissions.system.notifyTemplate.update],
      ['站内信模板删除', Permissions.system.notifyTemplate.delete],
      ['发送测试站内信', Permissions.system.notifyTemplate.sendNotify],
    ]),
    screen({ id: MenuIds.notifyMessage, parent: MenuIds.notifyDir, name: '消息记录', path: 'notify-message', icon: 'edit', sort: 10, component: 'system/notify/message/index', componentName: 'SystemNotifyMessage' }),
    ...buttons(2091, MenuIds.notifyMessage, [['站内信消息查询', Permissions.system.notifyMessage.query]]),
  ],
};
