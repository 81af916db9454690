/** 商品品牌: the tenant's brands, as `productBrandResource` describes them; the name is unique in the tenant; one a product names is not deleted. */
import { asc, eq } from 'drizzle-orm';
import { ErrorCodes, Permissions, productBrandApi, productBrandResource } from '@tenon/contracts';
import { tenantCrud } from '../../../db/tenantCrud.ts';
import { crudIsolation } from '../../../platform/area.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { resourceRoutes } from '../../../platform/resource-routes.ts';
import { route } from '../../../platform/route.ts';
import type { Feature } from '../../deps.ts';
import { lockTenantWrites } from '../../system/tenant/index.ts';
import { ProductMenuIds } from '../menus.ts';
import { isBrandUsedBySpu } from '../spu/index.ts';
import { seedBrandDemo } from './brand.demo.ts';
import { productBrand } from './brand.schema.ts';

const stamp = Date.now() % 100000;

export const productBrandFeature: Feature = {
  name: 'brand',
  needs: ['db', 'config'],
  tables: [productBrand],
  routes: ({ db, config }) => {
    const brands = tenantCrud(db, {
      table: productBrand,
      resource: productBrandResource,
      notFound: ErrorCodes.BRAND_NOT_EXISTS,
      unique: [{ field: 'name', taken: ErrorCodes.BRAND_NAME_EXISTS }],
      lock: lockTenantWrites,
      inUse: { check: isBrandUsedBySpu, error: ErrorCodes.BRAND_HAVE_BIND_SPU },
      timeZone: config.timeZone,
    });
    return [
      ...resourceRoutes(productBrandResource, brands),
      // The pickers' list: the enabled brands, whole rows as the reference answers them.
      route(productBrandApi.list, ({ ctx }) =>
        db.select().from(productBrand).where(ctx.scope.where(productBrand, eq(productBrand.status, 0))).orderBy(asc(productBrand.sort), asc(productBrand.id)),
      ),
    ];
  },
  menus: [
    screen({ id: ProductMenuIds.brand, parent: ProductMenuIds.product, name: '商品品牌', path: 'brand', icon: 'dashboard', sort: 3, component: 'mall/product/brand/index', componentName: 'ProductBrand' }),
    ...buttons(ProductMenuIds.brandButtons, ProductMenuIds.brand, [
      ['品牌查询', Permissions.product.brand.query],
      ['品牌创建', Permissions.product.brand.create],
      ['品牌更新', Permissions.product.brand.update],
      ['品牌删除', Permissions.product.brand.delete],
    ]),
  ],
  isolation: crudIsolation('/product/brand', {
    create: () => ({ name: `跨租户品牌${stamp}`, sort: 1, status: 0 }),
    update: { name: '改', sort: 1, status: 0 },
  }),
  demo: seedBrandDemo,
};
