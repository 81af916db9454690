import { Permissions, allEndpoints, buildOpenApi, swaggerApi, type OpenApiDocument } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { screen } from '../../../platform/menu-rows.ts';
import { route } from '../../../platform/route.ts';
import { InfraMenuIds } from '../menus.ts';

/**
 * The developer tools: 系统接口 (116, the OpenAPI document rendered in the console) and 表单构建
 * (114, the process form designer as a stand-alone builder, wholly in the browser). Both carry
 * their permission on the screen row itself, as in the reference. No tables.
 */
export const devtoolsFeature: Feature = {
  name: 'devtools',
  // Built on the first request, then kept: the endpoint table is fixed for the life of the process.
  ...routesNeeding([], () => {
    let document: OpenApiDocument | undefined;
    return [route(swaggerApi.openapi, () => (document ??= buildOpenApi(allEndpoints, { title: 'Tenon 管理后台 API', version: '0.1.0' }) as OpenApiDocument))];
  }),
  menus: [
    {
      ...screen({ id: InfraMenuIds.build, parent: InfraMenuIds.infra, name: '表单构建', path: 'build', icon: 'build', sort: 2, component: 'infra/build/index', componentName: 'InfraBuild' }),
      permission: Permissions.infra.build.list,
    },
    {
      ...screen({ id: InfraMenuIds.swagger, parent: InfraMenuIds.infra, name: '系统接口', path: 'swagger', icon: 'swagger', sort: 3, component: 'infra/swagger/index', componentName: 'InfraSwagger' }),
      permission: Permissions.infra.swagger.list,
    },
  ],
};
