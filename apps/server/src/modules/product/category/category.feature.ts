/**
 * 商品分类: the tenant's two-level category tree (`category.service.ts` keeps its rules). The
 * products' "a category with products is not deleted" comes in through `category-in-use.ts`.
 */
import { Permissions, productCategoryApi } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { crudIsolation } from '../../../platform/area.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { ProductMenuIds } from '../menus.ts';
import { seedCategoryDemo } from './category.demo.ts';
import { productCategory } from './category.schema.ts';
import { ProductCategoryService } from './category.service.ts';

const stamp = Date.now() % 100000;

function categoryRoutes({ db }: Pick<ModuleDeps, 'db'>): RouteDef[] {
  const categories = new ProductCategoryService(db);
  return [
    route(productCategoryApi.list, ({ ctx, query }) => categories.list(ctx.scope, query)),
    route(productCategoryApi.get, ({ ctx, query }) => categories.get(ctx.scope, query.id)),
    route(productCategoryApi.create, ({ ctx, body }) => categories.create(ctx.scope, ctx.user, body)),
    route(productCategoryApi.update, ({ ctx, body }) => categories.update(ctx.scope, ctx.user, body)),
    route(productCategoryApi.delete, ({ ctx, query }) => categories.delete(ctx.scope, query.id)),
  ];
}

export const productCategoryFeature: Feature = {
  name: 'category',
  ...routesNeeding(['db'], categoryRoutes),
  tables: [productCategory],
  menus: [
    screen({ id: ProductMenuIds.category, parent: ProductMenuIds.product, name: '商品分类', path: 'category', icon: 'dict', sort: 2, component: 'mall/product/category/index', componentName: 'ProductCategory' }),
    ...buttons(ProductMenuIds.categoryButtons, ProductMenuIds.category, [
      ['分类查询', Permissions.product.category.query],
      ['分类创建', Permissions.product.category.create],
      ['分类更新', Permissions.product.category.update],
      ['分类删除', Permissions.product.category.delete],
    ]),
  ],
  isolation: crudIsolation('/product/category', {
    create: () => ({ parentId: 0, name: `跨租户分类${stamp}`, sort: 1, status: 0 }),
    update: { parentId: 0, name: '改', sort: 1, status: 0 },
  }),
  demo: seedCategoryDemo,
};
