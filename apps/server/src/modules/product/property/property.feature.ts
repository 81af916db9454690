/**
 * 商品属性 and its hidden 属性值 page: the tenant's properties (name unique in the tenant; one with
 * values is not deleted, the reference's rule) and their values (name unique within the property).
 * `get-value-list` answers both by GET (the reference's Vue 2 screens) and by POST (its later console).
 */
import { eq } from 'drizzle-orm';
import { ErrorCodes, Permissions, productPropertyApi, productPropertyResource, productPropertyValueResource } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import { tenantCrud } from '../../../db/tenantCrud.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { containsText } from '../../../db/textFilter.ts';
import { crudIsolation } from '../../../platform/area.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { resourceRoutes } from '../../../platform/resource-routes.ts';
import { route } from '../../../platform/route.ts';
import type { Feature } from '../../deps.ts';
import { lockTenantWrites } from '../../system/tenant/index.ts';
import { ProductMenuIds } from '../menus.ts';
import { propertyValueService } from './property-value.service.ts';
import { propertiesWithValues } from './property-values.ts';
import { seedPropertyDemo } from './property.demo.ts';
import { productProperty, productPropertyValue } from './property.schema.ts';

const stamp = Date.now() % 100000;

const hasValues = async (q: Tx, scope: TenantScope, id: number) =>
  (await q.select({ id: productPropertyValue.id }).from(productPropertyValue).where(scope.where(productPropertyValue, eq(productPropertyValue.propertyId, id))).limit(1)).length > 0;

export const productPropertyFeature: Feature = {
  name: 'property',
  needs: ['db', 'config'],
  tables: [productProperty, productPropertyValue],
  routes: ({ db, config }) => {
    const properties = tenantCrud(db, {
      table: productProperty,
      resource: productPropertyResource,
      notFound: ErrorCodes.PROPERTY_NOT_EXISTS,
      unique: [{ field: 'name', taken: ErrorCodes.PROPERTY_EXISTS }],
      lock: lockTenantWrites,
      inUse: { check: hasValues, error: ErrorCodes.PROPERTY_DELETE_FAIL_VALUE_EXISTS },
      timeZone: config.timeZone,
    });
    const values = propertyValueService(db, config.timeZone);
    return [
      ...resourceRoutes(productPropertyResource, properties),
      route(productPropertyApi.list, ({ ctx, query }) =>
        db.select().from(productProperty).where(ctx.scope.where(productProperty, containsText(productProperty.name, query.name))).orderBy(productProperty.id),
      ),
      route(productPropertyApi.getValueList, ({ ctx, query }) => propertiesWithValues(db, ctx.scope, query)),
      route(productPropertyApi.getValueListPost, ({ ctx, body }) => propertiesWithValues(db, ctx.scope, body)),
      ...resourceRoutes(productPropertyValueResource, values),
    ];
  },
  menus: [
    screen({ id: ProductMenuIds.property, parent: ProductMenuIds.product, name: '商品属性', path: 'property', icon: 'eye', sort: 4, component: 'mall/product/property/index', componentName: 'ProductProperty' }),
    ...buttons(ProductMenuIds.propertyButtons, ProductMenuIds.property, [
      ['规格查询', Permissions.product.property.query],
      ['规格创建', Permissions.product.property.create],
      ['规格更新', Permissions.product.property.update],
      ['规格删除', Permissions.product.property.delete],
    ]),
    // The reference routes the values page outside its menu table (`/property/value/:propertyId`,
    // view mall/product/property/value); as a hidden menu it gets that route and a tab title, as 字典数据 does.
    {
      ...screen({ id: ProductMenuIds.propertyValue, parent: 0, name: productPropertyValueResource.noun, path: '/property/value/:propertyId', icon: '', sort: 99, component: 'mall/product/property/value', componentName: 'ProductPropertyValue' }),
      permission: Permissions.product.property.query,
      visible: false,
    },
  ],
  isolation: {
    paths: ['/product/property/'],
    records: [
      ...crudIsolation('/product/property', {
        create: () => ({ name: `跨租户属性${stamp}` }),
        update: { name: '改' },
      }).records,
      ...crudIsolation('/product/property/value', {
        // Tenant A's own property 颜色 does not exist in tests without the demo; a value names a property of A made first.
        create: () => ({ propertyId: 1, name: `跨租户值${stamp}` }),
        update: { propertyId: 1, name: '改' },
      }).records,
    ],
  },
  demo: seedPropertyDemo,
};
