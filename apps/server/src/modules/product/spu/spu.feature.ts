/**
 * 商品列表 and its hidden editor pages (新增 `/spu/add`, 修改 `/spu/edit/:spuId`): products with
 * their SKUs (`spu.service.ts` keeps the rules). The categories and brands ask `index.ts` whether
 * a product still names them.
 */
import { Permissions, productSkuApi, productSpuApi } from '@tenon/contracts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { route } from '../../../platform/route.ts';
import type { Feature } from '../../deps.ts';
import { ProductMenuIds } from '../menus.ts';
import { seedSpuDemo } from './spu.demo.ts';
import { productSku, productSpu } from './spu.schema.ts';
import { ProductSpuService } from './spu.service.ts';

const stamp = Date.now() % 100000;

/** A page of the editor: hidden, opened from 商品列表, with its route and tab title. */
const editorPage = (id: number, name: string, path: string, component: string, permission: string) => ({
  ...screen({ id, parent: 0, name, path, icon: '', sort: 99, component, componentName: 'ProductSpuForm' }),
  permission,
  visible: false,
});

export const productSpuFeature: Feature = {
  name: 'spu',
  needs: ['db', 'config'],
  tables: [productSpu, productSku],
  routes: ({ db, config }) => {
    const spus = new ProductSpuService(db, config.timeZone);
    return [
      route(productSpuApi.create, ({ ctx, body }) => spus.create(ctx.scope, ctx.user, body)),
      route(productSpuApi.update, ({ ctx, body }) => spus.update(ctx.scope, ctx.user, body)),
      route(productSpuApi.delete, ({ ctx, query }) => spus.delete(ctx.scope, query.id)),
      route(productSpuApi.get, ({ ctx, query }) => spus.detail(ctx.scope, query.id)),
      route(productSpuApi.getDetail, ({ ctx, query }) => spus.detail(ctx.scope, query.id)),
      route(productSpuApi.page, ({ ctx, query }) => spus.page(ctx.scope, query)),
      route(productSpuApi.getCount, ({ ctx, query }) => spus.count(ctx.scope, query)),
      route(productSpuApi.updateStatus, ({ ctx, body }) => spus.updateStatus(ctx.scope, ctx.user, body)),
      route(productSpuApi.listAllSimple, ({ ctx }) => spus.simpleList(ctx.scope)),
      route(productSpuApi.getSimpleList, ({ ctx }) => spus.simpleList(ctx.scope)),
      route(productSkuApi.getOptionList, ({ ctx, query }) => spus.skuOptions(ctx.scope, query)),
    ];
  },
  menus: [
    screen({ id: ProductMenuIds.spu, parent: ProductMenuIds.product, name: '商品列表', path: 'spu', icon: 'list', sort: 1, component: 'mall/product/spu/index', componentName: 'ProductSpu' }),
    ...buttons(ProductMenuIds.spuButtons, ProductMenuIds.spu, [
      ['商品查询', Permissions.product.spu.query],
      ['商品创建', Permissions.product.spu.create],
      ['商品更新', Permissions.product.spu.update],
      ['商品删除', Permissions.product.spu.delete],
    ]),
    // The reference routes its editor outside its menu table; as hidden menus they get those routes and tab titles, as 属性值 does.
    editorPage(ProductMenuIds.spuAdd, '商品添加', '/spu/add', 'mall/product/spu/save', Permissions.product.spu.create),
    editorPage(ProductMenuIds.spuEdit, '编辑商品', '/spu/edit/:spuId', 'mall/product/spu/save', Permissions.product.spu.update),
  ],
  isolation: {
    paths: ['/product/spu/', '/product/sku/'],
    records: [
      {
        api: '/product/spu',
        // Tenant A's demo sub-category 手机 (2) and brand 华为 (1); one specification.
        create: () => ({ name: `跨租户商品${stamp}`, categoryId: 2, brandId: 1, sort: 1, status: 0, specType: false, skus: [{ properties: [], price: 100, stock: 1 }] }),
        calls: {
          'GET /product/spu/get': (id) => ({ query: { id } }),
          'GET /product/spu/get-detail': (id) => ({ query: { id } }),
          'PUT /product/spu/update': (id) => ({ body: { id, name: '改', categoryId: 2, brandId: 1, sort: 1, status: 0, specType: false, skus: [{ properties: [], price: 1, stock: 1 }] } }),
          'PUT /product/spu/update-status': (id) => ({ body: { id, status: -1 } }),
          'DELETE /product/spu/delete': (id) => ({ query: { id } }),
        },
      },
    ],
  },
  demo: seedSpuDemo,
};
