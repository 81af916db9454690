/**
 * The developer tools: 系统接口 (`/infra/swagger`: the API's own OpenAPI document, rendered in
 * the console) and 表单构建 (`/infra/build`: the process form designer as a stand-alone builder,
 * client-only, with no endpoint). The document lists every endpoint, their permissions and
 * shapes: a map an attacker would want, so it is served behind 系统接口's permission, to the
 * system tenant only, instead of to anyone (docs/compatibility.md).
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { Permissions } from '../permissions.ts';

/** OpenAPI 3.1 as `buildOpenApi` writes it; the parts below `paths` are the endpoints' own schemas. */
export const OpenApiDocumentResp = Type.Object({
  openapi: Type.String(),
  info: Type.Object({ title: Type.String(), version: Type.String() }),
  components: Type.Record(Type.String(), Type.Unknown()),
  security: Type.Array(Type.Record(Type.String(), Type.Array(Type.String()))),
  paths: Type.Record(Type.String(), Type.Unknown()),
});
export type OpenApiDocument = Type.Static<typeof OpenApiDocumentResp>;

export const swaggerApi = apiGroup('系统接口', {
  openapi: endpoint({
    method: 'GET',
    path: '/infra/swagger/openapi',
    access: { permission: Permissions.infra.swagger.list },
    summary: '获得接口文档（OpenAPI 3.1，由接口契约生成，含每个接口的权限、参数与应答）',
    response: OpenApiDocumentResp,
  }),
}, { platform: true });
