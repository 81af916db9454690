import { Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { screen } from '../../../platform/menu-rows.ts';
import { InfraMenuIds } from '../menus.ts';
import { dbDocRoutes } from './db-doc.routes.ts';

/**
 * 数据库文档 (the reference's 1076): the product's own database described (HTML, Word,
 * Markdown), read through the data-source feature's door. The reference's row has no permission
 * and no buttons; ours carries `infra:db-doc:query` on the screen row itself, as 数据库监控 does
 * (granting the menu grants it). No tables.
 */
export const dbDocFeature: Feature = {
  name: 'db-doc',
  ...routesNeeding(['db', 'config'], dbDocRoutes),
  menus: [
    {
      ...screen({ id: InfraMenuIds.dbDoc, parent: InfraMenuIds.infra, name: '数据库文档', path: 'db-doc', icon: 'table', sort: 4, component: 'infra/dbDoc/index', componentName: 'InfraDBDoc' }),
      permission: Permissions.infra.dbDoc.query,
    },
  ],
};
