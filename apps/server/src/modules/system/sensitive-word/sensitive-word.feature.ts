import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { MenuIds } from '../menus.ts';
import { sensitiveWordRoutes } from './sensitive-word.routes.ts';
import { sensitiveWord } from './sensitive-word.schema.ts';

/**
 * No tenant-isolation records: the list is global and only the system tenant reaches it (every
 * call from another tenant is refused, see the routes test).
 */
export const sensitiveWordFeature: Feature = {
  name: 'sensitive-word',
  ...routesNeeding(['catalogue', 'config', 'db'], sensitiveWordRoutes),
  tables: [sensitiveWord],
  menus: [
    screen({ id: MenuIds.sensitiveWord, parent: MenuIds.system, name: '敏感词', path: 'sensitive-word', icon: 'education', sort: 13, component: 'system/sensitiveWord/index', componentName: 'SystemSensitiveWord' }),
    ...buttons(2070, MenuIds.sensitiveWord, [
      ['敏感词查询', Permissions.system.sensitiveWord.query],
      ['敏感词创建', Permissions.system.sensitiveWord.create],
      ['敏感词更新', Permissions.system.sensitiveWord.update],
      ['敏感词删除', Permissions.system.sensitiveWord.delete],
      ['敏感词导出', Permissions.system.sensitiveWord.export],
    ]),
  ],
  // The reference's three seeded words.
  demo: (tx) =>
    tx.insert(sensitiveWord).values([
      { name: '土豆', tags: ['蔬菜', '短字'], description: '好土的土豆', creator: '1' },
      { name: 'XXX', tags: ['短字'], description: '', creator: '1' },
      { name: '白痴', tags: ['骂人'], description: '白痴是一种侮辱性的词语', creator: '1' },
    ]),
};
